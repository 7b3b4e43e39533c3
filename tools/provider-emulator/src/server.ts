import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse as parseForm } from 'qs';
import Stripe from 'stripe';
import { emulatorCertificates } from './certificates';
import { checkoutPage } from './checkout-page';
import { CHECKOUT_CHOICES, type CheckoutChoice, MollieError, MolliePayments } from './mollie/payments-api';
import { type EmulatedDispute, type EmulatedPaymentIntent, type EmulatedSession, StripeError, StripeObjects } from './stripe/stripe-api';
import { changedKnobs, DEFAULT_KNOBS, deliverWebhook, type EmulatorKnobs, mollieWebhook, type WebhookDelivery } from './webhooks';

export interface ProviderEmulatorOptions {
  /** where the CA and the server certificate are kept between starts */
  certDir: string;
  port?: number;
  host?: string;
  log?: (line: string) => void;
  /**
   * Stripe sends every event to the account's webhook endpoints, signed with the endpoint's secret
   * (configured in Stripe's dashboard in production): here, one endpoint given at start.
   */
  stripe?: { webhookUrl: string; signingSecret: string };
}

export interface ProviderEmulator {
  /** https://127.0.0.1:<port>: Mollie's API at `${url}/v2/`, Stripe's at `${url}/v1/` */
  url: string;
  caFile: string;
  caPem: string;
  spkiHash: string;
  stop(): Promise<void>;
}

const MAX_BODY = 64 * 1024;

async function readBody(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new MollieError(413, 'Request Entity Too Large', 'The request body is too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown, type = 'application/hal+json'): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
  res.end(text);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location });
  res.end();
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Mollie's API keys are test_… or live_…; the emulator is test mode only. */
const mollieAuthorised = (req: IncomingMessage) => /^Bearer test_[A-Za-z0-9]{10,}$/.test(req.headers.authorization ?? '');
/** Stripe's secret keys are sk_test_… or sk_live_…; test mode only. */
const stripeAuthorised = (req: IncomingMessage) => /^Bearer sk_test_[A-Za-z0-9]{10,}$/.test(req.headers.authorization ?? '');

/**
 * The provider emulator: Mollie's v2 payments API and Stripe's Checkout Sessions with their hosted
 * pages, over HTTPS with a certificate from a CA made on this machine. Tests steer webhooks through
 * /__emulator/knobs, chargebacks and disputes through /__emulator/….
 */
