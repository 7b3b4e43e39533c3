import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ChatPeers } from '../peers/chat-peers';

/** How long changes are gathered into one call to the gateway. */
export const GATHER_MS = 20;
/** The most members one call names (the contract's limit). */
const MOST_PER_CALL = 1_000;

/**
 * Tells the gateway whose balance a message sent over the socket changed, so it drops their kept user
 * objects (a POST's answer passes through the gateway, which does that by itself). The members of about
 * 20 ms go in one call (usersChangedCall): at 100 messages a second that is 50 calls, not 100. `changed`
 * answers once the gateway dropped them, so the acknowledgement that follows it is never ahead of the
 * member's next user.php. If the gateway cannot be told, it answers anyway (logged): the message is
 * stored and charged, and the gateway's USER_CACHE_MS bounds how long the old balance can show.
 */
@Injectable()
export class BalanceAnnouncer implements OnApplicationShutdown {
  private readonly logger = new Logger('BalanceAnnouncer');
  private gathering: { members: Set<number>; told: Promise<void> } | null = null;

  constructor(private readonly peers: ChatPeers) {}

  changed(memberId: number): Promise<void> {
    if (!this.gathering) {
      const members = new Set<number>();
      const told = new Promise<void>((resolve) => setTimeout(resolve, GATHER_MS)).then(() => this.tell(members));
      this.gathering = { members, told };
    }
    this.gathering.members.add(memberId);
    return this.gathering.told;
  }

  private async tell(members: Set<number>): Promise<void> {
    if (this.gathering?.members === members) this.gathering = null;
    const ids = [...members];
    const calls: Array<Promise<void>> = [];
    for (let i = 0; i < ids.length; i += MOST_PER_CALL) calls.push(this.peers.usersChanged(ids.slice(i, i + MOST_PER_CALL)));
    for (const outcome of await Promise.allSettled(calls)) {
      if (outcome.status === 'rejected') this.logger.warn({ err: outcome.reason, members: ids.length }, 'the gateway was not told of changed balances');
    }
  }

  /** What is gathered still goes out before the process ends. */
  async onApplicationShutdown(): Promise<void> {
    await this.gathering?.told;
  }
}
