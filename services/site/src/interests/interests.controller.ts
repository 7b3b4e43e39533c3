import type { Interest } from '@rendezvous/contracts';
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
  list(): Promise<Interest[]> {
    return this.interests.list();
  }
}
