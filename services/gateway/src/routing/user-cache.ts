import { AUTH_COOKIE, CORRELATION_ID_HEADER, MEMBER_ID_HEADER } from '@rendezvous/contracts';
import { readCookie } from '@rendezvous/nest-kit';
import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { LRUCache } from 'lru-cache';

/** Sessions whose user object is kept; beyond this the least recently used goes. */
export const MAX_CACHED_USERS = 20_000;

/** GET calls with effects on the user object (spec 7's logout, the mailed links). */
const CHANGING_GETS = new Set(['/api/logout.php', '/api/account/activate', '/api/account/reactivate']);

interface Entry {
  memberId: number;
  body: string;
}

const EPOCH = Symbol('userCacheEpoch');
type Tagged = IncomingMessage & { [EPOCH]?: number };

/**
 * The composed user object of `GET /api/user.php`, per session, so the call most often made (the
 * shell polls it) costs the gateway one lookup instead of three internal calls. Fresh by invalidation,
 * not by a short life:
 * - any successful write (or changing GET) a session makes drops every entry of its member, before
 *   the answer reaches the browser, so the member's next user.php is read again;
 * - a change that does not come through the gateway from the member (activation link, password
 *   reset, a credit or premium change) reaches it as a `member.changed` event from the owning
 *   service's outbox, delivered before that service answers its own caller;
 * - every drop moves an epoch: an answer that was being composed while something was dropped is
 *   not stored, so a slow read can never put an old object back.
 * The TTL only bounds what a lost event could cost. One gateway process keeps its own entries; with
 * several replicas each receives events only when delivered to it (see docs/adr/0005).
 */
export class UserCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly tokensOf = new Map<number, Set<string>>();
  private epoch = 0;

  constructor(ttlMs: number) {
    this.entries = new LRUCache<string, Entry>({
      max: MAX_CACHED_USERS,
      ttl: Math.max(1, ttlMs),
      disposeAfter: (entry, token) => this.unindex(entry.memberId, token),
    });
    this.enabled = ttlMs > 0;
  }

  readonly enabled: boolean;

  /** Answers `GET /api/user.php` from memory when this session's user object is kept. */
  serve() {
    return (req: Request, res: Response, next: NextFunction): void => {
      if (!this.enabled || req.method !== 'GET' || req.path !== '/api/user.php' || req.query.push !== undefined) return next();
      const token = readCookie(req, AUTH_COOKIE);
      const hit = token ? this.entries.get(token) : undefined;
      if (!hit) {
        (req as Tagged)[EPOCH] = this.epoch;
        return next();
      }
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader(CORRELATION_ID_HEADER, String(req.headers[CORRELATION_ID_HEADER] ?? ''));
      res.status(200).end(hit.body);
    };
  }

  /** Keeps a freshly composed user.php answer, unless anything was dropped while it was composed. */
  store(req: IncomingMessage, memberId: number, body: string): void {
    const startedAt = (req as Tagged)[EPOCH];
    const token = readCookie(req, AUTH_COOKIE);
    if (!this.enabled || startedAt === undefined || startedAt !== this.epoch || !token) return;
    this.entries.set(token, { memberId, body });
    let tokens = this.tokensOf.get(memberId);
    if (!tokens) this.tokensOf.set(memberId, (tokens = new Set()));
    tokens.add(token);
  }

  /** Whether a successful call of this kind may have changed the caller's user object. */
  static changes(req: IncomingMessage): boolean {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') {
      return req.method === 'GET' && CHANGING_GETS.has(new URL(req.url ?? '/', 'http://gateway').pathname);
    }
    return true;
  }

  /** After a successful change by a session: its own entry and every entry of its member go. */
  forgetRequester(req: IncomingMessage, memberId?: number): void {
    const token = readCookie(req, AUTH_COOKIE);
    const known = token ? this.entries.peek(token)?.memberId : undefined;
    const header = Number(req.headers[MEMBER_ID_HEADER]);
    this.epoch += 1;
    if (token) this.entries.delete(token);
    for (const id of new Set([known, memberId, Number.isSafeInteger(header) && header > 0 ? header : undefined])) {
      if (id !== undefined) this.forgetMember(id);
    }
  }

  /** Drops every kept user object of a member (member.changed). */
  forgetMember(memberId: number): void {
    this.epoch += 1;
    for (const token of [...(this.tokensOf.get(memberId) ?? [])]) this.entries.delete(token);
    this.tokensOf.delete(memberId);
  }

  get size(): number {
    return this.entries.size;
  }

  private unindex(memberId: number, token: string): void {
    const tokens = this.tokensOf.get(memberId);
    tokens?.delete(token);
    if (tokens?.size === 0) this.tokensOf.delete(memberId);
  }
}
