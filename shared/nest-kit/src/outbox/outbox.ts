import { deliverEventCall, EVENT_TOPICS, type EventPayload, type EventTopic, type InternalService } from '@rendezvous/contracts/internal';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { SpanKind } from '@opentelemetry/api';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, type EntityManager } from 'typeorm';
import { InternalCallError, InternalClient } from '../internal-calls/internal-client';
import { parseContract } from '../internal-calls/zod-body';
import { contextFromTraceParent, currentTraceParent, inSpan } from '../tracing';

/** An effect this service performs itself after commit (sending a mail), with the outbox's retries. */
export type LocalHandler = (payload: Record<string, unknown>, eventId: string) => Promise<void>;

interface OutboxRow {
  id: string;
  event_id: string;
  topic: string;
  destination: string;
  payload: Record<string, unknown>;
  attempts: number;
  created_at: Date;
  /** the W3C trace context of the request that published the event (null for rows a database trigger wrote) */
  trace_parent: string | null;
}

/** How often the relay looks for due rows on its own (besides the kick after each commit). */
const POLL_MS = 1_000;
/** Rows per query; a pass repeats the query until nothing is due. */
const BATCH = 200;
/** Deliveries in flight at once; they always have different ordering keys. */
const PARALLEL = 8;
/** After this many failed attempts (about 2 hours of backoff) a row is set aside for an operator. */
export const OUTBOX_MAX_ATTEMPTS = 30;
/** Only one relay of a service's replicas drains at a time (a session-level advisory lock). */
const RELAY_LOCK = 0x0b0c5; // any constant: each service has its own database

