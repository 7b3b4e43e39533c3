import type { Interest as InterestDto } from '@rendezvous/contracts';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Interest } from './interest.entity';

/** Reference data that is the same for everyone and changes with a release: browsers may keep it an hour. */
export const PUBLIC_REFERENCE_DATA = 'public, max-age=3600';

@ApiTags('site')
@Controller('api')
export class InterestsController {
  constructor(@InjectRepository(Interest) private readonly interests: Repository<Interest>) {}

  /** The 50 interests of spec section 3 with their icon ids. */
  @Get('interests.php')
  @Header('Cache-Control', PUBLIC_REFERENCE_DATA)
  async list(): Promise<InterestDto[]> {
    const rows = await this.interests.find({ order: { id: 'ASC' } });
    return rows.map(({ id, name, icon }) => ({ id, name, icon }));
  }
}
