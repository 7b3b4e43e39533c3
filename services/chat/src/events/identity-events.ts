import type { EventPayload } from '@rendezvous/contracts/internal';
import { EventInbox } from '@rendezvous/nest-kit';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** What chat does with identity's events (delivered by identity's outbox, applied once by the inbox). */
@Injectable()
export class IdentityEvents implements OnModuleInit {
  constructor(private readonly inbox: EventInbox) {}

  onModuleInit(): void {
    this.inbox.on('account.purged', (payload, manager) => this.purge(payload, manager));
  }

  /**
   * The account is gone for good: every conversation it took part in goes, with its messages (by
   * foreign key), for the other member too: what the purged member wrote is personal data.
   */
  private async purge({ member_id }: EventPayload<'account.purged'>, manager: EntityManager): Promise<void> {
    await manager.query('DELETE FROM conversations WHERE member_a = $1 OR member_b = $1', [member_id]);
  }
}
