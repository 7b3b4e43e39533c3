import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Profile } from '../common/profile.entity';

/** The invisible and privacy columns of profiles. */
@Injectable()
export class VisibilityRepository {
  constructor(@InjectRepository(Profile) private readonly profiles: Repository<Profile>) {}

  of(memberId: number): Promise<Pick<Profile, 'id' | 'invisible' | 'privacy'> | null> {
    return this.profiles.findOne({ where: { id: memberId }, select: { id: true, invisible: true, privacy: true } });
  }

  /** How many profiles changed (0: no such member). */
  async update(memberId: number, invisible: boolean, privacy: boolean): Promise<number> {
    const { affected } = await this.profiles.update({ id: memberId }, { invisible, privacy });
    return affected ?? 0;
  }
}
