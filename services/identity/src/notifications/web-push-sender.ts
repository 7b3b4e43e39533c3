import { readFileSync } from 'node:fs';
import { Agent, type AgentOptions, type RequestOptions } from 'node:https';
import type { Duplex } from 'node:stream';
import { rootCertificates } from 'node:tls';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { sendNotification, WebPushError } from 'web-push';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { PushEndpointRefused, PushEndpoints } from '../push-subscriptions/push-endpoints';

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
 * What became of a push: `sent`; `gone` (404/410: the browser dropped the subscription, so it is
 * deleted); `rejected` (another 4xx, or a redirect, which is never followed: sending it again would
 * fail the same way); `invalid` (the endpoint can never be a push service's: not https or an IP
 * address, a row from before issue 30; deleted); `refused` (its host is not an allowed push service
 * or resolves to an address of our own networks: dropped, kept in case the list or DNS changes).
 * Anything else (429, 5xx, no answer) throws, so the outbox tries again later.
 */
export type PushOutcome = 'sent' | 'gone' | 'rejected' | 'invalid' | 'refused';

/**
 * The agent of every push connection: the host it connects to (as the sender's own URL parser read
 * it) is checked once more, and the name is resolved by PushEndpoints.lookup, so the socket goes to
 * an address that passed the check and to no other (issue 30, finding 1).
 */
class PushAgent extends Agent {
  constructor(
    private readonly endpoints: PushEndpoints,
    options: AgentOptions,
  ) {
    super({ ...options, lookup: endpoints.lookup });
  }

  override createConnection(options: RequestOptions, callback?: (error: Error | null, stream: Duplex) => void): Duplex | null | undefined {
    const problem = this.endpoints.hostProblem(options.host ?? '');
    if (problem) {
      callback?.(new PushEndpointRefused(problem, `push endpoint host ${options.host} is not an allowed push service`), undefined as unknown as Duplex);
      return undefined;
    }
    return super.createConnection(options, callback);
  }
}

/** Sends one encrypted Web Push (RFC 8291, aes128gcm) signed with the platform's VAPID key (RFC 8292). */
@Injectable()
export class WebPushSender {
  private readonly logger = new Logger(WebPushSender.name);
  private readonly agent: Agent;
  /** who push services contact about our pushes: VAPID_SUBJECT, else mailto: MAIL_FROM's address */
  private readonly subject: string;

  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly endpoints: PushEndpoints,
  ) {
    this.subject = config.VAPID_SUBJECT || `mailto:${/<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim()}`;
    // One more CA beside the public ones (a local push service in tests); public push services still work.
    const ca = config.PUSH_EXTRA_CA_FILE ? { ca: [...rootCertificates, readFileSync(config.PUSH_EXTRA_CA_FILE, 'utf8')] } : {};
    this.agent = new PushAgent(endpoints, { keepAlive: true, ...ca });
  }

  /** Whether pushes can be signed at all (the platform has a VAPID key pair). */
  get enabled(): boolean {
    return Boolean(this.config.VAPID_PUBLIC_KEY && this.config.VAPID_PRIVATE_KEY);
  }

  async send(subscription: StoredPushSubscription, payload: string, options: PushOptions): Promise<PushOutcome> {
    // The rules a saved subscription passed, again: a row may be older than them, or the list changed.
    const checked = this.endpoints.check(subscription.endpoint);
    if ('problem' in checked) return this.refused(subscription, checked.problem);
    try {
      await sendNotification({ ...subscription, endpoint: checked.endpoint }, payload, {
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
      if (error instanceof PushEndpointRefused) return this.refused(subscription, error.problem, error.message);
      if (!(error instanceof WebPushError)) throw error;
      if (error.statusCode === 404 || error.statusCode === 410) return 'gone';
      // A redirect is not followed (web-push never does): a push service does not send one, and its target would be unchecked.
      if (error.statusCode >= 300 && error.statusCode < 500 && error.statusCode !== 429) {
        this.logger.warn(`push refused by ${new URL(subscription.endpoint).host}: ${error.statusCode} ${error.body.slice(0, 200)}`);
        return 'rejected';
      }
      throw new Error(`push service ${new URL(subscription.endpoint).host} answered ${error.statusCode}`);
    }
  }

  private refused(subscription: StoredPushSubscription, problem: PushEndpointRefused['problem'], detail?: string): PushOutcome {
    // The endpoint's text is the member's; only its host goes to the log, and only when it parses.
    const host = URL.canParse(subscription.endpoint) ? new URL(subscription.endpoint).host : 'an unparsable endpoint';
    const why = {
      invalid: 'not an https URL of a named host',
      host: 'not an allowed push service (PUSH_ENDPOINT_HOSTS)',
      address: detail ?? 'not a public address',
    }[problem];
    this.logger.warn(`push to ${host} not sent: ${why}`);
    return problem === 'invalid' ? 'invalid' : 'refused';
  }
}
