import { AUTH_COOKIE_MAX_AGE_DAYS } from '@rendezvous/contracts';
import { Outbox, sessionRef } from '@rendezvous/nest-kit';
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
 * session opens is the accounts resource's question (AccountsService.ofSession). Every end of a session
 * is announced (`sessions.ended`, to chat: the sockets it opened close), in the same transaction.
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly outbox: Outbox,
  ) {}

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

  /** Revokes the session of a cookie's token (logout), and announces it; the caller clears the cookie. */
  async end(token: string | undefined): Promise<void> {
    if (!token || token.length > 200) return;
    const event = await this.sessions.transaction(async (tx) => {
      const accountId = await this.sessions.revoke(tx, hashToken(token));
      return accountId === null ? null : this.outbox.publish(tx, 'sessions.ended', { member_id: accountId, session: sessionRef(token) }, accountId);
    });
    // The logout's answer waits (at most 2 s) until chat heard of it: the page's socket closes with it.
    if (event) await this.outbox.deliverNow([event]);
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

  /**
   * Ends every session of an account (password change, deletion), but the one of `exceptToken` when given, in the
   * caller's transaction; the answer is the announcement's outbox event, for the caller's deliverNow.
   */
  async endAll(manager: EntityManager, accountId: number, exceptToken?: string): Promise<string> {
    await this.sessions.revokeAll(manager, accountId, exceptToken ? hashToken(exceptToken) : undefined);
    const payload = exceptToken ? { member_id: accountId, except_session: sessionRef(exceptToken) } : { member_id: accountId };
    return this.outbox.publish(manager, 'sessions.ended', payload, accountId);
  }
}
