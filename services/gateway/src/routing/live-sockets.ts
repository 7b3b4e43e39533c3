import type { InternalClient } from '@rendezvous/nest-kit';
import type { Duplex } from 'node:stream';
import { askIdentity } from './member-identity';
import { sessionKey, type UserCache } from './user-cache';

interface LiveSession {
  /** kept for the session's re-check only, as long as one of its sockets is open */
  token: string;
  memberId: number;
  sockets: Set<Duplex>;
}

/**
 * The chat sockets this gateway holds open, by the session that opened them. A socket outlives no
 * session: when the user cache drops session checks (a logout, a call of identity's, identity's
 * member.changed after a password change or a deletion; from this replica or another), the sessions
 * concerned are checked with identity again, and the sockets of one that ended, or now belongs to
 * someone else, are closed. The page's socket.io client then fails to reconnect without a session.
 * A drop is only a doubt (any write through identity drops the member's checks): identity decides.
 */
export class LiveSockets {
  private readonly bySession = new Map<string, LiveSession>();
  private readonly sessionsOf = new Map<number, Set<string>>();
  /** sessions being re-checked now: a logout drops the session and its member's checks, one question is enough */
  private readonly rechecking = new Set<string>();
  private readonly askAgain = new Set<string>();

  constructor(
    private readonly internal: InternalClient,
    users: UserCache,
  ) {
    users.onSessionsDropped((dropped) => {
      const keys = 'session' in dropped ? [dropped.session] : [...(this.sessionsOf.get(dropped.member) ?? [])];
      for (const key of keys) void this.recheck(key);
    });
  }

  /** Members' sockets open through this gateway now (a metric). */
  count(): number {
    let open = 0;
    for (const live of this.bySession.values()) open += live.sockets.size;
    return open;
  }

  /** A socket upgraded for `token`'s member; forgotten when it closes. */
  add(token: string, memberId: number, socket: Duplex): void {
    const key = sessionKey(token);
    let live = this.bySession.get(key);
    if (!live) {
      live = { token, memberId, sockets: new Set() };
      this.bySession.set(key, live);
      let keys = this.sessionsOf.get(memberId);
      if (!keys) this.sessionsOf.set(memberId, (keys = new Set()));
      keys.add(key);
    }
    live.sockets.add(socket);
    socket.once('close', () => this.remove(key, socket));
  }

  private remove(key: string, socket: Duplex): void {
    const live = this.bySession.get(key);
    if (!live) return;
    live.sockets.delete(socket);
    if (live.sockets.size > 0) return;
    this.bySession.delete(key);
    const keys = this.sessionsOf.get(live.memberId);
    keys?.delete(key);
    if (keys?.size === 0) this.sessionsOf.delete(live.memberId);
  }

  private async recheck(key: string): Promise<void> {
    const live = this.bySession.get(key);
    if (!live) return;
    // One question at a time per session; a drop while it runs asks once more after it (the first answer may predate it).
    if (this.rechecking.has(key)) {
      this.askAgain.add(key);
      return;
    }
    this.rechecking.add(key);
    try {
      const check = await askIdentity(this.internal, live.token);
      // Identity unreachable: the sockets stay; the next drop asks again.
      if (check === 'unavailable') return;
      if (check !== 'anonymous' && check.member === live.memberId) return;
      for (const socket of [...live.sockets]) socket.destroy();
    } finally {
      this.rechecking.delete(key);
      if (this.askAgain.delete(key)) void this.recheck(key);
    }
  }
}
