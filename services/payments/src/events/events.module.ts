import { EventInbox, EventsController } from '@rendezvous/nest-kit';
import { Module } from '@nestjs/common';
import { CreditsModule } from '../credits/credits.module';
import { MembershipsModule } from '../memberships/memberships.module';
import { OutboxModule } from '../outbox/outbox.module';
import { IdentityEvents } from './identity-events';

/**
 * Where other services' outboxes deliver (POST /internal/events), each event applied once by the
 * inbox: identity's account.created (signup time and credits) and account.purged (membership and signup time go).
 */
@Module({
  imports: [CreditsModule, MembershipsModule, OutboxModule],
  controllers: [EventsController],
  providers: [EventInbox, IdentityEvents],
})
export class EventsModule {}
