import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';

/** A push as the browser would read it after decryption, with what the push service checked on the way in. */
export interface ReceivedPush {
  /** the endpoint it was sent to (one subscription's) */
  endpoint: string;
  /** the decrypted JSON the service worker gets (event.data.json()) */
  data: Record<string, unknown>;
  headers: { ttl: string | undefined; urgency: string | undefined; topic: string | undefined; contentEncoding: string | undefined };
  /** the VAPID claims (RFC 8292), after their ES256 signature was checked against the key named with them */
  vapid: { publicKey: string; audience: string; subject: string; expiresAt: number };
}

/** What a browser holds for one subscription: the endpoint and keys it gives the site, and its private half. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface Receiver {
  privateKey: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
  /** the status the service answers with: 201 delivers, 404/410 say the subscription is gone */
  status: number;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * Decrypts an aes128gcm Web Push body (RFC 8291 with RFC 8188) the way a browser does, written from
 * the RFCs rather than with the sender's library, so a wrong key or a wrong derivation fails here.
 */
export function decryptPush(body: Buffer, receiver: Pick<Receiver, 'privateKey' | 'publicKey' | 'auth'>): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('push body is longer than one record');
  const shared = receiver.privateKey.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.publicKey, senderPublicKey]);
  const ikm = hmac(hmac(receiver.auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const key = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) throw new Error('push body has no last-record delimiter');
  return padded.subarray(0, end);
}

/** Checks the `vapid t=<jwt>, k=<key>` authorization: the JWT's ES256 signature against k, and returns its claims. */
export function checkVapid(authorization: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, publicKey] = match;
  const [header, claims, signature] = token.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the VAPID signature does not match its key');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  const { aud, sub, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; sub: string; exp: number };
  return { publicKey, audience: aud, subject: sub, expiresAt: exp };
}

/**
 * A push service of the test's own on https://localhost (certificate from the machine's local CA,
 * which identity trusts for push endpoints): it hands out subscriptions like a browser's push
 * manager, checks each push's VAPID signature, decrypts it with the subscription's private key and
 * keeps it for the test to read. A subscription can be told to answer 410 (gone), like an expired
 * one, or a redirect. Endpoints name localhost, never 127.0.0.1: identity refuses IP addresses as
 * push endpoints, and pushes to a name that resolves to loopback only with the test platform's
 * PUSH_ALLOW_LOOPBACK and localhost in PUSH_ENDPOINT_HOSTS (issue 30).
 */
export async function startPushService(): Promise<{
  subscribe(): TestSubscription;
  answer(subscription: TestSubscription, status: number): void;
  /** what arrived, all of it or one endpoint's */
  received(endpoint?: string): ReceivedPush[];
  /** every request that reached the service (its URL), delivered or not, all or one endpoint's */
  requests(endpoint?: string): string[];
  /** what arrived once there are `count` (for one endpoint if given), or when the time is up; a push that failed its checks throws */
  waitFor(count: number, options?: { endpoint?: string; timeoutMs?: number }): Promise<ReceivedPush[]>;
  stop(): Promise<void>;
}> {
  const certDir = dirname(process.env.RDV_PROVIDER_EMULATOR_CA ?? '');
  const receivers = new Map<string, Receiver>();
  const pushes: ReceivedPush[] = [];
  const requests: string[] = [];
  const failures: Error[] = [];
  const server: Server = createServer(
    { key: readFileSync(join(certDir, 'server-key.pem')), cert: readFileSync(join(certDir, 'server.pem')) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        requests.push(`${origin}${request.url}`);
        const id = (request.url ?? '').replace(/^\/push\//, '');
        const receiver = receivers.get(id);
        if (!receiver || request.method !== 'POST') {
          response.writeHead(404).end();
          return;
        }
        if (receiver.status >= 300 && receiver.status < 400) {
          response.writeHead(receiver.status, { location: `${origin}/moved${request.url}` }).end();
          return;
        }
        if (receiver.status !== 201) {
          response.writeHead(receiver.status).end();
          return;
        }
        try {
          const vapid = checkVapid(request.headers.authorization);
          const data = JSON.parse(decryptPush(Buffer.concat(chunks), receiver).toString('utf8')) as Record<string, unknown>;
          const header = (name: string) => request.headers[name] as string | undefined;
          pushes.push({
            endpoint: `${origin}${request.url}`,
            data,
            vapid,
            headers: { ttl: header('ttl'), urgency: header('urgency'), topic: header('topic'), contentEncoding: header('content-encoding') },
          });
          response.writeHead(201).end();
        } catch (error) {
          failures.push(error as Error);
          response.writeHead(400).end(String(error));
        }
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  const idOf = (subscription: TestSubscription) => new URL(subscription.endpoint).pathname.replace(/^\/push\//, '');

  return {
    subscribe() {
      const privateKey = createECDH('prime256v1');
      const publicKey = privateKey.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(8).toString('hex');
      receivers.set(id, { privateKey, publicKey, auth, status: 201 });
      return { endpoint: `${origin}/push/${id}`, keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') } };
    },
    answer(subscription, status) {
      const receiver = receivers.get(idOf(subscription));
      if (receiver) receiver.status = status;
    },
    received: (endpoint) => pushes.filter((push) => endpoint === undefined || push.endpoint === endpoint),
    requests: (endpoint) => requests.filter((url) => endpoint === undefined || url === endpoint),
    async waitFor(count, { endpoint, timeoutMs = 5_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      const arrived = () => pushes.filter((push) => endpoint === undefined || push.endpoint === endpoint);
      while (arrived().length < count && Date.now() < deadline && failures.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      if (failures.length > 0) throw failures[0];
      return arrived();
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
