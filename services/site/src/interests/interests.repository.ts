import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Interest } from './interest.entity';

/** The interests table (seeded by the initial migration from interest-list.ts). */
@Injectable()
export class InterestsRepository {
  constructor(@InjectRepository(Interest) private readonly interests: Repository<Interest>) {}

  /** Every interest, by id. */
  all(): Promise<Interest[]> {
    return this.interests.find({ order: { id: 'ASC' } });
  }
}
