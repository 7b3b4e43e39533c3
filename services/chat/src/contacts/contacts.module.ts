import { Module } from '@nestjs/common';
import { ContactFactsStore } from './contact-facts.store';

/**
 * Chat's read model of members' contact facts (docs/adr/0010, amendment): kept by members' events
 * (MemberEvents, in the events module) and read by a send in the statement it already makes.
 */
@Module({
  providers: [ContactFactsStore],
  exports: [ContactFactsStore],
})
export class ContactsModule {}
