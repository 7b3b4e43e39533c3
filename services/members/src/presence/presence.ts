import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { PresenceRepository } from './presence.repository';

/** last_seen is written at most this often per member: "online" is a 5-minute notion. */
export const PRESENCE_WRITE_INTERVAL_MS = 60_000;

/**
 * Presence (spec: online badges, search order by last activity): every call a member makes to this
 * service (the shell polls likes.php every minute) marks them seen, written at most once a minute
 * per member so polling costs no write per call.
 */
@Injectable()
export class PresenceInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Presence');
  private readonly written = new LRUCache<number, true>({ max: 100_000, ttl: PRESENCE_WRITE_INTERVAL_MS });

  constructor(private readonly presence: PresenceRepository) {}

  intercept(context: ExecutionContext, next: CallHandler) {
    const memberId = context.switchToHttp().getRequest<{ memberId?: number }>().memberId;
    if (memberId !== undefined && !this.written.has(memberId)) {
      this.written.set(memberId, true);
      this.presence.markSeen(memberId).catch((error: Error) => {
        this.written.delete(memberId);
        this.logger.warn(`last_seen of ${memberId} not written: ${error.message}`);
      });
    }
    return next.handle();
  }
}
