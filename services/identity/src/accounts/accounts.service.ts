import type { TrackingData } from '@rendezvous/contracts';
import type { AccountState } from '@rendezvous/contracts/internal';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SessionsService } from '../sessions/sessions.service';
import type { Account } from './account.entity';
import { AccountsRepository } from './accounts.repository';

/** The account as this resource hands it to the others (notifications, events, purge): read it, never write it elsewhere. */
export type { Account } from './account.entity';

/** What an operator (marketing, support) sees of an account: where it came from, not what is private. */
export interface AccountSummary {
  id: number;
  email: string;
  status: string;
  signup_date: string;
  /** the lander's tracking query (spec 3: network, ref, sub1, sub2, sub3), or null */
  tracking: TrackingData | null;
}

/**
 * Reads of one account for operators, for other services, for the session guard, and for the other
 * resources of identity (notifications, events, the purge), which reach the accounts table only here.
 */
@Injectable()
export class AccountsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly sessions: SessionsService,
  ) {}

  /** The operator's view of the account with this e-mail address, or null (none, or not an address at all). */
  async summaryByEmail(email: unknown): Promise<AccountSummary | null> {
    const account = typeof email === 'string' && email.length <= 254 ? await this.accounts.summaryByEmail(email.trim().toLowerCase()) : null;
    if (!account) return null;
    return { id: account.id, email: account.email, status: account.status, signup_date: account.createdAt.toISOString(), tracking: account.tracking };
  }

  /** The account's state as other services ask for it (contract accountStateCall), or null when there is none. */
  async stateOf(id: number): Promise<AccountState | null> {
    const account = await this.accounts.stateOf(id);
    return account ? { id: account.id, status: account.status, language: account.language } : null;
  }

  /** The account of a live session, or null (no token, unknown, expired, revoked, or account gone). */
  async ofSession(token: string | undefined): Promise<Account | null> {
    const session = await this.sessions.sessionOf(token);
    if (!session) return null;
    const account = await this.accounts.findById(session.accountId);
    return account && account.status !== 'deleted' && account.status !== 'disabled' ? account : null;
  }

  /** The account in the caller's transaction (an event's), or null. */
  byId(tx: EntityManager, id: number): Promise<Account | null> {
    return this.accounts.findByIdIn(tx, id);
  }

  /** The address and status only, in the caller's transaction, or null. */
  contactOf(tx: EntityManager, id: number): Promise<Pick<Account, 'id' | 'email' | 'status'> | null> {
    return this.accounts.contactOf(tx, id);
  }

  /** The account's one-click unsubscribe token: `token` unless it has one already (the first written wins). */
  claimUnsubscribeToken(tx: EntityManager, id: number, token: string): Promise<string> {
    return this.accounts.claimUnsubscribeToken(tx, id, token);
  }

  /** Runs `work` in one transaction of the accounts table (the purge's batches, with their outbox events). */
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.accounts.transaction(work);
  }

  /** Locks up to `batch` accounts deleted before `cutoff` (skipping rows another transaction holds); their ids. */
  lockDeletedBefore(tx: EntityManager, cutoff: Date, batch: number): Promise<number[]> {
    return this.accounts.lockDeletedBefore(tx, cutoff, batch);
  }

  /** Removes the accounts for good (with their sessions, tokens, push subscriptions and throttles). */
  deleteForGood(tx: EntityManager, ids: number[]): Promise<void> {
    return this.accounts.deleteByIds(tx, ids);
  }
}
