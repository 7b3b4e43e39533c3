import { EVENT_TOPICS, eventEnvelope, isEventTopic, type EventEnvelope, type EventPayload, type EventTopic } from '@rendezvous/contracts/internal';
import { Body, Controller, HttpCode, Injectable, Logger, type OnModuleDestroy, type OnModuleInit, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../errors';
import { InternalTokenGuard } from '../internal-token.guard';
import { parseContract, ZodBody } from '../internal-calls/zod-body';

type Handler<T extends EventTopic> = (payload: EventPayload<T>, manager: EntityManager) => Promise<void>;
type AfterCommit<T extends EventTopic> = (payload: EventPayload<T>) => Promise<void> | void;

/** What a topic's handler may do besides its changes in the transaction. */
export interface InboxHandlerOptions<T extends EventTopic> {
  /**
   * Runs after the transaction committed, before the delivery is answered: for what lives outside the database
   * (a cache that must not outlast the change: chat's pair cache). It runs on every delivery, a repeat too (a repeat
   * may come because this step failed the first time), so it must be safe to run twice; when it throws, the sender
   * is answered 503 and delivers again.
   */
  afterCommit?: AfterCommit<T>;
}

/** How long applied event ids are remembered; far beyond the longest a sender keeps retrying. */
const REMEMBER_DAYS = 30;

/**
 * The receiving side of the outbox: applies each event once. The event id is recorded in the same
 * transaction as the handler's changes, so a redelivery (the sender timed out, or crashed before it
 * saw the answer) finds the id and changes nothing, and a handler that fails leaves no trace.
 */
@Injectable()
export class EventInbox implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(EventInbox.name);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler is typed by `on`
  private readonly handlers = new Map<EventTopic, { handler: Handler<any> } & InboxHandlerOptions<any>>();
  private cleanup: NodeJS.Timeout | null = null;

  constructor(private readonly dataSource: DataSource) {}

  /** Registers what this service does for a topic (in the module's onModuleInit). */
  on<T extends EventTopic>(topic: T, handler: Handler<T>, options: InboxHandlerOptions<T> = {}): void {
    this.handlers.set(topic, { handler, ...options });
  }

  async receive(envelope: EventEnvelope): Promise<'applied' | 'duplicate'> {
    const registered = isEventTopic(envelope.topic) ? this.handlers.get(envelope.topic) : undefined;
    if (!registered || !isEventTopic(envelope.topic)) {
      throw new AppError(400, 'EVENT.UNKNOWN_TOPIC', `This service does not take ${envelope.topic} events.`);
    }
    const payload = parseContract(EVENT_TOPICS[envelope.topic].payload, envelope.payload);
    const outcome = await this.dataSource.transaction(async (manager): Promise<'applied' | 'duplicate'> => {
      // A concurrent delivery of the same id waits here for the first one's commit, then finds it.
      const fresh = (await manager.query(
        'INSERT INTO processed_events (event_id, topic) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING RETURNING event_id',
        [envelope.id, envelope.topic],
      )) as unknown[];
      if (fresh.length === 0) return 'duplicate';
      await registered.handler(payload, manager);
      return 'applied';
    });
    if (registered.afterCommit) {
      try {
        await registered.afterCommit(payload);
      } catch (error) {
        this.logger.warn(`${envelope.topic} ${envelope.id} applied, its after-commit step failed (delivered again): ${(error as Error).message}`);
        throw new AppError(503, 'EVENT.AFTER_COMMIT_FAILED', 'The event was applied; its after-commit step failed. Deliver it again.');
      }
    }
    return outcome;
  }

  onModuleInit(): void {
    const forget = () =>
      this.dataSource
        .query(`DELETE FROM processed_events WHERE processed_at < now() - interval '${REMEMBER_DAYS} days'`)
        .catch((error: Error) => this.logger.warn(`processed events not cleaned: ${error.message}`));
    this.cleanup = setInterval(forget, 3_600_000);
    this.cleanup.unref();
  }

  onModuleDestroy(): void {
    if (this.cleanup) clearInterval(this.cleanup);
  }
}

/** POST /internal/events: where other services' outboxes deliver. */
@ApiExcludeController()
@UseGuards(InternalTokenGuard)
@Controller('internal/events')
export class EventsController {
  constructor(private readonly inbox: EventInbox) {}

  @Post()
  @HttpCode(200)
  async receive(@Body(new ZodBody(eventEnvelope)) envelope: EventEnvelope): Promise<{ outcome: 'applied' | 'duplicate' }> {
    return { outcome: await this.inbox.receive(envelope) };
  }
}
