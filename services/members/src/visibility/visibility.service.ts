import type { MemberVisibility } from '@rendezvous/contracts';
import { Outbox } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import { memberNotFound } from '../common/member-id.pipe';
import { VisibilityRepository } from './visibility.repository';

@Injectable()
export class VisibilityService {
  constructor(
    private readonly profiles: VisibilityRepository,
    private readonly outbox: Outbox,
  ) {}

  async of(memberId: number): Promise<MemberVisibility> {
    const profile = await this.profiles.of(memberId);
    if (!profile) throw memberNotFound();
    return { invisible: profile.invisible, privacy: profile.privacy };
  }

  async change(memberId: number, { invisible, privacy }: MemberVisibility): Promise<MemberVisibility> {
    const affected = await this.profiles.update(memberId, invisible, privacy);
    if (!affected) throw memberNotFound();
    // Chat's contact rules hear of it (member.contact, the profiles trigger) before the answer.
    await this.outbox.settle();
    return { invisible, privacy };
  }
}
