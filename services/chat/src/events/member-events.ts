import { EventInbox } from '@rendezvous/nest-kit';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ContactFactsStore } from '../contacts/contact-facts.store';

/** Members' events for chat's contact rules (written by members' triggers, applied once by the inbox). */
@Injectable()
export class MemberEvents implements OnModuleInit {
  constructor(
    private readonly inbox: EventInbox,
    private readonly facts: ContactFactsStore,
  ) {}

  onModuleInit(): void {
    this.inbox.on('member.contact', (payload, tx) => this.facts.applyMember(tx, payload));
    this.inbox.on('member.pair', (payload, tx) => this.facts.applyPair(tx, payload));
  }
}
