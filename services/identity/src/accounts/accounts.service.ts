import type { TrackingData } from '@rendezvous/contracts';
import type { AccountState } from '@rendezvous/contracts/internal';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Account } from './account.entity';

/** What an operator (marketing, support) sees of an account: where it came from, not what is private. */
export interface AccountSummary {
  id: number;
  email: string;
  status: string;
  signup_date: string;
  /** the lander's tracking query (spec 3: network, ref, sub1, sub2, sub3), or null */
  tracking: TrackingData | null;
}

/** Reads of one account for operators and for other services. */
@Injectable()
export class AccountsService {
  constructor(@InjectRepository(Account) private readonly accounts: Repository<Account>) {}

  /** The operator's view of the account with this e-mail address, or null (none, or not an address at all). */
  async summaryByEmail(email: unknown): Promise<AccountSummary | null> {
    const account =
      typeof email === 'string' && email.length <= 254
        ? await this.accounts.findOne({ where: { email: email.trim().toLowerCase() }, select: { id: true, email: true, status: true, createdAt: true, tracking: true } })
        : null;
    if (!account) return null;
    return { id: account.id, email: account.email, status: account.status, signup_date: account.createdAt.toISOString(), tracking: account.tracking };
  }

  /** The account's state as other services ask for it (contract accountStateCall), or null when there is none. */
  async stateOf(id: number): Promise<AccountState | null> {
    const account = await this.accounts.findOne({ where: { id }, select: { id: true, status: true, language: true } });
    return account ? { id: account.id, status: account.status, language: account.language } : null;
  }
}
