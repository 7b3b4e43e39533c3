import { type CallAnswer, type creditChangeCall, type CreditChangeRequest, type Wallet } from '@rendezvous/contracts/internal';
import { Outbox } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CreditLedgerEntry } from './credit-ledger-entry.entity';
import type { CreditChange } from './credit-ledger';
import { CreditLedgerStore } from './credit-ledger.store';

/** A member's credits as other services change and read them (contracts creditChangeCall, walletCall), and as the other resources change them. */
@Injectable()
export class CreditsService {
  constructor(
    private readonly ledger: CreditLedgerStore,
    private readonly outbox: Outbox,
  ) {}

  /**
   * The synchronous, idempotent credit change: the caller's reference is the key, so a retried call
   * applies once and answers the same balance. A change tells the gateway through the outbox, in the
   * same transaction, so the member's next user.php shows it; unless it is made for the member's own
   * request through the gateway (`on_member_request`, chat's charge for a send), after which the
   * gateway drops the member's user object by itself.
   */
  async change(request: CreditChangeRequest): Promise<CallAnswer<typeof creditChangeCall>> {
    const change = { memberId: request.member_id, delta: request.delta, reason: request.reason, reference: request.reference };
    if (request.on_member_request) {
      // No event to publish (the gateway drops the member's user object itself when the request succeeds): one
      // statement, no transaction around it (a chat message's charge, issue 34).
      const { entry, balance } = await this.ledger.appendAlone(change);
      return { balance, applied: entry !== null };
    }
    const outcome = await this.ledger.transaction(async (tx) => {
      const entry = await this.ledger.append(tx, change);
      if (!entry) return { balance: await this.ledger.balanceOf(tx, request.member_id), applied: false, event: null };
      const event = await this.outbox.publish(tx, 'member.changed', { member_id: request.member_id, reason: 'credits' }, request.member_id);
      return { balance: entry.balanceAfter, applied: true, event };
    });
    if (outcome.event) await this.outbox.deliverNow([outcome.event]);
    return { balance: outcome.balance, applied: outcome.applied };
  }

  /**
   * Appends one change in the caller's transaction (a purchase, a reversal, signup credits): serialised
   * per member, null when the reference was applied before; 'CREDITS.INSUFFICIENT' for a spend below 0.
   */
  append(tx: EntityManager, change: CreditChange): Promise<CreditLedgerEntry | null> {
    return this.ledger.append(tx, change);
  }

  /** The member's credits and premium state, for the gateway's user object. */
  wallet(memberId: number): Promise<Wallet> {
    return this.ledger.wallet(memberId);
  }
}
