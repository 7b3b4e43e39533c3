import { siteRoutes, type AnswerOf } from '@rendezvous/contracts/routes';
import { ContractRoute } from '@rendezvous/nest-kit';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PUBLIC_REFERENCE_DATA } from '../cache-control';
import { InterestsService } from './interests.service';

@ApiTags('site')
@Controller('api')
export class InterestsController {
  constructor(private readonly interests: InterestsService) {}

  /** The 50 interests of spec section 3 with their icon ids. */
  @Get('interests.php')
  @Header('Cache-Control', PUBLIC_REFERENCE_DATA)
  @ContractRoute(siteRoutes.interests)
  list(): Promise<AnswerOf<typeof siteRoutes.interests>> {
    return this.interests.list();
  }
}
