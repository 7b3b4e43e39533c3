import { AUTH_COOKIE_MAX_AGE_DAYS } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { type EntityManager, IsNull, MoreThan, Repository } from 'typeorm';
import { Account } from '../accounts/account.entity';
import { hashToken } from '../tokens/tokens.service';
import { Session } from './session.entity';

/** How long a session lives: the auth cookie's lifetime. */
export const SESSION_MS = AUTH_COOKIE_MAX_AGE_DAYS * 24 * 3600_000;

/**
 * Sessions behind the auth cookie: a random token the member's browser keeps (session-cookie.http.ts
 * writes and reads the cookie), its hash in the database.
 */
@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @InjectRepository(Account) private readonly accounts: Repository<Account>,
  ) {}

  /** Starts a session inside the caller's transaction; the answer is the token for the cookie. */
  async start(manager: EntityManager, accountId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await manager.insert(Session, { accountId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + SESSION_MS) });
    return token;
  }

  /** The live session of a cookie's token, or null (no token, unknown, expired or revoked). */
  async sessionOf(token: string | undefined): Promise<Session | null> {
    if (!token || token.length > 200) return null;
    return this.sessions.findOne({ where: { tokenHash: hashToken(token), revokedAt: IsNull(), expiresAt: MoreThan(new Date()) } });
  }

  /** The account of a live session, or null (no token, unknown, expired, revoked, or account gone). */
  async accountOf(token: string | undefined): Promise<Account | null> {
    const session = await this.sessionOf(token);
    if (!session) return null;
    const account = await this.accounts.findOne({ where: { id: session.accountId } });
    return account && account.status !== 'deleted' && account.status !== 'disabled' ? account : null;
  }

  /** Revokes the session of a cookie's token (logout); the caller clears the cookie. */
  async end(token: string | undefined): Promise<void> {
    if (token) await this.sessions.update({ tokenHash: hashToken(token) }, { revokedAt: new Date() });
  }

  /**
   * The page-hidden beacon (spec 7): notes on the cookie's own live session that its page went out
   * of sight. It touches that one column of that one row and nothing else, which is why it may come
   * without the client header (a beacon cannot send one).
   */
  async markPageHidden(token: string | undefined): Promise<void> {
    if (!token || token.length > 200) return;
    await this.sessions.update({ tokenHash: hashToken(token), revokedAt: IsNull() }, { pageHiddenAt: new Date() });
  }

  /** Ends every session of an account (password change, deletion), but the one of `exceptToken` when given. */
  async endAll(manager: EntityManager, accountId: number, exceptToken?: string): Promise<void> {
    const query = manager
      .createQueryBuilder()
      .update(Session)
      .set({ revokedAt: () => 'now()' })
      .where('account_id = :accountId AND revoked_at IS NULL', { accountId });
    if (exceptToken) query.andWhere('token_hash <> :keep', { keep: hashToken(exceptToken) });
    await query.execute();
  }
}
