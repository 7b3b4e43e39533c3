import type { Interest as InterestDto } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Interest } from './interest.entity';

@Injectable()
export class InterestsService {
  constructor(@InjectRepository(Interest) private readonly interests: Repository<Interest>) {}

  /** The 50 interests of spec section 3 with their icon ids, by id. */
  async list(): Promise<InterestDto[]> {
    const rows = await this.interests.find({ order: { id: 'ASC' } });
    return rows.map(({ id, name, icon }) => ({ id, name, icon }));
  }
}
