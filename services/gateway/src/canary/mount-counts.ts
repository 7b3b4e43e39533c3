import { createLogger } from '@rendezvous/nest-kit';
import Redis from 'ioredis';

/** What the canary judge compares for one remote version: mount attempts, how many failed, and when the first failed. */
export interface MountFigures {
  attempts: number;
  failures: number;
  /** ms since the epoch of the first failure reported, or null */
  firstFailureAt: number | null;
}

export interface MountTally {
  remote: string;
  version: string;
  attempts: number;
  failures: number;
}

/**
 * The platform's mount counts per remote version, for the canary judge (canary-judge.ts). With REDIS_URL
 * every gateway instance adds to and reads the same counts (a canary's visitors are spread over instances
 * by the load balancer, so one instance's view would be a fraction); without it, this process's memory
 * (one instance, as the rate limits). A version's counts are its own for its life: a canary released
 * again under the same version (the same build) keeps what it earned before.
 */
export interface MountCounts {
  add(tallies: MountTally[]): Promise<void>;
  read(remote: string, version: string): Promise<MountFigures>;
  close(): Promise<void>;
}

export function createMountCounts(redisUrl: string): MountCounts {
  return redisUrl ? new RedisMountCounts(redisUrl) : new MemoryMountCounts();
}

export class MemoryMountCounts implements MountCounts {
  private readonly counts = new Map<string, MountFigures>();

  async add(tallies: MountTally[]): Promise<void> {
    const now = Date.now();
    for (const { remote, version, attempts, failures } of tallies) {
      const key = `${remote}@${version}`;
      const figures = this.counts.get(key) ?? { attempts: 0, failures: 0, firstFailureAt: null };
      figures.attempts += attempts;
      figures.failures += failures;
      if (failures > 0 && figures.firstFailureAt === null) figures.firstFailureAt = now;
      this.counts.set(key, figures);
    }
  }

  async read(remote: string, version: string): Promise<MountFigures> {
    return { ...(this.counts.get(`${remote}@${version}`) ?? { attempts: 0, failures: 0, firstFailureAt: null }) };
  }

  async close(): Promise<void> {
    // Nothing to let go: the counts die with the process.
    this.counts.clear();
  }
}

/** Counts of versions nobody reports any more go after two weeks. */
const COUNTS_TTL_SECONDS = 14 * 24 * 3600;

export class RedisMountCounts implements MountCounts {
  private readonly redis: Redis;

  constructor(redisUrl: string) {
    const log = createLogger('gateway', 'info');
    this.redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: true });
    this.redis.on('error', (error: Error) => log.warn({ error: error.message }, 'canary counts: Redis unavailable'));
  }

  private key(remote: string, version: string): string {
    return `rdv:canary:mounts:${remote}:${version}`;
  }

  async add(tallies: MountTally[]): Promise<void> {
    if (!tallies.length) return;
    const now = String(Date.now());
    const batch = this.redis.multi();
    for (const { remote, version, attempts, failures } of tallies) {
      const key = this.key(remote, version);
      if (attempts) batch.hincrby(key, 'attempts', attempts);
      if (failures) batch.hincrby(key, 'failures', failures).hsetnx(key, 'firstFailureAt', now);
      batch.expire(key, COUNTS_TTL_SECONDS);
    }
    await batch.exec();
  }

  async read(remote: string, version: string): Promise<MountFigures> {
    const hash = await this.redis.hgetall(this.key(remote, version));
    return {
      attempts: Number(hash.attempts ?? 0),
      failures: Number(hash.failures ?? 0),
      firstFailureAt: hash.firstFailureAt ? Number(hash.firstFailureAt) : null,
    };
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
