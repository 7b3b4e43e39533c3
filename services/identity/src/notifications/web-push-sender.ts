import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { sendNotification, WebPushError } from 'web-push';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';

export interface StoredPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  /** how long the push service keeps it for a browser that is offline, in seconds */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  /** a newer push with the same topic replaces one the push service still holds (RFC 8030 5.4) */
  topic?: string;
}

/**
 * What the push service answered: `sent`, `gone` (404/410: the browser dropped the subscription, so
 * it is deleted) or `rejected` (another 4xx: sending it again would fail the same way). Anything
 * else (429, 5xx, no answer) throws, so the outbox tries again later.
 */
export type PushOutcome = 'sent' | 'gone' | 'rejected';

/** Sends one encrypted Web Push (RFC 8291, aes128gcm) signed with the platform's VAPID key (RFC 8292). */
@Injectable()
export class WebPushSender {
  private readonly logger = new Logger(WebPushSender.name);
  private readonly agent: Agent | undefined;
  /** who push services contact about our pushes: VAPID_SUBJECT, else mailto: MAIL_FROM's address */
  private readonly subject: string;

  constructor(@Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig) {
    this.subject = config.VAPID_SUBJECT || `mailto:${/<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim()}`;
    // One more CA beside the public ones (a local push service in tests); public push services still work.
    this.agent = config.PUSH_EXTRA_CA_FILE ? new Agent({ keepAlive: true, ca: [...rootCertificates, readFileSync(config.PUSH_EXTRA_CA_FILE, 'utf8')] }) : undefined;
  }

  /** Whether pushes can be signed at all (the platform has a VAPID key pair). */
  get enabled(): boolean {
    return Boolean(this.config.VAPID_PUBLIC_KEY && this.config.VAPID_PRIVATE_KEY);
  }

  async send(subscription: StoredPushSubscription, payload: string, options: PushOptions): Promise<PushOutcome> {
    try {
      await sendNotification(subscription, payload, {
        vapidDetails: { subject: this.subject, publicKey: this.config.VAPID_PUBLIC_KEY, privateKey: this.config.VAPID_PRIVATE_KEY },
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        topic: options.topic,
        contentEncoding: 'aes128gcm',
        timeout: 10_000,
        agent: this.agent,
      });
      return 'sent';
    } catch (error) {
      if (!(error instanceof WebPushError)) throw error;
      if (error.statusCode === 404 || error.statusCode === 410) return 'gone';
      if (error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 429) {
        this.logger.warn(`push refused by ${new URL(subscription.endpoint).host}: ${error.statusCode} ${error.body.slice(0, 200)}`);
        return 'rejected';
      }
      throw new Error(`push service ${new URL(subscription.endpoint).host} answered ${error.statusCode}`);
    }
  }
}
