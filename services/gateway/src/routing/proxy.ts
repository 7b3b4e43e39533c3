import { CORRELATION_ID_HEADER, ERROR_CODES, SPEC_MESSAGES, type ErrorEnvelope } from '@rendezvous/contracts';
import type { NextFunction, Request, Response } from 'express';
import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import { createProxyMiddleware, responseInterceptor } from 'http-proxy-middleware';
import type { User } from '@rendezvous/contracts';
import { carriesUser } from './user-composer';
import type { GatewayConfig } from '../config';
import { serviceFor, serviceUrls, type ServiceName } from './route-table';

/** Requests larger than this never reach a service (the services refuse above 100 kB themselves). */
export const GATEWAY_MAX_BODY_BYTES = 1_048_576;

function sendEnvelope(res: ServerResponse, req: IncomingMessage, statusCode: number, code: string, message: string) {
  if (res.headersSent) {
    res.end();
    return;
  }
  const envelope: ErrorEnvelope = { statusCode, code, message, correlationId: String(req.headers[CORRELATION_ID_HEADER] ?? 'none') };
  res.writeHead(statusCode, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(envelope));
}

/** Refuses a declared body above the limit before it is streamed anywhere. */
export function bodyLimit(req: Request, res: Response, next: NextFunction): void {
  const length = Number(req.headers['content-length'] ?? 0);
  if (length > GATEWAY_MAX_BODY_BYTES) {
    sendEnvelope(res, req, 413, ERROR_CODES.bodyTooLarge, 'The request body is too large.');
    return;
  }
  next();
}

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

/** One proxy per service; an unreachable or slow service answers 503 in the envelope, quickly. */
export function createServiceProxies(config: GatewayConfig, hooks: ProxyHooks = {}) {
  return Object.entries(serviceUrls(config)).map(([service, target]) => {
    const composeUser = service === 'identity' ? hooks.composeUser : undefined;
    return createProxyMiddleware<Request, Response>({
      target,
      // Kept connections to each service: without them every call opened a new TCP connection (8 ms of
      // the hop, thousands of sockets in TIME_WAIT), and the service's "Connection: close" reached the
      // browser too, closing its connection after every call. Idle sockets go after 30 s, before the
      // services (nest-kit SERVER_KEEP_ALIVE_MS) would close them under a request.
      agent: new Agent({ keepAlive: true, maxSockets: 128, maxFreeSockets: 32, timeout: 30_000 }),
      // The original Host reaches the service: the site service chooses the site by it.
      changeOrigin: false,
      // X-Forwarded-* are set by forwardedFacts (the visitor's, resolved against TRUSTED_PROXIES);
      // http-proxy's own would append the gateway's view to whatever the browser sent.
      xfwd: false,
      proxyTimeout: config.UPSTREAM_TIMEOUT_MS,
      timeout: config.UPSTREAM_TIMEOUT_MS,
      pathFilter: (path) => serviceFor(path) === service,
      // Identity's answers are buffered so the user object can be completed before it is sent.
      selfHandleResponse: composeUser !== undefined,
      on: {
        proxyRes: composeUser
          ? responseInterceptor(async (buffer, proxyRes, req) => {
              const status = proxyRes.statusCode ?? 500;
              if (!carriesUser(req, status)) {
                if (status < 400) hooks.onSuccess?.(service as ServiceName, req);
                return buffer;
              }
              const user = JSON.parse(buffer.toString('utf8')) as User;
              hooks.onSuccess?.(service as ServiceName, req, user.id);
              const body = JSON.stringify(await composeUser(user, req));
              if (req.method === 'GET') hooks.keepUser?.(req, user, body);
              return body;
            })
          : (proxyRes, req) => {
              const status = proxyRes.statusCode ?? 500;
              if (status < 400) hooks.onSuccess?.(service as ServiceName, req);
            },
        error: (_error, req, res) => {
          if ('writeHead' in res) {
            sendEnvelope(res, req, 503, ERROR_CODES.serviceUnavailable, SPEC_MESSAGES.tryAgainLater);
          } else {
            res.destroy();
          }
        },
      },
    });
  });
}
