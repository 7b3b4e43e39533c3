import { EVENT_TOPICS, eventEnvelope, type EventEnvelope } from '@rendezvous/contracts/internal';
import { AppError, InternalTokenGuard, parseContract, ZodBody } from '@rendezvous/nest-kit';
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { UserCache } from './user-cache';

/** member.changed reasons after which a session may belong to nobody any more (identity's). */
const SESSION_REASONS: ReadonlySet<string> = new Set(['sessions_ended', 'deleted']);

/**
 * Where services' outboxes tell the gateway that a member's user object changed. Dropping an entry
 * is idempotent, so unlike the services' inboxes no event ids are kept.
 */
@ApiExcludeController()
@UseGuards(InternalTokenGuard)
@Controller('internal/events')
export class MemberEventsController {
  constructor(private readonly users: UserCache) {}

  @Post()
  @HttpCode(200)
  receive(@Body(new ZodBody(eventEnvelope)) envelope: EventEnvelope): { outcome: 'applied' } {
    if (envelope.topic !== 'member.changed') throw new AppError(400, 'EVENT.UNKNOWN_TOPIC', `The gateway does not take ${envelope.topic} events.`);
    const { member_id, reason } = parseContract(EVENT_TOPICS['member.changed'].payload, envelope.payload);
    // Only these end or move sessions; credits, photos, premium, activation change the user object alone.
    this.users.forgetMember(member_id, { sessionsToo: SESSION_REASONS.has(reason) });
    return { outcome: 'applied' };
  }
}
