import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime/realtime.module';
import { ContactFactsStore } from './contact-facts.store';
import { PairCache } from './pair-cache';

/**
 * Chat's read model of members' contact facts (docs/adr/0010, amendment): kept by members' events
 * (MemberEvents, in the events module) and read by a send in the statement it already makes; and, per instance,
 * the pairs a premium member's send knows without that statement (PairCache, forgotten on every instance by the same events).
 */
@Module({
  imports: [RealtimeModule],
  providers: [ContactFactsStore, PairCache],
  exports: [ContactFactsStore, PairCache],
})
export class ContactsModule {}
