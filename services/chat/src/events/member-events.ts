import { EventInbox } from '@rendezvous/nest-kit';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ContactFactsStore } from '../contacts/contact-facts.store';
import { PairCache } from '../contacts/pair-cache';

/**
 * Members' events for chat's contact rules (written by members' triggers, applied once by the inbox). Once a change
 * is committed, every instance forgets the pairs it touches before the delivery is answered (PairCache): when members'
 * outbox has delivered a block, the next message meets it.
 */
@Injectable()
export class MemberEvents implements OnModuleInit {
  constructor(
    private readonly inbox: EventInbox,
    private readonly facts: ContactFactsStore,
    private readonly pairs: PairCache,
  ) {}

  onModuleInit(): void {
    this.inbox.on('member.contact', (payload, tx) => this.facts.applyMember(tx, payload), {
      afterCommit: (payload) => this.pairs.forgetEverywhere([payload.member_id]),
    });
    this.inbox.on('member.pair', (payload, tx) => this.facts.applyPair(tx, payload), {
      afterCommit: (payload) => this.pairs.forgetEverywhere([payload.from_id, payload.to_id]),
    });
  }
}
