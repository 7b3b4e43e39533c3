import type { MemberVisibility } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { memberNotFound } from '../common/member-id.pipe';
import { Profile } from '../profiles/profile.entity';

@Injectable()
export class VisibilityService {
  constructor(@InjectRepository(Profile) private readonly profiles: Repository<Profile>) {}

  async of(memberId: number): Promise<MemberVisibility> {
    const profile = await this.profiles.findOne({ where: { id: memberId }, select: { id: true, invisible: true, privacy: true } });
    if (!profile) throw memberNotFound();
    return { invisible: profile.invisible, privacy: profile.privacy };
  }

  async change(memberId: number, { invisible, privacy }: MemberVisibility): Promise<MemberVisibility> {
    const { affected } = await this.profiles.update({ id: memberId }, { invisible, privacy });
    if (!affected) throw memberNotFound();
    return { invisible, privacy };
  }
}
