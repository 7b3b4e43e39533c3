import type { EventPayload } from '@rendezvous/contracts/internal';
import { EventInbox } from '@rendezvous/nest-kit';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** What payments does with identity's events (delivered by identity's outbox, applied once by the inbox). */
@Injectable()
export class IdentityEvents implements OnModuleInit {
  constructor(private readonly inbox: EventInbox) {}

  onModuleInit(): void {
    this.inbox.on('account.purged', (payload, manager) => this.purge(payload, manager));
  }

  /**
   * The account is gone for good. The credit ledger stays: it is the accounting record that must be
   * kept for the legally required years, and it holds no personal data (a member id that no longer
   * leads to anyone, amounts, reasons, references). The premium membership is the member's state,
   * not a record, and goes. Orders with names, addresses or provider customer ids (the payments
   * issue) must be anonymised here too.
   */
  private async purge({ member_id }: EventPayload<'account.purged'>, manager: EntityManager): Promise<void> {
    await manager.query('DELETE FROM memberships WHERE member_id = $1', [member_id]);
  }
}
