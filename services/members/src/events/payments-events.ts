import type { EventPayload } from '@rendezvous/contracts/internal';
import { EventInbox } from '@rendezvous/nest-kit';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ProfileWrites } from '../profiles/profile-writes.service';

/**
 * What members does with payments' events: premium is payments' fact (the first completed purchase,
 * kept when the credits run out), and members keeps a read model of it for the premium badge in
 * search and on profiles.
 */
@Injectable()
export class PaymentsEvents implements OnModuleInit {
  constructor(
    private readonly inbox: EventInbox,
    private readonly profiles: ProfileWrites,
  ) {}

  onModuleInit(): void {
    this.inbox.on('member.premium', (payload, manager) => this.becamePremium(payload, manager));
  }

  private async becamePremium({ member_id }: EventPayload<'member.premium'>, manager: EntityManager): Promise<void> {
    await this.profiles.markPremium(manager, member_id);
  }
}
