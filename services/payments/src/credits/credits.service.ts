import { type CallAnswer, type creditChangeCall, type CreditChangeRequest, type Wallet } from '@rendezvous/contracts/internal';
import { Outbox } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { appendCredits, balanceOf } from './credit-ledger';
import { walletOf } from './wallet';

/** A member's credits as other services change and read them (contracts creditChangeCall, walletCall). */
@Injectable()
export class CreditsService {
  constructor(
    private readonly dataSource: DataSource,
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
    const outcome = await this.dataSource.transaction(async (manager) => {
      const entry = await appendCredits(manager, { memberId: request.member_id, delta: request.delta, reason: request.reason, reference: request.reference });
      if (!entry) return { balance: await balanceOf(manager, request.member_id), applied: false, event: null };
      const event = request.on_member_request ? null : await this.outbox.publish(manager, 'member.changed', { member_id: request.member_id, reason: 'credits' }, request.member_id);
      return { balance: entry.balanceAfter, applied: true, event };
    });
    if (outcome.event) await this.outbox.deliverNow([outcome.event]);
    return { balance: outcome.balance, applied: outcome.applied };
  }

  /** The member's credits and premium state, for the gateway's user object. */
  wallet(memberId: number): Promise<Wallet> {
    return walletOf(this.dataSource, memberId);
  }
}
