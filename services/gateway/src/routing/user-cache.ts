import { AUTH_COOKIE, CORRELATION_ID_HEADER, MEMBER_ID_HEADER } from '@rendezvous/contracts';
import { queryParameter, readCookie, requestPath, type RequestStep } from '@rendezvous/nest-kit';
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LRUCache } from 'lru-cache';

/** Sessions whose user object (or session check) is kept; beyond this the least recently used go. */
export const MAX_CACHED_USERS = 20_000;

/** GET calls with effects on the user object (spec 7's logout, the mailed links). */
const CHANGING_GETS = new Set(['/api/logout.php', '/api/account/activate', '/api/account/reactivate']);

interface UserEntry {
  memberId: number;
  body: string;
}

/** What was forgotten, as other gateway replicas need to hear it (routing/cache-sync.ts). */
/**
 * What is dropped: one session's user object and session check; or a member's user objects, and their
 * session checks too unless `userOnly` (a change of credits, photos, premium: the sessions still belong
 * to the same member, only the user object is stale).
 */
export type Forgotten = { session: string } | { member: number; userOnly?: boolean };

const EPOCH = Symbol('userCacheEpoch');
type Tagged = IncomingMessage & { [EPOCH]?: number };

/**
 * Sessions are kept under a hash of their token: the memory (and a message to other replicas) never
 * holds a token that could be replayed.
 */
