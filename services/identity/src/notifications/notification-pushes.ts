import type { NotificationPreferences } from '@rendezvous/contracts';
import { presenceCall } from '@rendezvous/contracts/internal';
import { InternalClient, Outbox } from '@rendezvous/nest-kit';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RenderedPush } from '../mail/outgoing-mail';
import { PushSubscriptionsService } from '../push-subscriptions/push-subscriptions.service';
import type { NotificationRecipient } from './notification-recipients';
import { WebPushSender, type PushOptions, type StoredPushSubscription } from './web-push-sender';

const PUSH_TOPIC = 'push.send';
/** A push the push services could not take for this long is news no more: it is dropped, not sent late. */
export const PUSH_MAX_AGE_MS = 15 * 60_000;

/** What the service worker (shell/public/sw-push.js) shows: a title, a body, where a click leads, and a tag that groups. */
export interface PushNotification extends RenderedPush {
  url: string;
  /** one notification per conversation (or for likes): a newer one replaces it on the screen */
  tag: string;
}

interface QueuedPush {
  member_id: number;
  /** sent only if no page of the member's is open when it leaves (chat's presenceCall); chat checked messages itself */
  only_when_away: boolean;
  subscription_id: number;
  subscription: StoredPushSubscription;
  notification: PushNotification;
  options: PushOptions;
  queued_at: string;
}

/**
 * Web Push for other services' events (issue 10): identity keeps the push subscriptions and the
 * preferences, so it decides. Nothing goes to an account that is not active (NotificationRecipients)
 * or whose preferences say no (the same topics as the mails). Each subscription's push leaves through the outbox after
 * the event's commit, in order per subscription and retried while its push service is away; one
 * the browser dropped (404/410) is deleted. E-mail stops (bounce, spam reports, unsubscribe) do not
 * stop pushes: the browser's own permission is the member's switch for those.
 */
@Injectable()
export class NotificationPushes implements OnModuleInit {
  private readonly logger = new Logger(NotificationPushes.name);

  constructor(
    private readonly outbox: Outbox,
    private readonly sender: WebPushSender,
    private readonly subscriptions: PushSubscriptionsService,
    private readonly client: InternalClient,
  ) {}

  onModuleInit(): void {
    this.outbox.registerLocalHandler(PUSH_TOPIC, (payload) => this.deliver(payload as unknown as QueuedPush));
  }

  /**
   * Queues the push `compose` makes to each of the member's browsers, in the event's transaction, if
   * the member wants it. `onlyWhenAway`: whether a page is open is asked when the push leaves, after
   * the commit, not while the event's transaction waits on another service.
   */
  async queue(
    manager: EntityManager,
    { account, siteName }: NotificationRecipient,
    wanted: (preferences: NotificationPreferences) => boolean,
    compose: (siteName: string, locale: string) => PushNotification,
    options: PushOptions & { onlyWhenAway?: boolean },
  ): Promise<void> {
    if (!this.sender.enabled || !wanted(account.notificationPreferences)) return;
    const subscriptions = await this.subscriptions.ofAccount(manager, account.id);
    if (subscriptions.length === 0) return;
    const { onlyWhenAway = false, ...pushOptions } = options;
    const notification = compose(siteName, account.language);
    const queuedAt = new Date().toISOString();
    for (const { id, endpoint, keys } of subscriptions) {
      const push: QueuedPush = {
        member_id: account.id,
        only_when_away: onlyWhenAway,
        subscription_id: id,
        subscription: { endpoint, keys },
        notification,
        options: pushOptions,
        queued_at: queuedAt,
      };
      await this.outbox.publishLocal(manager, PUSH_TOPIC, { ...push }, `push:${id}`);
    }
  }

  private async deliver(push: QueuedPush): Promise<void> {
    const age = Date.now() - Date.parse(push.queued_at);
    if (age > PUSH_MAX_AGE_MS) {
      this.logger.warn(`push to subscription ${push.subscription_id} dropped: not delivered within ${Math.round(age / 60_000)} minutes`);
      return;
    }
    if (push.only_when_away && (await this.hasOpenPage(push.member_id))) return;
    // What is left of the push's life, so the push service does not hold it past its news value.
    const ttlSeconds = Math.max(60, Math.min(push.options.ttlSeconds, Math.floor((PUSH_MAX_AGE_MS - age) / 1000)));
    const outcome = await this.sender.send(push.subscription, JSON.stringify(push.notification), { ...push.options, ttlSeconds });
    if (outcome === 'gone' || outcome === 'invalid') {
      // The endpoint too: a browser that subscribed again meanwhile has a new row with the same id gone.
      await this.subscriptions.remove(push.subscription_id, push.subscription.endpoint);
      this.logger.log(`push subscription ${push.subscription_id} ${outcome === 'gone' ? 'expired' : 'names no push service'} and was removed`);
    }
  }

  /** Whether chat holds a socket of the member's; when chat does not answer, the push goes (one too many beats one missed). */
  private async hasOpenPage(memberId: number): Promise<boolean> {
    try {
      return (await this.client.call(presenceCall, { params: { id: memberId }, timeoutMs: 2_000 })).connected;
    } catch (error) {
      this.logger.warn(`presence of member ${memberId} unknown, pushing anyway: ${(error as Error).message}`);
      return false;
    }
  }
}
