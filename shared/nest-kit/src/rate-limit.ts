import { ERROR_CODES } from '@rendezvous/contracts';
import { ipKeyGenerator, rateLimit, type Options, type Store } from 'express-rate-limit';
import type { IncomingMessage } from 'node:http';
import Redis from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { RequestStep } from './http';
import { refuse } from './request-guards';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests, please try again later.';

let sharedRedis: Redis | null = null;
/** One Redis connection per process for every limiter (REDIS_URL); reconnects by itself. */
function redisFor(url: string): Redis {
  sharedRedis ??= new Redis(url, { enableOfflineQueue: true, maxRetriesPerRequest: 1, lazyConnect: false });
  return sharedRedis;
}

export interface RateLimitOptions {
  /** distinguishes this limiter's counters from the others' in a shared Redis */
  name: string;
  limit: number;
  windowMs?: number;
  /** counters in Redis when set (shared by every replica), in this process's memory otherwise */
  redisUrl?: string;
  /** whose budget a request spends; default the client address Express resolved (req.ip) */
  key?: (req: IncomingMessage) => string;
  skip?: (req: IncomingMessage) => boolean;
}

/** One key layout for every limit and counter in Redis: `rdv:rl:<name>:<key>`, shared by all replicas. */
function redisStoreFor(name: string, redisUrl: string): RedisStore {
  return new RedisStore({
    prefix: `rdv:rl:${name}:`,
    sendCommand: (command: string, ...args: string[]) => redisFor(redisUrl).call(command, ...args) as Promise<RedisReply>,
  });
}

/**
 * A fixed-window limit per client with the 429 envelope. With REDIS_URL the counters live in Redis,
 * so two gateway replicas count together; if Redis cannot answer the request is let through (and
 * logged by ioredis) rather than the site going down with it.
 */
export function createRateLimit(options: RateLimitOptions): RequestStep {
  const { redisUrl } = options;
  const store: Store | undefined = redisUrl ? redisStoreFor(options.name, redisUrl) : undefined;
  // express-rate-limit needs nothing of Express once the key and the refusal are ours: it runs on the
  // gateway's path for proxied calls as well (services/gateway routing/api-calls.ts).
  const limiter = rateLimit({
    windowMs: options.windowMs ?? 60_000,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store,
    passOnStoreError: true,
    // IPv6 clients are counted per /56, or one machine would have endless addresses.
    keyGenerator: (req) => ipKeyGenerator(options.key ? options.key(req) : (req.ip ?? 'unknown')),
    skip: options.skip,
    // Forwarded headers are deliberate here: the gateway resolves them against TRUSTED_PROXIES.
    validate: { xForwardedForHeader: false, trustProxy: false, ip: false },
    handler: (_req, res) => refuse(res, 429, ERROR_CODES.rateLimited, TOO_MANY_REQUESTS_MESSAGE),
  });
  const step = limiter as unknown as RequestStep;
  return (req, res, next) => {
    // Its standard (draft-8) headers are added with Express's res.append; node's appendHeader is the same.
    if (!('append' in res)) Object.defineProperty(res, 'append', { value: (name: string, value: string) => res.appendHeader(name, value) });
    step(req, res, next);
  };
}

/** A count per key in a fixed window, for limits a handler applies itself (what a request step cannot see). */
export interface RateCounter {
  /** counts one for the key: false once the key has gone over the limit in this window */
  take(key: string): Promise<boolean>;
  /** gives one back: a use that turned out not to count (a check that found what it looked for) */
  giveBack(key: string): Promise<void>;
}

/**
 * The counters of createRateLimit without a request: in Redis when `redisUrl` is set (shared by every
 * replica), in this process's memory otherwise. If Redis cannot answer, the use is let through, as
 * createRateLimit's are. Counting first and checking the total after is atomic, so a burst of
 * concurrent uses cannot all pass.
 */
export function createRateCounter({
  name,
  limit,
  windowMs = 60_000,
  redisUrl,
  shareEveryMs,
}: Omit<RateLimitOptions, 'key' | 'skip'> & {
  /**
   * Counts in this process and shares the counts through Redis every `shareEveryMs` instead of a round trip per use
   * (sharedCounter): for a limit on something frequent, where a key may go over by what the other replicas let through
   * in that time.
   */
  shareEveryMs?: number;
}): RateCounter {
  if (!redisUrl) return memoryCounter(limit, windowMs);
  if (shareEveryMs) return sharedCounter({ name, limit, windowMs, redis: redisFor(redisUrl), shareEveryMs });
  const store = redisStoreFor(name, redisUrl);
  // Redis's init loads its script, which can fail while Redis is away: take() lets uses through then.
  void Promise.resolve(store.init({ windowMs } as Options)).catch(() => undefined);
  return {
    async take(key) {
      try {
        return (await store.increment(key)).totalHits <= limit;
      } catch {
        return true;
      }
    },
    async giveBack(key) {
      await store.decrement(key).catch(() => undefined);
    },
  };
}