export function sessionKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * What the gateway remembers per session, so the calls made most often cost it one lookup:
 * - the composed user object of `GET /api/user.php` (the shell polls it), instead of three internal calls;
 * - whose session a cookie is (the session check before every members, chat and payments call,
 *   member-identity.ts), instead of a round trip to identity.
 *
 * Fresh by invalidation, not by a short life:
 * - any successful write (or changing GET) a session makes drops everything kept for its member,
 *   before the answer reaches the browser, so the member's next call is checked and read again;
 * - a change that does not come through the gateway from the member (logout everywhere after a
 *   password change, deletion, activation link, a credit or premium change) reaches it as a
 *   `member.changed` event from the owning service's outbox, delivered before that service answers;
 * - every drop moves an epoch: an answer or a check that was under way while something was dropped is
 *   not kept, so a slow read can never put an old fact back. Session checks have an epoch of their own,
 *   moved only by drops of session checks: a user object dropped after a message (100 a second on a
 *   busy site) must not void every session check under way, or each member's next call asks identity
 *   again (issue 34 measured 2.4 ms of identity's CPU per chat message from exactly that);
 * - with several replicas every drop is also announced to the others (cache-sync.ts, Redis).
 * The TTLs only bound what a lost event could cost: user objects' (USER_CACHE_MS) is short, since the
 * shell asks for them often anyway; session checks' (SESSION_CACHE_MS) is longer, since asking identity
 * again is the cost that every call of an active member would otherwise pay.
 */
export class UserCache {
  private readonly users: LRUCache<string, UserEntry>;
  private readonly sessions: LRUCache<string, number>;
  private readonly keysOf = new Map<number, Set<string>>();
  private epoch = 0;
  /** moved by drops that include session checks (see applyForgotten); a session check is kept only if it did not move */
  private sessionEpoch = 0;
  /** told about every drop made here (not about drops applied from other replicas) */
  onForget: ((forgotten: Forgotten) => void) | null = null;
  /** told about every drop of session checks, made here or by another replica (live-sockets.ts re-checks its sockets' sessions then) */
  private readonly sessionDropListeners: Array<(dropped: { member: number } | { session: string }) => void> = [];

  /** `ttlMs` 0 turns the cache off, session checks included. */
  constructor(ttlMs: number, sessionTtlMs = ttlMs) {
    const ttl = Math.max(1, ttlMs);
    const sessionTtl = Math.max(1, sessionTtlMs);
    this.users = new LRUCache<string, UserEntry>({ max: MAX_CACHED_USERS, ttl, disposeAfter: (entry, key) => this.unindex(entry.memberId, key) });
    this.sessions = new LRUCache<string, number>({
      max: MAX_CACHED_USERS,
      ttl: sessionTtl,
      disposeAfter: (memberId, key) => this.unindex(memberId, key),
    });
    this.enabled = ttlMs > 0;
  }

  readonly enabled: boolean;

  /** Answers `GET /api/user.php` from memory when this session's user object is kept. */
  serve(): RequestStep {
    return (req, res, next): void => {
      if (!this.enabled || req.method !== 'GET' || requestPath(req) !== '/api/user.php' || queryParameter(req, 'push') !== undefined) return next();
      const token = readCookie(req, AUTH_COOKIE);
      const hit = token ? this.users.get(sessionKey(token)) : undefined;
      if (!hit) {
        (req as Tagged)[EPOCH] = this.epoch;
        return next();
      }
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader(CORRELATION_ID_HEADER, String(req.headers[CORRELATION_ID_HEADER] ?? ''));
      res.setHeader('Content-Length', Buffer.byteLength(hit.body));
      res.statusCode = 200;
      res.end(hit.body);
    };
  }

  /**
   * The user.php answer kept for this request's session, as `serve()` would send it, or undefined. The
   * page the gateway composes for a member carries it (web.controller.ts), so the shell need not ask.
   */
  keptUserBody(req: IncomingMessage): string | undefined {
    if (!this.enabled) return undefined;
    const token = readCookie(req, AUTH_COOKIE);
    return token ? this.users.get(sessionKey(token))?.body : undefined;
  }

  /** Keeps a freshly composed user.php answer, unless anything was dropped while it was composed. */
  store(req: IncomingMessage, memberId: number, body: string): void {
    const startedAt = (req as Tagged)[EPOCH];
    const token = readCookie(req, AUTH_COOKIE);
    if (!this.enabled || startedAt === undefined || startedAt !== this.epoch || !token) return;
    const key = sessionKey(token);
    this.users.set(key, { memberId, body });
    this.index(memberId, key);
  }

  /** The member a session token was last checked to belong to, if that is still known. */
  sessionMember(token: string): number | undefined {
    return this.enabled ? this.sessions.get(sessionKey(token)) : undefined;
  }

  /** The session checks' epoch, taken before a session check starts (see rememberSession). */
  get currentEpoch(): number {
    return this.sessionEpoch;
  }

  /** Keeps identity's answer to a session check, unless a session check was dropped since it was asked. */
  rememberSession(token: string, memberId: number, askedAtEpoch: number): void {
    if (!this.enabled || askedAtEpoch !== this.sessionEpoch) return;
    const key = sessionKey(token);
    this.sessions.set(key, memberId);
    this.index(memberId, key);
  }

  /** Whether a successful call of this kind may have changed the caller's user object or session. */
  static changes(req: IncomingMessage): boolean {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') {
      return req.method === 'GET' && CHANGING_GETS.has(requestPath(req));
    }
    return true;
  }

  /**
   * After a successful change by a session: its member's user objects go. The session checks go too
   * when the call was identity's (login, logout, password, deletion: who a session belongs to may have
   * changed); a message sent or a photo uploaded leaves every session what it was.
   */
  forgetRequester(req: IncomingMessage, memberId?: number, { sessionsToo = true }: { sessionsToo?: boolean } = {}): void {
    const token = readCookie(req, AUTH_COOKIE);
    const key = token ? sessionKey(token) : undefined;
    const header = Number(req.headers[MEMBER_ID_HEADER]);
    const members = new Set([memberId, Number.isSafeInteger(header) && header > 0 ? header : undefined]);
    if (key) {
      members.add(this.users.peek(key)?.memberId);
      members.add(this.sessions.peek(key));
      if (sessionsToo) {
        this.forgetSession(key);
        this.onForget?.({ session: key });
      }
    }
    for (const id of members) {
      if (id === undefined) continue;
      this.forgetMember(id, { sessionsToo });
    }
  }

  /** Drops what is kept for a member (member.changed, or a change by one of its sessions): user objects, and session checks unless told not. */
  forgetMember(memberId: number, { sessionsToo = true }: { sessionsToo?: boolean } = {}): void {
    const forgotten: Forgotten = sessionsToo ? { member: memberId } : { member: memberId, userOnly: true };
    this.applyForgotten(forgotten);
    this.onForget?.(forgotten);
  }

  /** Applies a drop announced by another replica, without announcing it again. */
  applyForgotten(forgotten: Forgotten): void {
    if ('session' in forgotten) return this.forgetSession(forgotten.session);
    this.epoch += 1;
    if (!forgotten.userOnly) this.sessionEpoch += 1;
    for (const key of [...(this.keysOf.get(forgotten.member) ?? [])]) {
      this.users.delete(key);
      if (!forgotten.userOnly) this.sessions.delete(key);
    }
    if (!forgotten.userOnly) {
      this.keysOf.delete(forgotten.member);
      for (const listener of this.sessionDropListeners) listener({ member: forgotten.member });
    }
  }

  get size(): number {
    return this.users.size;
  }

  /**
   * Listens to drops of session checks: a session key (logout, a call of identity's) or all of a member's
   * (member.changed: a password change, a deletion). A drop is a doubt, not a verdict: the listener asks
   * identity again before it acts.
   */
  onSessionsDropped(listener: (dropped: { member: number } | { session: string }) => void): void {
    this.sessionDropListeners.push(listener);
  }

  private forgetSession(key: string): void {
    this.epoch += 1;
    this.sessionEpoch += 1;
    this.users.delete(key);
    this.sessions.delete(key);
    for (const listener of this.sessionDropListeners) listener({ session: key });
  }

  private index(memberId: number, key: string): void {
    let keys = this.keysOf.get(memberId);
    if (!keys) this.keysOf.set(memberId, (keys = new Set()));
    keys.add(key);
  }

  private unindex(memberId: number, key: string): void {
    // The key may still be held by the other map (user object and session check share it).
    if (this.users.has(key) || this.sessions.has(key)) return;
    const keys = this.keysOf.get(memberId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOf.delete(memberId);
  }
}
