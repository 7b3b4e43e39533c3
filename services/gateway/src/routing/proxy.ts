import {
  CHAT_PATHS,
  CORRELATION_ID_HEADER,
  ERROR_CODES,
  PHOTO_MESSAGES,
  PHOTO_UPLOAD_MAX_BYTES,
  PHOTOS_ERROR_CODES,
  PHOTOS_PATHS,
  SPEC_MESSAGES,
  type ErrorEnvelope,
  type User,
} from '@rendezvous/contracts';
import { Agent, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { requestPath, type RequestStep } from '@rendezvous/nest-kit';
import { carriesUser } from './user-composer';
import type { GatewayConfig } from '../config';
import { RoundRobin } from './round-robin';
import { serviceFor, serviceInstances, type ServiceName } from './route-table';

/** Requests larger than this never reach a service (the services refuse above 100 kB themselves). */
export const GATEWAY_MAX_BODY_BYTES = 1_048_576;

/** A composed user answer is read whole before it is completed; identity's are a few kB. */
const MAX_BUFFERED_ANSWER_BYTES = 1_048_576;

/**
 * Headers that describe one connection, not the message (RFC 9110 7.6.1): never passed on in either
 * direction, so a browser's `Connection: close` does not close a kept upstream connection and a
 * service's never reaches the browser.
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'upgrade'];

function sendEnvelope(res: ServerResponse, req: IncomingMessage, statusCode: number, code: string, message: string) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const envelope: ErrorEnvelope = { statusCode, code, message, correlationId: String(req.headers[CORRELATION_ID_HEADER] ?? 'none') };
  res.writeHead(statusCode, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(envelope));
}

/**
 * The calls with a larger body: photo uploads (a profile photo, a chat photo), up to 10 MB. The owning
 * service counts the bytes while they stream (a chunked body declares no length), so the gateway only
 * refuses a declared length early.
 */
const PHOTO_UPLOAD_PATHS: ReadonlySet<string> = new Set([PHOTOS_PATHS.own, CHAT_PATHS.photos]);
const isPhotoUpload = (req: IncomingMessage) => req.method === 'POST' && PHOTO_UPLOAD_PATHS.has(requestPath(req));

/** Refuses a declared body above the limit before it is streamed anywhere. */
export const bodyLimit: RequestStep = (req, res, next) => {
  const length = Number(req.headers['content-length'] ?? 0);
  if (length > GATEWAY_MAX_BODY_BYTES && !(isPhotoUpload(req) && length <= PHOTO_UPLOAD_MAX_BYTES)) {
    // A photo too large gets members' own refusal, so the member reads one message however the size was found.
    if (isPhotoUpload(req)) sendEnvelope(res, req, 413, PHOTOS_ERROR_CODES.tooLarge, PHOTO_MESSAGES.tooLarge);
    else sendEnvelope(res, req, 413, ERROR_CODES.bodyTooLarge, 'The request body is too large.');
    return;
  }
  next();
};

export interface ProxyHooks {
  /**
   * called after a service answered a call successfully (e.g. to drop caches after an admin change);
   * memberId when the answer carried the user object
   */
  onSuccess?: (service: ServiceName, req: IncomingMessage, memberId?: number) => void;
  /** completes identity's user object with the parts other services own */
  composeUser?: (user: User, req: IncomingMessage) => Promise<User>;
  /** a composed `GET /api/user.php` answer, to keep for the session's next call */
  keepUser?: (req: IncomingMessage, user: User, body: string) => void;
}

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

/**
 * The proxy for every `/api` call a service owns (route-table.ts): one middleware, one lookup of the
 * owner, the request streamed to it over a kept connection and the answer streamed back. Written on
 * node:http rather than with a general-purpose proxy (five http-proxy-middleware instances, each
 * testing every path, before): the hop is on every call the site makes (bench/gateway-hop.mjs), and
 * this does only what the gateway needs:
 * - the original Host and the X-Forwarded-* set by forwardedFacts reach the service untouched;
 * - hop-by-hop headers stay on their side of the gateway;
 * - an unreachable, failing or slow service answers 503 in the envelope, never a hang;
 * - identity's answers that carry the user object are read whole and completed (composeUser).
 */
export function createServiceProxy(config: GatewayConfig, hooks: ProxyHooks = {}): RequestStep {
  const targets = Object.fromEntries(
    Object.entries(serviceInstances(config)).map(([service, urls]) => [
      service,
      new RoundRobin(
        urls.map((url) => {
          const target = new URL(url);
          return {
            host: target.hostname,
            port: Number(target.port || 80),
            // Kept connections to each instance: without them every call opened a new TCP connection
            // (8 ms of the hop, thousands of sockets in TIME_WAIT). Idle sockets go after 30 s, before
            // the services (nest-kit SERVER_KEEP_ALIVE_MS, 65 s) would close them under a request.
            agent: new Agent({ keepAlive: true, maxSockets: 128, maxFreeSockets: 32, timeout: 30_000 }),
          };
        }),
      ),
    ]),
  ) as Record<ServiceName, RoundRobin<{ host: string; port: number; agent: Agent }>>;

  return function serviceProxy(req, res, next): void {
    const service = serviceFor(requestPath(req));
    if (!service) return next();
    // Several instances (chat with CHAT_URLS): one after the other; they share their state through Postgres.
    const target = targets[service].pick();
    const upstream = request({
      host: target.host,
      port: target.port,
      agent: target.agent,
      method: req.method,
      path: (req as { originalUrl?: string }).originalUrl ?? req.url,
      headers: withoutHopByHop(req.headers),
      timeout: config.UPSTREAM_TIMEOUT_MS,
    });
    let settled = false;
    const fail = () => {
      if (settled) return;
      settled = true;
      upstream.destroy();
      sendEnvelope(res, req, 503, ERROR_CODES.serviceUnavailable, SPEC_MESSAGES.tryAgainLater);
    };
    upstream.on('timeout', fail);
    upstream.on('error', fail);
    // The browser went away: the service's work goes on, but its answer is not waited for.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.on('response', (answer) => {
      const status = answer.statusCode ?? 502;
      const composeUser = hooks.composeUser;
      if (service === 'identity' && composeUser && carriesUser(req, status)) {
        void completeUser(answer, status, composeUser);
        return;
      }
      if (status < 400) hooks.onSuccess?.(service, req);
      res.writeHead(status, withoutHopByHop(answer.headers));
      answer.pipe(res);
      answer.on('error', fail);
    });
    req.pipe(upstream);

    async function completeUser(answer: IncomingMessage, status: number, composeUser: NonNullable<ProxyHooks['composeUser']>) {
      try {
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of answer as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > MAX_BUFFERED_ANSWER_BYTES) throw new Error('user answer too large');
          chunks.push(chunk);
        }
        const user = JSON.parse(Buffer.concat(chunks).toString('utf8')) as User;
        hooks.onSuccess?.(service as ServiceName, req, user.id);
        const body = JSON.stringify(await composeUser(user, req));
        if (req.method === 'GET') hooks.keepUser?.(req, user, body);
        const headers = withoutHopByHop(answer.headers);
        delete headers['content-length'];
        delete headers['transfer-encoding'];
        res.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(body) });
        res.end(body);
      } catch {
        fail();
      }
    }
  };
}
