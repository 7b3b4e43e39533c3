import { createLogger } from '@rendezvous/nest-kit';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Forgotten, UserCache } from './user-cache';

/** The Redis channel on which gateway replicas announce what they dropped. */
export const CACHE_SYNC_CHANNEL = 'rdv:gateway:forgotten';

const forgottenSchema = z.union([
  z.object({ session: z.string().min(1).max(100) }),
  z.object({ member: z.number().int().positive(), userOnly: z.boolean().optional() }),
]);
/** The most drops in one announcement. */
const MOST_PER_ANNOUNCEMENT = 1_000;
/**
 * One announcement: the drops of one turn of the event loop. A replica of an earlier release sends one drop, not a
 * list, and ignores a list while a release rolls out (the user cache's TTL bounds what it keeps meanwhile).
 */
const message = z.object({ from: z.string(), forgotten: z.union([forgottenSchema, z.array(forgottenSchema).max(MOST_PER_ANNOUNCEMENT)]) });

/**
 * Keeps the user caches of several gateway replicas in step (REDIS_URL): a logout, a member's change
 * or a member.changed event reaches one replica, which drops its entries and announces the drop on
 * a Redis channel; every other replica drops the same entries when it hears it. Sessions travel as
 * hashes (user-cache.ts sessionKey), never as tokens.
 *
 * Without Redis a replica only knows what reached it, so more than one replica needs REDIS_URL
 * (docs/adr/0005). If Redis goes away the replicas go on with their own memory and the TTL bounds
 * what a missed announcement could cost; ioredis reconnects by itself.
 */
export function syncUserCaches(users: UserCache, redisUrl: string): { close: () => Promise<void> } {
  const log = createLogger('gateway', 'info');
  const self = randomUUID();
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
  for (const client of [publisher, subscriber]) client.on('error', (error: Error) => log.warn({ error: error.message }, 'cache sync: Redis unavailable'));

  // The drops of one turn go out as one announcement: chat's balance calls drop a member each, about one per paid
  // message, and a PUBLISH each (heard by every replica, this one too) cost more than the drops (ADR 0010).
  let pending: Forgotten[] = [];
  const announce = () => {
    const forgotten = pending;
    pending = [];
    if (forgotten.length === 0) return;
    publisher.publish(CACHE_SYNC_CHANNEL, JSON.stringify({ from: self, forgotten })).catch(() => undefined);
  };
  users.onForget = (forgotten: Forgotten) => {
    if (pending.length === 0) setImmediate(announce);
    pending.push(forgotten);
    if (pending.length === MOST_PER_ANNOUNCEMENT) announce();
  };
  void subscriber.subscribe(CACHE_SYNC_CHANNEL).catch((error: Error) => log.warn({ error: error.message }, 'cache sync: cannot subscribe'));
  subscriber.on('message', (_channel: string, raw: string) => {
    try {
      const json: unknown = JSON.parse(raw);
      // This replica hears its own announcements: dropped before the schema's work.
      if ((json as { from?: unknown } | null)?.from === self) return;
      const parsed = message.safeParse(json);
      if (!parsed.success) return;
      const { forgotten } = parsed.data;
      for (const each of Array.isArray(forgotten) ? forgotten : [forgotten]) users.applyForgotten(each);
    } catch {
      // not one of ours: ignored
    }
  });
  return {
    close: async () => {
      users.onForget = null;
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
