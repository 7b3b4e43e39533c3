import { Outbox } from '@rendezvous/nest-kit';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MEMBERS_CONFIG, type MembersConfig } from '../config';

interface Batch {
  liked_id: string;
  likers: string[];
  total: number;
  matches: number;
}

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
    private readonly dataSource: DataSource,
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
    return this.dataSource.transaction(async (manager) => {
      // Every untold like of a member whose oldest untold like is due: a burst goes out whole in one
      // mail, even when a round falls between its likes (a like only seconds newer would otherwise
      // wait for a mail of its own).
      const claimed = (await manager.query(
        `SELECT l.liker_id, l.liked_id FROM likes l
          WHERE l.mailed_at IS NULL
            AND l.liked_id IN (SELECT due.liked_id FROM likes due
                                WHERE due.mailed_at IS NULL AND due.created_at <= now() - make_interval(secs => $1::double precision / 1000))
          ORDER BY l.created_at
          LIMIT 1000
          FOR UPDATE OF l SKIP LOCKED`,
        [this.config.LIKE_MAIL_DELAY_MS],
      )) as Array<{ liker_id: string; liked_id: string }>;
      if (claimed.length === 0) return 0;
      const batches = (await manager.query(
        `WITH claimed AS (SELECT * FROM unnest($1::bigint[], $2::bigint[]) AS c(liker_id, liked_id))
         SELECT c.liked_id,
                (array_agg(liker.name ORDER BY l.created_at DESC))[1:5] AS likers,
                count(*)::int AS total,
                count(*) FILTER (WHERE EXISTS (SELECT 1 FROM likes back WHERE back.liker_id = c.liked_id AND back.liked_id = c.liker_id))::int AS matches
           FROM claimed c
           JOIN likes l ON l.liker_id = c.liker_id AND l.liked_id = c.liked_id
           JOIN profiles liker ON liker.id = c.liker_id AND liker.status = 'active'
          WHERE NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = c.liked_id AND b.blocked_id = c.liker_id)
          GROUP BY c.liked_id`,
        [claimed.map((row) => row.liker_id), claimed.map((row) => row.liked_id)],
      )) as Batch[];
      for (const batch of batches) {
        const memberId = Number(batch.liked_id);
        await this.outbox.publish(manager, 'likes.received', { member_id: memberId, likers: batch.likers, total: batch.total, matches: batch.matches }, memberId);
      }
      await manager.query(
        `UPDATE likes SET mailed_at = now() FROM unnest($1::bigint[], $2::bigint[]) AS c(liker_id, liked_id)
          WHERE likes.liker_id = c.liker_id AND likes.liked_id = c.liked_id`,
        [claimed.map((row) => row.liker_id), claimed.map((row) => row.liked_id)],
      );
      return batches.length;
    });
  }
}
