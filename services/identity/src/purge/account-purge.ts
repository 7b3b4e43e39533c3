import { REACTIVATION_WINDOW_DAYS } from '@rendezvous/contracts';
import { Outbox } from '@rendezvous/nest-kit';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { AccountsService } from '../accounts/accounts.service';

/** How often the sweep looks for accounts whose reactivation window has passed. */
const SWEEP_MS = 3_600_000;
/** Accounts purged per transaction; a sweep repeats until none is left. */
const BATCH = 200;

/**
 * The end of a deleted account: once the REACTIVATION_WINDOW_DAYS window has passed (spec sections
 * 4 and 9), identity removes the account (its sessions, tokens, push subscriptions and login
 * throttles go with it by foreign key) and, in the same transaction, an `account.purged` event for
 * every service that holds personal data about the member. The outbox delivers it however long a
 * service is away, so no copy of the member outlives the account.
 */
@Injectable()
export class AccountPurge implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AccountPurge.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly accounts: AccountsService,
    private readonly outbox: Outbox,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.purgeExpired().catch((error: Error) => this.logger.warn(`purge sweep failed: ${error.message}`)), SWEEP_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Purges every account deleted more than the window before `asOf`; answers the purged ids. */
  async purgeExpired(asOf = new Date()): Promise<number[]> {
    const cutoff = new Date(asOf.getTime() - REACTIVATION_WINDOW_DAYS * 24 * 3600_000);
    const purged: number[] = [];
    const events: string[] = [];
    for (;;) {
      const batch = await this.accounts.transaction(async (tx) => {
        // A reactivation holding the row wins, and two replicas sweep different rows (SKIP LOCKED).
        const ids = await this.accounts.lockDeletedBefore(tx, cutoff, BATCH);
        for (const id of ids) events.push(await this.outbox.publish(tx, 'account.purged', { member_id: id }, id));
        if (ids.length > 0) await this.accounts.deleteForGood(tx, ids);
        return ids;
      });
      purged.push(...batch);
      if (batch.length < BATCH) break;
    }
    if (purged.length > 0) {
      this.logger.log(`purged ${purged.length} deleted accounts past the ${REACTIVATION_WINDOW_DAYS}-day window`);
      void this.outbox.drain();
    }
    return purged;
  }
}
