import type { Interest } from '@rendezvous/contracts';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InterestsService } from './interests.service';

/** Reference data that is the same for everyone and changes with a release: browsers may keep it an hour. */
export const PUBLIC_REFERENCE_DATA = 'public, max-age=3600';

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
