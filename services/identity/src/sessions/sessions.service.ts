import { AUTH_COOKIE_MAX_AGE_DAYS } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { hashToken } from '../tokens/tokens.service';
import type { Session } from './session.entity';
import { SessionsRepository } from './sessions.repository';

/** How long a session lives: the auth cookie's lifetime. */
export const SESSION_MS = AUTH_COOKIE_MAX_AGE_DAYS * 24 * 3600_000;

/**
 * Sessions behind the auth cookie: a random token the member's browser keeps (accounts'
 * session-cookie.http.ts writes and reads the cookie), its hash in the database. Whose account a
 * session opens is the accounts resource's question (AccountsService.ofSession).
 */
@Injectable()
export class SessionsService {
  constructor(private readonly sessions: SessionsRepository) {}

  /** Starts a session inside the caller's transaction; the answer is the token for the cookie. */
  async start(manager: EntityManager, accountId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.sessions.insert(manager, { accountId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + SESSION_MS) });
    return token;
  }

  /** The live session of a cookie's token, or null (no token, unknown, expired or revoked). */
  async sessionOf(token: string | undefined): Promise<Session | null> {
    if (!token || token.length > 200) return null;
    return this.sessions.findLive(hashToken(token));
  }

  /** Revokes the session of a cookie's token (logout); the caller clears the cookie. */
  async end(token: string | undefined): Promise<void> {
    if (token) await this.sessions.revoke(hashToken(token));
  }

  /**
   * The page-hidden beacon (spec 7): notes on the cookie's own live session that its page went out
   * of sight. It touches that one column of that one row and nothing else, which is why it may come
   * without the client header (a beacon cannot send one).
   */
  async markPageHidden(token: string | undefined): Promise<void> {
    if (!token || token.length > 200) return;
    await this.sessions.markPageHidden(hashToken(token));
  }

  /** Ends every session of an account (password change, deletion), but the one of `exceptToken` when given. */
  async endAll(manager: EntityManager, accountId: number, exceptToken?: string): Promise<void> {
    await this.sessions.revokeAll(manager, accountId, exceptToken ? hashToken(exceptToken) : undefined);
  }
}
