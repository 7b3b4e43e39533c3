import type { ContactCheck } from '@rendezvous/contracts/internal';
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { ChatRealtime } from '../realtime/chat-realtime';

/** What a send knows of a pair without a statement: the pair's conversation and the contact facts chat's read model gave. */
export interface CachedPair {
  conversationId: number;
  contact: ContactCheck;
}

interface Entry extends CachedPair {
  senderId: number;
  recipientId: number;
}

/** Pairs kept per instance: about 0.3 kB each, so at most about 15 MB. */
const MAX_PAIRS = 50_000;
/**
 * How long a pair is trusted without being read again. Every change reaches the cache through an event (below); this
 * only bounds what an instance that missed a forget (cut off from the others while it was sent) could keep.
 */
const PAIR_TTL_MS = 60_000;

const keyOf = (senderId: number, recipientId: number) => `${senderId}>${recipientId}`;

/**
 * A premium member's send skips its lookup statement when this instance knows the pair (docs/adr/0010, step 6):
 * `(sender, recipient) → { conversation, contact facts }`, filled from what a send read in chat's read model and the
 * conversation its message went into.
 *
 * It stays right because a fact changes only through an event chat applies (`member.contact`, `member.pair`,
 * `account.purged`), and each of those forgets the members' pairs on every instance after its transaction commits
 * and before its delivery is answered (EventInbox's afterCommit, `forgetEverywhere`): when members' outbox has
 * delivered a block, the next message meets it, whichever instance takes it. A fill that read the facts before a
 * forget must not land after it: a fill carries the epoch it started under, and every forget starts a new one (one
 * epoch for all members: a forget costs the sends under way at that moment their fill, not their answer).
 *
 * What a cached pair no longer sees is only what the lookup also said about the client id (a retry): the charge's
 * reference keeps a retry charged once, and the insert's conflict finds the stored message (or answers 409).
 */
@Injectable()
export class PairCache {
  private readonly pairs: LRUCache<string, Entry>;
  /** the keys cached per member, either side of the pair: what a forget of the member drops */
  private readonly keysOf = new Map<number, Set<string>>();
  private currentEpoch = 0;

  constructor(private readonly realtime: ChatRealtime) {
    this.pairs = new LRUCache<string, Entry>({
      max: MAX_PAIRS,
      ttl: PAIR_TTL_MS,
      // A replaced entry's key stays indexed (the new entry has the same members); an evicted, expired or deleted one goes.
      dispose: (entry, key, reason) => {
        if (reason !== 'set') this.unindex(entry, key);
      },
    });
    realtime.onForgetPairs((memberIds) => this.forget(memberIds));
  }

  /** The epoch a send starts under (before it reads the facts): its fill lands only if no forget came in between. */
  epoch(): number {
    return this.currentEpoch;
  }

  get(senderId: number, recipientId: number): CachedPair | undefined {
    return this.pairs.get(keyOf(senderId, recipientId));
  }

  fill(senderId: number, recipientId: number, pair: CachedPair, epoch: number): void {
    if (epoch !== this.currentEpoch) return;
    const key = keyOf(senderId, recipientId);
    this.pairs.set(key, { ...pair, senderId, recipientId });
    for (const member of [senderId, recipientId]) {
      const keys = this.keysOf.get(member) ?? new Set<string>();
      keys.add(key);
      this.keysOf.set(member, keys);
    }
  }

  /** Drops every pair of the members on this instance. */
  forget(memberIds: readonly number[]): void {
    this.currentEpoch += 1;
    for (const member of memberIds) {
      for (const key of [...(this.keysOf.get(member) ?? [])]) this.pairs.delete(key);
      this.keysOf.delete(member);
    }
  }

  /** Drops the members' pairs on every chat instance; resolves when each has answered (rejects when one did not in time). */
  async forgetEverywhere(memberIds: readonly number[]): Promise<void> {
    this.forget(memberIds);
    await this.realtime.askOthersToForgetPairs(memberIds);
  }

  /** Pairs cached on this instance (tests and metrics). */
  get size(): number {
    return this.pairs.size;
  }

  private unindex(entry: Entry, key: string): void {
    for (const member of [entry.senderId, entry.recipientId]) {
      const keys = this.keysOf.get(member);
      keys?.delete(key);
      if (keys?.size === 0) this.keysOf.delete(member);
    }
  }
}
