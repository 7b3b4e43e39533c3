import { Injectable } from '@nestjs/common';
import { type EntityManager, In, IsNull, MoreThan } from 'typeorm';
import { AccountToken, type TokenPurpose } from './account-token.entity';

/**
 * The account_tokens table. Every statement runs in the caller's transaction (`tx`): a token is issued,
 * used or revoked together with the change it stands for and the mail that carries it.
 */
@Injectable()
export class TokensRepository {
  async insert(tx: EntityManager, token: Pick<AccountToken, 'accountId' | 'purpose' | 'tokenHash' | 'payload' | 'expiresAt'>): Promise<void> {
    await tx.insert(AccountToken, token);
  }

  /** The unused, unexpired token of this hash and purpose, locked for the rest of the transaction; null when there is none. */
  lockUsable(tx: EntityManager, tokenHash: string, purpose: TokenPurpose): Promise<AccountToken | null> {
    return tx.findOne(AccountToken, {
      where: { tokenHash, purpose, usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async save(tx: EntityManager, token: AccountToken): Promise<void> {
    await tx.save(token);
  }

  /** The token of this hash and purpose, used or expired alike; null when there is none. */
  findByHash(tx: EntityManager, tokenHash: string, purpose: TokenPurpose): Promise<AccountToken | null> {
    return tx.findOne(AccountToken, { where: { tokenHash, purpose } });
  }

  /** Marks an account's unused tokens of these purposes used; with `issuedAfter`, only those issued after it. */
  async markUsed(tx: EntityManager, accountId: number, purposes: TokenPurpose[], issuedAfter?: Date): Promise<void> {
    await tx.update(
      AccountToken,
      { accountId, purpose: In(purposes), usedAt: IsNull(), ...(issuedAfter ? { createdAt: MoreThan(issuedAfter) } : {}) },
      { usedAt: new Date() },
    );
  }

  countSince(tx: EntityManager, accountId: number, purpose: TokenPurpose, since: Date): Promise<number> {
    return tx.count(AccountToken, { where: { accountId, purpose, createdAt: MoreThan(since) } });
  }
}
