import { isAuthAttempt, PROVIDER_WEBHOOK_PREFIX } from '@rendezvous/contracts';
import { createRateLimit, queryParameter, requestPath, type RequestStep } from '@rendezvous/nest-kit';
import { ServerResponse, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { GatewayConfig } from '../config';
import { vouchedClientAddress } from './forwarded-facts';

/** Photo files, members' (route-table.ts): each is a session check and a visibility query. */
const PHOTO_FILES_PREFIX = '/photos/';
/** Paths the gateway serves as files; every other GET outside /api is a page load. */
const FILE_PREFIXES = ['/api', '/cdn/', '/shell/', PHOTO_FILES_PREFIX];

const isApiCall = (path: string) => path === '/api' || path.startsWith('/api/');

export interface GatewayLimits {
  /** the step every HTTP request passes (the proxied calls' list and Express's) */
  requests: RequestStep;
  /**
   * Whether a chat socket upgrade may go on; when not, the 429 envelope has been written on the socket
   * and the socket ended. Resolves before anything else is spent on the upgrade (no session check).
   */
  upgrade: (req: IncomingMessage, socket: Duplex) => Promise<boolean>;
}

type LimitsConfig = Pick<
  GatewayConfig,
  | 'RATE_LIMIT_PER_MINUTE'
  | 'AUTH_RATE_LIMIT_PER_MINUTE'
  | 'PAGE_RATE_LIMIT_PER_MINUTE'
  | 'SOCKET_UPGRADE_RATE_LIMIT_PER_MINUTE'
  | 'WEBHOOK_RATE_LIMIT_PER_MINUTE'
  | 'PHOTO_RATE_LIMIT_PER_MINUTE'
  | 'REDIS_URL'
>;

/**
 * The gateway's budgets per real client address (forwarded-facts.ts), in Redis when REDIS_URL is set so
 * replicas share them:
 * - every `/api` call spends from RATE_LIMIT_PER_MINUTE, except the payment providers' webhooks;
 * - guessing secrets, creating accounts and sending mail (contracts isAuthAttempt) spend from the
 *   much tighter AUTH_RATE_LIMIT_PER_MINUTE as well;
 * - page loads render index.html with settings, so they have PAGE_RATE_LIMIT_PER_MINUTE and
 *   cannot be used to flood the site service;
 * - the providers' webhooks have WEBHOOK_RATE_LIMIT_PER_MINUTE of their own: a provider's one address
 *   carries every member's webhooks, and a refused one is delivered again (docs/adr/0004);
 * - photo files, which cost a session check and a visibility query each, PHOTO_RATE_LIMIT_PER_MINUTE;
 * - chat socket upgrades spend from the /api budget and from SOCKET_UPGRADE_RATE_LIMIT_PER_MINUTE,
 *   before the session behind their cookie is looked up.
 * One middleware picks the budgets a request spends, so each call runs only the limiters that
 * count it (three limiters that each decided to skip cost a measurable part of the gateway hop).
 */
export function gatewayLimits(config: LimitsConfig): GatewayLimits {
  const redisUrl = config.REDIS_URL || undefined;
  const key = vouchedClientAddress;
  const api = createRateLimit({ name: 'api', limit: config.RATE_LIMIT_PER_MINUTE, redisUrl, key });
  const auth = createRateLimit({ name: 'auth', limit: config.AUTH_RATE_LIMIT_PER_MINUTE, redisUrl, key });
  const pages = createRateLimit({ name: 'pages', limit: config.PAGE_RATE_LIMIT_PER_MINUTE, redisUrl, key });
  const webhooks = createRateLimit({ name: 'webhooks', limit: config.WEBHOOK_RATE_LIMIT_PER_MINUTE, redisUrl, key });
  const photos = createRateLimit({ name: 'photos', limit: config.PHOTO_RATE_LIMIT_PER_MINUTE, redisUrl, key });
  const upgrades = createRateLimit({ name: 'upgrades', limit: config.SOCKET_UPGRADE_RATE_LIMIT_PER_MINUTE, redisUrl, key });
  const both =
    (first: RequestStep, second: RequestStep): RequestStep =>
    (req, res, next) =>
      first(req, res, (error?: unknown) => (error ? next(error) : second(req, res, next)));
  const apiThenAuth = both(api, auth);
  const apiThenUpgrades = both(api, upgrades);

  const requests: RequestStep = function gatewayLimitsMiddleware(req, res, next): void {
    const path = requestPath(req);
    const method = req.method ?? 'GET';
    if (isApiCall(path)) {
      // One provider address carries every member's webhooks: a budget of their own, never the /api one.
      if (path.startsWith(PROVIDER_WEBHOOK_PREFIX)) return void webhooks(req, res, next);
      if (!isAuthAttempt(method, path, queryParameter(req, 'push'))) return void api(req, res, next);
      return void apiThenAuth(req, res, next);
    }
    if (path.startsWith(PHOTO_FILES_PREFIX)) return void photos(req, res, next);
    if (method === 'GET' && !FILE_PREFIXES.some((prefix) => path.startsWith(prefix))) return void pages(req, res, next);
    next();
  };

  return {
    requests,
    // An upgrade has no response object: the limiters answer through one bound to the raw socket, so a
    // refusal is the same 429 envelope (with its RateLimit headers) as an HTTP call's.
    upgrade: (req, socket) =>
      new Promise<boolean>((resolve) => {
        const res = new ServerResponse(req);
        res.shouldKeepAlive = false;
        res.assignSocket(socket as Socket);
        res.on('finish', () => {
          res.detachSocket(socket as Socket);
          socket.end();
          resolve(false);
        });
        // A store error passes (as for HTTP calls, createRateLimit's passOnStoreError): the site stays up.
        apiThenUpgrades(req, res, () => {
          res.detachSocket(socket as Socket);
          resolve(true);
        });
      }),
  };
}