export async function startProviderEmulator(options: ProviderEmulatorOptions): Promise<ProviderEmulator> {
  const log = options.log ?? ((line: string) => process.stderr.write(`[provider-emulator] ${line}\n`));
  const certificates = await emulatorCertificates(options.certDir);
  const host = options.host ?? '127.0.0.1';
  let knobs: EmulatorKnobs = { ...DEFAULT_KNOBS };
  let mollie: MolliePayments | null = null;
  let stripe: StripeObjects | null = null;
  const pendingDeliveries = new Set<Promise<void>>();
  const stopping = new AbortController();

  /** A webhook as the knobs say: after the delay, as many times as asked, concurrently. */
  function schedule(make: () => WebhookDelivery): void {
    const { webhookDelayMs, webhookDuplicates } = knobs;
    // A stopping emulator does not wait out a delay: the delivery is dropped at once.
    const waited = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, webhookDelayMs);
      stopping.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
    const delivery = waited.then(() =>
      Promise.all(Array.from({ length: Math.max(1, webhookDuplicates) }, () => deliverWebhook(make(), log, stopping.signal))).then(() => undefined),
    );
    pendingDeliveries.add(delivery);
    void delivery.finally(() => pendingDeliveries.delete(delivery));
  }

  /** A Stripe event for the configured endpoint, signed as Stripe signs (t=…,v1=HMAC-SHA256). */
  function stripeEvent(
    type: 'checkout.session.completed' | 'checkout.session.expired' | 'charge.dispute.created' | 'payment_intent.succeeded',
    object: EmulatedSession | EmulatedDispute | EmulatedPaymentIntent,
  ): (() => WebhookDelivery) | null {
    if (!options.stripe) return null;
    const { webhookUrl, signingSecret } = options.stripe;
    const event: Pick<Stripe.Event, 'id' | 'object' | 'api_version' | 'created' | 'livemode' | 'pending_webhooks' | 'type'> & { data: { object: unknown } } = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object },
    };
    const payload = JSON.stringify(event);
    // Signed per delivery (a fresh timestamp), as a real retry would be.
    return () => ({
      url: webhookUrl,
      body: payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: signingSecret }),
        'user-agent': 'Stripe/1.0 (emulator)',
      },
      label: `${type} ${event.id}`,
    });
  }

  async function routeMollie(req: IncomingMessage, res: ServerResponse, path: string, method: string, store: MolliePayments): Promise<boolean> {
    const chargeback = /^\/__emulator\/payments\/(tr_[A-Za-z0-9]+)\/chargeback$/.exec(path);
    if (chargeback && method === 'POST') {
      const payment = store.chargeBack(chargeback[1]);
      if (payment.webhookUrl) await deliverWebhook(mollieWebhook(payment.webhookUrl, payment.id), log, stopping.signal);
      send(res, 200, payment);
      return true;
    }
    const checkout = /^\/checkout\/(tr_[A-Za-z0-9]+)$/.exec(path);
    if (checkout && method === 'GET') {
      const payment = store.get(checkout[1]);
      send(
        res,
        200,
        checkoutPage({
          action: `/checkout/${payment.id}`,
          description: payment.description,
          amount: `${payment.amount.currency} ${payment.amount.value}`,
          method: payment.method ? String(payment.method) : undefined,
          finalStatus: payment.status === 'open' ? undefined : payment.status,
          backUrl: payment.redirectUrl,
        }),
        'text/html',
      );
      return true;
    }
    if (checkout && method === 'POST') {
      const choice = new URLSearchParams(await readBody(req)).get('status') as CheckoutChoice;
      if (!CHECKOUT_CHOICES.includes(choice)) throw new MollieError(422, 'Unprocessable Entity', 'Choose a payment status', 'status');
      const before = store.get(checkout[1]);
      const webhookUrl = before.webhookUrl;
      // Out of order: one delivery races ahead of the change and reads the payment still open.
      if (webhookUrl && knobs.webhookOutOfOrder) await deliverWebhook(mollieWebhook(webhookUrl, before.id), log, stopping.signal);
      const payment = store.settle(checkout[1], choice);
      if (webhookUrl && choice !== 'open') schedule(() => mollieWebhook(webhookUrl, payment.id));
      redirect(res, payment.redirectUrl ?? '/');
      return true;
    }
    if (!path.startsWith('/v2/')) return false;
    if (!mollieAuthorised(req)) throw new MollieError(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
    const key = header(req, 'idempotency-key');
    if (path === '/v2/payments' && method === 'POST') {
      const payment = store.create(JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>, key);
      if (payment.sequenceType === 'recurring' && payment.status === 'pending' && payment.webhookUrl) {
        // The bank's answer comes later: paid, or failed once when the tester turned failNextRecurring on.
        const name = store.customerName(String(payment.customerId));
        const fail = knobs.failNextRecurring || knobs.failRecurringFor.includes(name);
        knobs = { ...knobs, failNextRecurring: false, failRecurringFor: knobs.failRecurringFor.filter((candidate) => candidate !== name) };
        const webhookUrl = payment.webhookUrl;
        schedule(() => {
          store.settleRecurring(payment.id, fail);
          return mollieWebhook(webhookUrl, payment.id);
        });
      }
      send(res, 201, payment);
      return true;
    }
    if (path === '/v2/customers' && method === 'POST') {
      send(res, 201, store.createCustomer(JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>));
      return true;
    }
    const mandates = /^\/v2\/customers\/(cst_[A-Za-z0-9]+)\/mandates$/.exec(path);
    if (mandates && method === 'GET') {
      send(res, 200, store.listMandates(mandates[1]));
      return true;
    }
    if (mandates && method === 'POST') {
      send(res, 201, store.createMandate(mandates[1], JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>));
      return true;
    }
    const one = /^\/v2\/payments\/(tr_[A-Za-z0-9]+)$/.exec(path);
    if (one && method === 'GET') {
      send(res, 200, store.get(one[1]));
      return true;
    }
    const refunds = /^\/v2\/payments\/(tr_[A-Za-z0-9]+)\/refunds$/.exec(path);
    if (refunds && method === 'POST') {
      send(res, 201, store.refund(refunds[1], JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>, key));
      return true;
    }
    return false;
  }

  async function routeStripe(req: IncomingMessage, res: ServerResponse, url: URL, method: string, store: StripeObjects): Promise<boolean> {
    const path = url.pathname;
    const dispute = /^\/__emulator\/stripe\/sessions\/(cs_test_[A-Za-z0-9]+)\/dispute$/.exec(path);
    if (dispute && method === 'POST') {
      const made = store.dispute(dispute[1]);
      const event = stripeEvent('charge.dispute.created', made);
      if (event) await deliverWebhook(event(), log, stopping.signal);
      send(res, 200, made, 'application/json');
      return true;
    }
    const page = /^\/stripe\/checkout\/(cs_test_[A-Za-z0-9]+)$/.exec(path);
    if (page && method === 'GET') {
      const session = store.session(page[1]);
      const amount = `${String(session.currency).toUpperCase()} ${((session.amount_total ?? 0) / 100).toFixed(2)}`;
      send(
        res,
        200,
        checkoutPage({
          action: path,
          description: `Stripe Checkout · ${session.client_reference_id ?? session.id}`,
          amount,
          method: 'card',
          finalStatus: session.status === 'open' ? undefined : String(session.status),
          backUrl: session.success_url ?? undefined,
        }),
        'text/html',
      );
      return true;
    }
    if (page && method === 'POST') {
      const choice = new URLSearchParams(await readBody(req)).get('status');
      if (!choice || !(CHECKOUT_CHOICES as readonly string[]).includes(choice)) throw new StripeError(400, 'Choose a payment status', 'status');
      if (choice === 'open') {
        redirect(res, store.session(page[1]).cancel_url ?? '/');
        return true;
      }
      const session = store.settle(page[1], choice === 'paid');
      const event = stripeEvent(session.status === 'complete' ? 'checkout.session.completed' : 'checkout.session.expired', { ...session });
      if (event) schedule(event);
      redirect(res, (session.status === 'complete' ? session.success_url : session.cancel_url) ?? '/');
      return true;
    }
    if (!path.startsWith('/v1/')) return false;
    if (!stripeAuthorised(req)) throw new StripeError(401, 'Invalid API Key provided', undefined, 'authentication_error');
    const key = header(req, 'idempotency-key');
    const form = () => readBody(req).then((text) => parseForm(text, { depth: 6, arrayLimit: 50 }) as Record<string, unknown>);
    if (path === '/v1/checkout/sessions' && method === 'POST') {
      const body = await form();
      send(
        res,
        200,
        store.once(key, () => store.createSession(body)),
        'application/json',
      );
      return true;
    }
    const session = /^\/v1\/checkout\/sessions\/(cs_test_[A-Za-z0-9]+)$/.exec(path);
    if (session && method === 'GET') {
      // Stripe's client sends expand[0]=…; qs reads every bracket form.
      const query = parseForm(url.search.slice(1)) as { expand?: string | string[] };
      const expand = ([] as string[]).concat(query.expand ?? []);
      send(res, 200, store.expandedSession(session[1], expand), 'application/json');
      return true;
    }
    const intent = /^\/v1\/payment_intents\/(pi_[A-Za-z0-9]+)$/.exec(path);
    if (intent && method === 'GET') {
      const query = parseForm(url.search.slice(1)) as { expand?: string | string[] };
      send(res, 200, store.expandedIntent(intent[1], ([] as string[]).concat(query.expand ?? [])), 'application/json');
      return true;
    }
    if (path === '/v1/payment_intents' && method === 'POST') {
      const body = await form();
      const made = store.once(key, () => {
        try {
          return store.offSessionCharge(body, (name) => {
            const fail = knobs.failNextRecurring || knobs.failRecurringFor.includes(name);
            knobs = { ...knobs, failNextRecurring: false, failRecurringFor: knobs.failRecurringFor.filter((candidate) => candidate !== name) };
            return fail;
          });
        } catch (error) {
          return error as StripeError;
        }
      });
      if (made instanceof StripeError) throw made;
      const event = stripeEvent('payment_intent.succeeded', made);
      if (event) schedule(event);
      send(res, 200, made, 'application/json');
      return true;
    }
    if (path === '/v1/customers' && method === 'POST') {
      const body = await form();
      send(
        res,
        200,
        store.once(key, () => store.createCustomer(body)),
        'application/json',
      );
      return true;
    }
    const paymentMethods = /^\/v1\/customers\/(cus_[A-Za-z0-9]+)\/payment_methods$/.exec(path);
    if (paymentMethods && method === 'GET') {
      send(res, 200, store.listPaymentMethods(paymentMethods[1]), 'application/json');
      return true;
    }
    if (path === '/v1/refunds' && method === 'POST') {
      const body = await form();
      send(
        res,
        200,
        store.once(key, () => store.refund(body)),
        'application/json',
      );
      return true;
    }
    return false;
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'https://emulator.invalid');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    if (!mollie || !stripe) throw new MollieError(503, 'Service Unavailable', 'The emulator is starting');

    if (path === '/__emulator/health') return send(res, 200, { status: 'ok' }, 'application/json');
    if (path === '/__emulator/knobs') {
      if (method === 'PUT') knobs = changedKnobs(knobs, JSON.parse(await readBody(req)) as Partial<EmulatorKnobs>);
      if (method === 'DELETE') knobs = { ...DEFAULT_KNOBS, failRecurringFor: [] };
      return send(res, 200, knobs, 'application/json');
    }
    if (await routeMollie(req, res, path, method, mollie)) return;
    if (await routeStripe(req, res, url, method, stripe)) return;
    if (path.startsWith('/v1/')) throw new StripeError(404, `Unrecognized request URL (${method}: ${path}).`);
    throw new MollieError(404, 'Not Found', 'The resource could not be found.');
  }

  const server: Server = createServer({ key: certificates.key, cert: certificates.cert }, (req, res) => {
    route(req, res).catch((error: unknown) => {
      if (error instanceof StripeError) {
        const intentId = (error as StripeError & { intentId?: string }).intentId;
        const body = error.body();
        // A declined charge names its PaymentIntent, as Stripe's card errors do.
        return send(
          res,
          error.status,
          intentId
            ? { error: { ...body.error, code: 'card_declined', payment_intent: { id: intentId, object: 'payment_intent', status: 'requires_payment_method' } } }
            : body,
          'application/json',
        );
      }
      const failure =
        error instanceof MollieError ? error : error instanceof SyntaxError ? new MollieError(400, 'Bad Request', 'The JSON body is invalid') : null;
      if (!failure) log(`error: ${(error as Error).stack ?? String(error)}`);
      const answer = failure ?? new MollieError(500, 'Internal Server Error', 'The emulator failed');
      if (!res.headersSent) send(res, answer.status, answer.body());
      else res.end();
    });
  });
  // Payments keeps its connections to the provider alive (emulator-trust.ts). Node closes an idle
  // connection after 5 s by default, and a call that picks that socket just as it closes fails with
  // ECONNRESET (payments then answers 503: a flaky order in the browser tests). Providers keep idle
  // connections far longer, so the emulator does too.
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 121_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `https://${host}:${port}`;
  mollie = new MolliePayments(url);
  stripe = new StripeObjects(url);
  return {
    url,
    caFile: certificates.caFile,
    caPem: certificates.caPem,
    spkiHash: certificates.spkiHash,
    async stop() {
      stopping.abort();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.allSettled([...pendingDeliveries]);
    },
  };
}
