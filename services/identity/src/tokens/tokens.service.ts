import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { AccountToken, TokenPurpose } from './account-token.entity';
import { TokensRepository } from './tokens.repository';

/** How long the link that undoes an e-mail change works (mailed to the old address; said in the mail). */
export const EMAIL_CHANGE_UNDO_DAYS = 7;

/** How long each kind of mailed link works. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  activation: 7 * 24 * 3600_000,
  password_reset: 24 * 3600_000,
  email_change: 24 * 3600_000,
  reactivation: 14 * 24 * 3600_000,
  email_change_undo: EMAIL_CHANGE_UNDO_DAYS * 24 * 3600_000,
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Single-use, time-limited tokens for mailed links; only their sha256 is stored. */
@Injectable()
export class TokensService {
  constructor(private readonly tokens: TokensRepository) {}

  async issue(manager: EntityManager, accountId: number, purpose: TokenPurpose, payload: Record<string, string> = {}): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.tokens.insert(manager, {
      accountId,
      purpose,
      tokenHash: hashToken(token),
      payload,
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
    });
    return token;
  }

  /**
   * Marks a valid token used and returns it, inside the caller's transaction with a row lock, so a
   * link clicked twice at once is applied once. Null when unknown, used, expired or of another purpose.
   */
  async consume(manager: EntityManager, token: string, purpose: TokenPurpose): Promise<AccountToken | null> {
    if (typeof token !== 'string' || token.length < 20 || token.length > 200) return null;
    const row = await this.tokens.lockUsable(manager, hashToken(token), purpose);
    if (!row) return null;
    row.usedAt = new Date();
    await this.tokens.save(manager, row);
    return row;
  }

  /**
   * The account a link was issued to, used or expired alike (for telling a member that a link they
   * already used did its work); null for a token no link ever held.
   */
  async accountIdOf(manager: EntityManager, token: string, purpose: TokenPurpose): Promise<number | null> {
    if (typeof token !== 'string' || token.length < 20 || token.length > 200) return null;
    const row = await this.tokens.findByHash(manager, hashToken(token), purpose);
    return row?.accountId ?? null;
  }

  /**
   * Makes an account's unused links of these purposes worthless (marked used), inside the caller's
   * transaction; with `issuedAfter`, only those issued after that moment.
   */
  async revoke(manager: EntityManager, accountId: number, purposes: TokenPurpose[], issuedAfter?: Date): Promise<void> {
    await this.tokens.markUsed(manager, accountId, purposes, issuedAfter);
  }

  /** How many tokens of a purpose an account got since a moment (mail limits), inside the caller's transaction. */
  countSince(manager: EntityManager, accountId: number, purpose: TokenPurpose, since: Date): Promise<number> {
    return this.tokens.countSince(manager, accountId, purpose, since);
  }
}
