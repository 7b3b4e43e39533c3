import { Outbox } from '@rendezvous/nest-kit';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { MEMBERS_CONFIG, type MembersConfig } from '../config';
import { LikesRepository } from './likes.repository';

/**
 * Like mails, batched: every LIKE_MAIL_INTERVAL_MS, once a member's oldest untold like is at least
 * LIKE_MAIL_DELAY_MS old, all their untold likes become one `likes.received` event (identity mails it,
 * if the member's notification preferences allow). A burst of likes is one mail, not ten, and a like
 * taken back within the delay is never mailed. Likes of disabled profiles and of members the liked
 * one blocked are marked as told without a mail. Rows are claimed with SKIP LOCKED, so replicas
 * share the work without mailing twice.
 */
@Injectable()
export class LikeMails implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(LikeMails.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly likes: LikesRepository,
    private readonly outbox: Outbox,
    @Inject(MEMBERS_CONFIG) private readonly config: MembersConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.round(), this.config.LIKE_MAIL_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One round; how many members it told. Never two at once in one process. */
  round(): Promise<number> {
    this.running ??= this.send()
      .catch((error: unknown) => {
        this.logger.warn(`like mail round failed: ${(error as Error).message}`);
        return 0;
      })
      .finally(() => (this.running = null));
    return this.running;
  }

  private async send(): Promise<number> {
    return this.likes.transaction(async (tx) => {
      // Every untold like of a member whose oldest untold like is due: a burst goes out whole in one
      // mail, even when a round falls between its likes (a like only seconds newer would otherwise
      // wait for a mail of its own).
      const claimed = await this.likes.claimDueMails(tx, this.config.LIKE_MAIL_DELAY_MS);
      if (claimed.length === 0) return 0;
      const likerIds = claimed.map((row) => row.liker_id);
      const likedIds = claimed.map((row) => row.liked_id);
      const batches = await this.likes.mailBatches(tx, likerIds, likedIds);
      for (const batch of batches) {
        const memberId = Number(batch.liked_id);
        await this.outbox.publish(tx, 'likes.received', { member_id: memberId, likers: batch.likers, total: batch.total, matches: batch.matches }, memberId);
      }
      await this.likes.markMailed(tx, likerIds, likedIds);
      return batches.length;
    });
  }
}
