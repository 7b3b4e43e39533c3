import type { EventPayload } from '@rendezvous/contracts/internal';
import { EventInbox } from '@rendezvous/nest-kit';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SignupMessages } from '../messages/signup-messages';
import { ChatPhotosService } from '../photos/chat-photos.service';

/** What chat does with identity's events (delivered by identity's outbox, applied once by the inbox). */
@Injectable()
export class IdentityEvents implements OnModuleInit {
  constructor(
    private readonly inbox: EventInbox,
    private readonly photos: ChatPhotosService,
    private readonly signupMessages: SignupMessages,
  ) {}

  onModuleInit(): void {
    this.inbox.on('account.purged', (payload, manager) => this.purge(payload, manager));
    this.inbox.on('signup.message', (payload, manager) => this.signupMessages.deliver(payload, manager));
  }

  /**
   * The account is gone for good: every conversation it took part in goes, with its messages (by
   * foreign key) and their photos' files, for the other member too: what the purged member wrote is personal data.
   */
  private async purge({ member_id }: EventPayload<'account.purged'>, manager: EntityManager): Promise<void> {
    await this.photos.purge(manager, member_id);
    await manager.query('DELETE FROM conversations WHERE member_a = $1 OR member_b = $1', [member_id]);
  }
}
