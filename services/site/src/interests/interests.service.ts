import type { Interest } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { InterestsRepository } from './interests.repository';

@Injectable()
export class InterestsService {
  constructor(private readonly interests: InterestsRepository) {}

  /** The 50 interests of spec section 3 with their icon ids, by id. */
  async list(): Promise<Interest[]> {
    const rows = await this.interests.all();
    return rows.map(({ id, name, icon }) => ({ id, name, icon }));
  }
}