/**
 * The same in this process's memory. Not express-rate-limit's MemoryStore: its increment resolves with
 * the live counter, so every use of a burst in one tick reads the burst's final total.
 */
function memoryCounter(limit: number, windowMs: number): RateCounter {
  const counts = new Map<string, { hits: number; endsAt: number }>();
  // Ended windows are dropped as they pass, so keys seen once do not stay for good.
  setInterval(() => {
    const now = Date.now();
    for (const [key, count] of counts) if (count.endsAt <= now) counts.delete(key);
  }, windowMs).unref();
  return {
    async take(key) {
      const now = Date.now();
      let count = counts.get(key);
      if (!count || count.endsAt <= now) counts.set(key, (count = { hits: 0, endsAt: now + windowMs }));
      count.hits += 1;
      return count.hits <= limit;
    },
    async giveBack(key) {
      const count = counts.get(key);
      if (count && count.hits > 0) count.hits -= 1;
    },
  };
}

/**
 * A count per key kept here and shared through Redis (createRateCounter's `shareEveryMs`). A key's first use in a
 * window on this replica is counted in Redis at once (INCRBY, which reads what every replica counted so far); later
 * uses are decided here from that total plus this replica's uses since, and every `shareEveryMs` one pipeline adds
 * those to the key's total and reads it back. Windows are fixed periods of the clock (`rdv:rl:<name>:<key>:<period>`),
 * the same on every replica. A key can go over the limit by what replicas let through between two sharings; while
 * Redis cannot answer, each replica counts alone (at most the limit each).
 */
function sharedCounter({
  name,
  limit,
  windowMs,
  redis,
  shareEveryMs,
}: {
  name: string;
  limit: number;
  windowMs: number;
  redis: Redis;
  shareEveryMs: number;
}): RateCounter {
  interface Count {
    period: number;
    /** every replica's uses as Redis last answered */
    known: number;
    /** this replica's uses not yet added in Redis */
    pending: number;
    /** the first use's round trip, which later uses wait for */
    first: Promise<void> | null;
  }
  const counts = new Map<string, Count>();
  const periodNow = () => Math.floor(Date.now() / windowMs);
  const redisKey = (key: string, period: number) => `rdv:rl:${name}:${key}:${period}`;
  /** Adds uses to the key's total in Redis; answers the new total. */
  const add = (pipeline: ReturnType<Redis['pipeline']>, key: string, period: number, uses: number) =>
    pipeline.incrby(redisKey(key, period), uses).pexpire(redisKey(key, period), windowMs * 2);

  let sharing = false;
  const share = async () => {
    if (sharing) return;
    sharing = true;
    try {
      const period = periodNow();
      const batch: Array<[Count, number]> = [];
      const pipeline = redis.pipeline();
      for (const [key, count] of counts) {
        if (count.period !== period) counts.delete(key);
        else if (count.pending !== 0 && !count.first) {
          batch.push([count, count.pending]);
          add(pipeline, key, period, count.pending);
        }
      }
      if (batch.length === 0) return;
      const replies = await pipeline.exec();
      batch.forEach(([count, uses], i) => {
        const [error, total] = replies?.[i * 2] ?? [new Error('no reply')];
        if (error) return;
        count.pending -= uses;
        count.known = Number(total);
      });
    } catch {
      // Redis away: the uses stay pending and are shared later; meanwhile this replica counts alone.
    } finally {
      sharing = false;
    }
  };
  setInterval(() => void share(), shareEveryMs).unref();

  return {
    async take(key) {
      const period = periodNow();
      let count = counts.get(key);
      if (!count || count.period !== period) {
        const created: Count = { period, known: 0, pending: 0, first: null };
        counts.set(key, (count = created));
        created.first = (async () => {
          try {
            const [[error, total]] = (await add(redis.pipeline(), key, period, 1).exec()) ?? [[new Error('no reply')]];
            if (error) throw error;
            created.known = Number(total);
          } catch {
            created.pending += 1;
          } finally {
            created.first = null;
          }
        })();
        await created.first;
        return created.known + created.pending <= limit;
      }
      if (count.first) await count.first;
      count.pending += 1;
      return count.known + count.pending <= limit;
    },
    async giveBack(key) {
      const count = counts.get(key);
      if (count && count.period === periodNow()) count.pending -= 1;
    },
  };
}