/** Backoff before the next attempt: 0.5 s doubling to at most 5 minutes, with jitter. */
export function retryDelayMs(attempts: number): number {
  const base = Math.min(300_000, 500 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/** A receiver's refusal that a retry cannot change: the event is invalid for it. */
function permanent(error: unknown): boolean {
  return error instanceof InternalCallError && error.failure === 'refused' && error.status !== undefined && [400, 404, 409, 422].includes(error.status);
}

/**
 * The transactional outbox (docs/adr/0005-outbox-and-synchronous-calls.md). `publish` stores an
 * event in the caller's transaction, so the change and the promise to announce it commit together
 * or not at all. The relay then delivers each row (HTTP to the subscriber's /internal/events, or a
 * local handler) with retries and backoff; a receiver applies each event id once, so a delivery
 * repeated after a crash or a timeout changes nothing. Rows with the same ordering key (one member
 * at one subscriber) are delivered strictly in order: a later change never overtakes an earlier one.
 */
@Injectable()
export class Outbox implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(Outbox.name);
  private readonly localHandlers = new Map<string, LocalHandler>();
  private timer: NodeJS.Timeout | null = null;
  /** the pass running now (or a settled promise) */
  private current: Promise<void> = Promise.resolve();
  /** a pass waiting for the current one: every drain() asked for meanwhile shares it */
  private queued: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly client: InternalClient,
  ) {}

  /** Stores an event for every subscriber of its topic, inside the caller's transaction. */
  async publish<T extends EventTopic>(manager: EntityManager, topic: T, payload: EventPayload<T>, key: string | number): Promise<string> {
    const { payload: schema, subscribers } = EVENT_TOPICS[topic];
    // The sender checks the contract too: an invalid event is the caller's 400 now, not a dead row later.
    const checked = parseContract(schema, payload) as Record<string, unknown>;
    return this.insert(manager, topic, (subscribers as readonly InternalService[]).map(String), checked, String(key));
  }

  /** Stores an effect this service performs itself after commit (see registerLocalHandler). */
  async publishLocal(manager: EntityManager, topic: string, payload: Record<string, unknown>, key: string | number): Promise<string> {
    if (!this.localHandlers.has(topic)) throw new Error(`outbox: no local handler for ${topic}`);
    return this.insert(manager, topic, ['self'], payload, String(key));
  }

  registerLocalHandler(topic: string, handler: LocalHandler): void {
    this.localHandlers.set(topic, handler);
  }

  private async insert(manager: EntityManager, topic: string, destinations: string[], payload: Record<string, unknown>, key: string): Promise<string> {
    const eventId = randomUUID();
    // The publishing request's trace goes with the event: its delivery, however late, is part of that trace.
    const traceParent = currentTraceParent();
    for (const destination of destinations) {
      await manager.query(`INSERT INTO outbox (event_id, topic, destination, ordering_key, payload, trace_parent) VALUES ($1, $2, $3, $4, $5, $6)`, [
        eventId,
        topic,
        destination,
        `${destination}:${key}`,
        JSON.stringify(payload),
        traceParent,
      ]);
    }
    return eventId;
  }

  /**
   * After the caller's transaction committed: delivers now and waits up to `waitMs` for these events,
   * so the member's next read already sees the effect. It never throws: an event not delivered yet is
   * retried by the relay, and the caller's change stands either way.
   */
  async deliverNow(eventIds: string[], waitMs = 2_000): Promise<boolean> {
    if (eventIds.length === 0) return true;
    const finished = await Promise.race([this.drain().then(() => true), sleep(waitMs).then(() => false)]);
    if (!finished) return false;
    const [{ waiting }] = (await this.dataSource.query(`SELECT count(*)::int AS waiting FROM outbox WHERE event_id = ANY($1::uuid[])`, [eventIds])) as Array<{
      waiting: number;
    }>;
    return waiting === 0;
  }

  /**
   * After the caller's change committed, when its events were written by the database itself (a
   * trigger, so their ids are unknown here): a delivery pass now, waited for up to `waitMs`. Never throws.
   */
  async settle(waitMs = 2_000): Promise<void> {
    await Promise.race([this.drain().catch(() => undefined), sleep(waitMs)]);
  }

  /** Runs a delivery pass after the current one; calls made meanwhile share the same pass. */
  drain(): Promise<void> {
    if (this.queued) return this.queued;
    const queued = this.current.then(() => {
      this.queued = null;
      return this.pass();
    });
    this.queued = queued;
    this.current = queued.catch(() => undefined);
    return queued;
  }

  /** Events not delivered yet and events given up on, for health and tests. */
  async backlog(): Promise<{ pending: number; dead: number }> {
    const { pending, dead } = await this.readLag();
    return { pending, dead };
  }

  /**
   * The backlog with the age of its oldest waiting event, for metrics (one statement per scrape). Each of the three
   * gauges reads it; one scrape reads it once (the answer is kept for a second).
   */
  async lag(): Promise<{ pending: number; dead: number; oldestSeconds: number }> {
    if (this.lastLag && Date.now() - this.lastLag.at < 1_000) return this.lastLag.value;
    const value = await this.readLag();
    this.lastLag = { at: Date.now(), value };
    return value;
  }

  private lastLag: { at: number; value: { pending: number; dead: number; oldestSeconds: number } } | null = null;

  /** One statement for the backlog and its age. */
  private async readLag(): Promise<{ pending: number; dead: number; oldestSeconds: number }> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE dead_at IS NULL)::int AS pending, count(*) FILTER (WHERE dead_at IS NOT NULL)::int AS dead,
              coalesce(extract(epoch FROM now() - min(created_at) FILTER (WHERE dead_at IS NULL)), 0)::float8 AS oldest FROM outbox`,
    )) as Array<{ pending: number; dead: number; oldest: number }>;
    return { pending: row.pending, dead: row.dead, oldestSeconds: row.oldest };
  }

  /**
   * Gives every event that was set aside (dead_at) a fresh start, after an operator fixed what made
   * the receiver refuse it (a contract mismatch, a receiver that was gone for hours). Delivery keeps
   * the order per key, and receivers apply each event once, so a retry is safe.
   */
  async retryDead(): Promise<number> {
    const rows = (await this.dataSource.query(
      `UPDATE outbox SET dead_at = NULL, attempts = 0, next_attempt_at = now() WHERE dead_at IS NOT NULL RETURNING id`,
    )) as unknown[];
    const retried = Array.isArray(rows[0]) ? (rows[0] as unknown[]).length : rows.length;
    if (retried > 0) void this.drain().catch(() => undefined);
    return retried;
  }

  onApplicationBootstrap(): void {
    const tick = () => {
      if (this.stopped) return;
      void this.drain().finally(() => {
        if (!this.stopped) this.timer = setTimeout(tick, POLL_MS);
      });
    };
    this.timer = setTimeout(tick, 0);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.current;
  }

  /** Delivers every due row, oldest first, the head of each ordering key only; repeats until none is due. */
  private async pass(): Promise<void> {
    if (this.stopped) return;
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.connect();
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [RELAY_LOCK])) as Array<{ locked: boolean }>;
      // Another replica is draining; its pass delivers these rows.
      if (!locked) return;
      try {
        for (let round = 0; round < 100 && !this.stopped; round++) {
          const due = (await runner.query(
            `SELECT id, event_id, topic, destination, payload, attempts, created_at, trace_parent FROM (
               SELECT DISTINCT ON (ordering_key) * FROM outbox WHERE dead_at IS NULL ORDER BY ordering_key, id
             ) heads WHERE next_attempt_at <= now() ORDER BY id LIMIT ${BATCH}`,
          )) as OutboxRow[];
          if (due.length === 0) break;
          for (let start = 0; start < due.length; start += PARALLEL) {
            await Promise.all(due.slice(start, start + PARALLEL).map((row) => this.deliver(row)));
          }
        }
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [RELAY_LOCK]);
      }
    } catch (error) {
      // The database is away or the service is stopping: the next poll tries again.
      if (!this.stopped) this.logger.warn(`outbox pass stopped: ${(error as Error).message}`);
    } finally {
      await runner.release();
    }
  }

  /**
   * One delivery, as a span in the trace of the request that published the event (a fresh trace for a row without
   * one); the receiver's request continues it through the internal call's traceparent. A pass runs in whatever
   * context started it, so each row's own is set here.
   */
  private deliver(row: OutboxRow): Promise<void> {
    return inSpan(`outbox ${row.topic} to ${row.destination}`, SpanKind.PRODUCER, () => this.attempt(row), contextFromTraceParent(row.trace_parent));
  }

  private async attempt(row: OutboxRow): Promise<void> {
    try {
      if (row.destination === 'self') {
        const handler = this.localHandlers.get(row.topic);
        if (!handler) throw new Error(`no local handler for ${row.topic}`);
        await handler(row.payload, row.event_id);
      } else {
        await this.client.call(deliverEventCall(row.destination as InternalService), {
          body: { id: row.event_id, topic: row.topic, occurred_at: new Date(row.created_at).toISOString(), payload: row.payload },
          timeoutMs: 5_000,
        });
      }
      // Delivered rows go: their payload is personal data, and the receiver remembers the event id.
      await this.dataSource.query('DELETE FROM outbox WHERE id = $1', [row.id]);
    } catch (error) {
      const attempts = row.attempts + 1;
      const reason = (error as Error).message.slice(0, 500);
      const giveUp = permanent(error) || attempts >= OUTBOX_MAX_ATTEMPTS;
      await this.dataSource.query(
        `UPDATE outbox SET attempts = $2, last_error = $3, next_attempt_at = now() + ($4 || ' milliseconds')::interval, dead_at = CASE WHEN $5 THEN now() END WHERE id = $1`,
        [row.id, attempts, reason, String(retryDelayMs(attempts)), giveUp],
      );
      const trace = `${row.topic} #${row.id} to ${row.destination}, attempt ${attempts}: ${reason}`;
      if (giveUp) this.logger.error(`outbox gave up on ${trace}`);
      else this.logger.warn(`outbox will retry ${trace}`);
    }
  }
}
