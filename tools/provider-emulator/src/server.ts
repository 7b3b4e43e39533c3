import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { emulatorCertificates } from './certificates';
import { checkoutPage } from './checkout-page';
import { CHECKOUT_CHOICES, type CheckoutChoice, MollieError, MolliePayments } from './mollie/payments-api';
import { DEFAULT_KNOBS, deliverWebhook, type EmulatorKnobs } from './webhooks';

export interface ProviderEmulatorOptions {
  /** where the CA and the server certificate are kept between starts */
  certDir: string;
  port?: number;
  host?: string;
  log?: (line: string) => void;
}

export interface ProviderEmulator {
  /** https://127.0.0.1:<port>: Mollie's API is at `${url}/v2/` */
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

/** Mollie's API keys are test_… or live_…; the emulator is test mode only. */
function authorised(req: IncomingMessage): boolean {
  return /^Bearer test_[A-Za-z0-9]{10,}$/.test(req.headers.authorization ?? '');
}

/**
 * The provider emulator: Mollie's v2 payments API and hosted checkout, over HTTPS with a certificate
 * from a CA made on this machine. Tests steer webhooks through /__emulator/knobs.
 */
export async function startProviderEmulator(options: ProviderEmulatorOptions): Promise<ProviderEmulator> {
  const log = options.log ?? ((line: string) => process.stderr.write(`[provider-emulator] ${line}\n`));
  const certificates = await emulatorCertificates(options.certDir);
  const host = options.host ?? '127.0.0.1';
  let knobs: EmulatorKnobs = { ...DEFAULT_KNOBS };
  let payments: MolliePayments | null = null;
  const pendingDeliveries = new Set<Promise<void>>();
  const stopping = new AbortController();

  const track = (delivery: Promise<void>) => {
    pendingDeliveries.add(delivery);
    void delivery.finally(() => pendingDeliveries.delete(delivery));
  };

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'https://emulator.invalid');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const store = payments;
    if (!store) throw new MollieError(503, 'Service Unavailable', 'The emulator is starting');

    if (path === '/__emulator/health') return send(res, 200, { status: 'ok' }, 'application/json');
    if (path === '/__emulator/knobs') {
      if (method === 'PUT') knobs = { ...DEFAULT_KNOBS, ...(JSON.parse(await readBody(req)) as Partial<EmulatorKnobs>) };
      return send(res, 200, knobs, 'application/json');
    }

    const checkout = /^\/checkout\/(tr_[A-Za-z0-9]+)$/.exec(path);
    if (checkout && method === 'GET') return send(res, 200, checkoutPage(store.get(checkout[1])), 'text/html');
    if (checkout && method === 'POST') {
      const choice = new URLSearchParams(await readBody(req)).get('status') as CheckoutChoice;
      if (!CHECKOUT_CHOICES.includes(choice)) throw new MollieError(422, 'Unprocessable Entity', 'Choose a payment status', 'status');
      const before = store.get(checkout[1]);
      const webhookUrl = before.webhookUrl;
      // Out of order: one delivery races ahead of the change and reads the payment still open.
      if (webhookUrl && knobs.webhookOutOfOrder) await deliverWebhook(webhookUrl, before.id, log, stopping.signal);
      const payment = store.settle(checkout[1], choice);
      if (webhookUrl && choice !== 'open') {
        const { webhookDelayMs, webhookDuplicates } = knobs;
        track(
          new Promise<void>((resolve) => setTimeout(resolve, webhookDelayMs)).then(() =>
            Promise.all(Array.from({ length: Math.max(1, webhookDuplicates) }, () => deliverWebhook(webhookUrl, payment.id, log, stopping.signal))).then(() => undefined),
          ),
        );
      }
      res.writeHead(303, { location: payment.redirectUrl ?? '/' });
      res.end();
      return;
    }

    if (path.startsWith('/v2/')) {
      if (!authorised(req)) throw new MollieError(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
      if (path === '/v2/payments' && method === 'POST') {
        const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
        const key = req.headers['idempotency-key'];
        return send(res, 201, store.create(body, typeof key === 'string' ? key : undefined));
      }
      const one = /^\/v2\/payments\/(tr_[A-Za-z0-9]+)$/.exec(path);
      if (one && method === 'GET') return send(res, 200, store.get(one[1]));
    }
    throw new MollieError(404, 'Not Found', 'The resource could not be found.');
  }

  const server: Server = createServer({ key: certificates.key, cert: certificates.cert }, (req, res) => {
    route(req, res).catch((error: unknown) => {
      const failure = error instanceof MollieError ? error : error instanceof SyntaxError ? new MollieError(400, 'Bad Request', 'The JSON body is invalid') : null;
      if (!failure) log(`error: ${(error as Error).stack ?? String(error)}`);
      const answer = failure ?? new MollieError(500, 'Internal Server Error', 'The emulator failed');
      if (!res.headersSent) send(res, answer.status, answer.body());
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `https://${host}:${port}`;
  payments = new MolliePayments(url);
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
