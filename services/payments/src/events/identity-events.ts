import type { EventPayload } from '@rendezvous/contracts/internal';
import { EventInbox, Outbox } from '@rendezvous/nest-kit';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CreditsService } from '../credits/credits.service';
import { MembershipsService } from '../memberships/memberships.service';

/** The ledger reference of an account's signup credits: one per account, however often the event comes. */
export const signupCreditsReference = (memberId: number) => `signup-credits:${memberId}`;

/** What payments does with identity's events (delivered by identity's outbox, applied once by the inbox). */
@Injectable()
export class IdentityEvents implements OnModuleInit {
  constructor(
    private readonly inbox: EventInbox,
    private readonly outbox: Outbox,
    private readonly credits: CreditsService,
    private readonly memberships: MembershipsService,
  ) {}

  onModuleInit(): void {
    this.inbox.on('account.created', (payload, manager) => this.accountCreated(payload, manager));
    this.inbox.on('account.purged', (payload, manager) => this.purge(payload, manager));
  }

  /**
   * A new account: its signup time, and the site's signup_credits, once (the reference is per account). Credits only:
   * premium comes from buying a bundle (spec 1), never from a gift.
   */
  private async accountCreated({ member_id, signup_credits, signed_up_at }: EventPayload<'account.created'>, manager: EntityManager): Promise<void> {
    // The welcome discount counts from here (discounts/welcome-discount.ts).
    await this.memberships.recordSignup(manager, member_id, signed_up_at);
    if (signup_credits === 0) return;
    const entry = await this.credits.append(manager, {
      memberId: member_id,
      delta: signup_credits,
      reason: 'signup_credits',
      reference: signupCreditsReference(member_id),
    });
    if (entry) await this.outbox.publish(manager, 'member.changed', { member_id, reason: 'signup_credits' }, member_id);
  }

  /**
   * The account is gone for good. The credit ledger stays: it is the accounting record that must be
   * kept for the legally required years, and it holds no personal data (a member id that no longer
   * leads to anyone, amounts, reasons, references). The premium membership is the member's state,
   * not a record, and goes. Orders with names, addresses or provider customer ids (the payments
   * issue) must be anonymised here too.
   */
  private async purge({ member_id }: EventPayload<'account.purged'>, manager: EntityManager): Promise<void> {
    await this.memberships.forget(manager, member_id);
  }
}
