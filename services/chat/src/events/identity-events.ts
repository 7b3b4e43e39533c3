import type { EventPayload } from '@rendezvous/contracts/internal';
import { EventInbox } from '@rendezvous/nest-kit';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ContactFactsStore } from '../contacts/contact-facts.store';
import { PairCache } from '../contacts/pair-cache';
import { ConversationsService } from '../conversations/conversations.service';
import { SignupMessages } from '../messages/signup-messages';
import { ChatRealtime } from '../realtime/chat-realtime';
import { ChatPhotosService } from '../photos/chat-photos.service';

/** What chat does with identity's events (delivered by identity's outbox, applied once by the inbox). */
@Injectable()
export class IdentityEvents implements OnModuleInit {
  constructor(
    private readonly inbox: EventInbox,
    private readonly photos: ChatPhotosService,
    private readonly conversations: ConversationsService,
    private readonly signupMessages: SignupMessages,
    private readonly contactFacts: ContactFactsStore,
    private readonly realtime: ChatRealtime,
    private readonly pairs: PairCache,
  ) {}

  onModuleInit(): void {
    // The member's conversations are gone: no instance may send into one it cached (PairCache).
    this.inbox.on('account.purged', (payload, tx) => this.purge(payload, tx), {
      afterCommit: (payload) => this.pairs.forgetEverywhere([payload.member_id]),
    });
    this.inbox.on('signup.message', (payload, tx) => this.signupMessages.deliver(payload, tx));
    // Nothing stored: the sockets of the ended sessions close on every instance (a repeat closes nothing more).
    this.inbox.on('sessions.ended', async (payload) => this.realtime.endSessions(payload));
  }

  /**
   * The account is gone for good: every conversation it took part in goes, with its messages (by
   * foreign key) and their photos' files, for the other member too: what the purged member wrote is personal
   * data. So do the contact facts chat kept about the member (name, blocks, likes).
   */
  private async purge({ member_id }: EventPayload<'account.purged'>, tx: EntityManager): Promise<void> {
    await this.photos.purge(tx, member_id);
    await this.conversations.removeAllOf(tx, member_id);
    await this.contactFacts.forget(tx, member_id);
  }
}
