import { AUTH_COOKIE, AUTH_COOKIE_MAX_AGE_DAYS } from '@rendezvous/contracts';
import { isHttps, readCookie } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import { type EntityManager, IsNull, MoreThan, Repository } from 'typeorm';
import { Account } from '../accounts/account.entity';
import { hashToken } from '../tokens/tokens.service';
import { Session } from './session.entity';

const SESSION_MS = AUTH_COOKIE_MAX_AGE_DAYS * 24 * 3600_000;

/** Sessions behind the auth cookie: a random token in an HttpOnly, SameSite=Lax cookie, its hash in the database. */
@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @InjectRepository(Account) private readonly accounts: Repository<Account>,
  ) {}

  async start(manager: EntityManager, accountId: number, req: Request, res: Response): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await manager.insert(Session, { accountId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + SESSION_MS) });
    res.cookie(AUTH_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: isHttps(req),
      path: '/',
      maxAge: SESSION_MS,
    });
  }

  /** The live session of the request's cookie, or null (no cookie, unknown, expired or revoked). */
  async sessionOf(req: Request): Promise<Session | null> {
    const token = readCookie(req, AUTH_COOKIE);
    if (!token || token.length > 200) return null;
    return this.sessions.findOne({ where: { tokenHash: hashToken(token), revokedAt: IsNull(), expiresAt: MoreThan(new Date()) } });
  }

  /** The account of a live session, or null (no cookie, unknown, expired, revoked, or account gone). */
  async accountOf(req: Request): Promise<Account | null> {
    const session = await this.sessionOf(req);
    if (!session) return null;
    const account = await this.accounts.findOne({ where: { id: session.accountId } });
    return account && account.status !== 'deleted' && account.status !== 'disabled' ? account : null;
  }

  async end(req: Request, res: Response): Promise<void> {
    const token = readCookie(req, AUTH_COOKIE);
    if (token) await this.sessions.update({ tokenHash: hashToken(token) }, { revokedAt: new Date() });
    res.clearCookie(AUTH_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(req) });
  }

  /**
   * The page-hidden beacon (spec 7): notes on the cookie's own live session that its page went out
   * of sight. It touches that one column of that one row and nothing else, which is why it may come
   * without the client header (a beacon cannot send one).
   */
  async markPageHidden(req: Request): Promise<void> {
    const token = readCookie(req, AUTH_COOKIE);
    if (!token || token.length > 200) return;
    await this.sessions.update({ tokenHash: hashToken(token), revokedAt: IsNull() }, { pageHiddenAt: new Date() });
  }

  /** Ends every session of an account (password change, deletion). */
  async endAll(manager: EntityManager, accountId: number, exceptTokenOf?: Request): Promise<void> {
    const keep = exceptTokenOf ? readCookie(exceptTokenOf, AUTH_COOKIE) : undefined;
    const query = manager
      .createQueryBuilder()
      .update(Session)
      .set({ revokedAt: () => 'now()' })
      .where('account_id = :accountId AND revoked_at IS NULL', { accountId });
    if (keep) query.andWhere('token_hash <> :keep', { keep: hashToken(keep) });
    await query.execute();
  }
}
