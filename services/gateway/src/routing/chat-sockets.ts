import { AUTH_COOKIE, CHAT_PATHS, CORRELATION_ID_HEADER, ERROR_CODES, MEMBER_ID_HEADER, SPEC_MESSAGES, type ErrorEnvelope } from '@rendezvous/contracts';
import { readCookie, requestPath, type InternalClient, type RequestStep } from '@rendezvous/nest-kit';
import { request, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import type { LiveSockets } from './live-sockets';
import { checkSession } from './member-identity';
import { RoundRobin } from './round-robin';
import type { UserCache } from './user-cache';

/** Upgrades waiting for chat's answer longer than this are given up. */
const UPGRADE_TIMEOUT_MS = 10_000;

/** Whether an upgrade's Origin may open a socket: the page's own origin, or one of CORS_ORIGINS. */
export function originAllowed(origin: string | undefined, ownOrigin: string, allowed: readonly string[]): boolean {
  if (!origin) return false;
  return origin === ownOrigin || allowed.includes(origin);
}

function refuseUpgrade(socket: Duplex, req: IncomingMessage, status: number, code: string, message: string): void {
  const envelope: ErrorEnvelope = { statusCode: status, code, message, correlationId: String(req.headers[CORRELATION_ID_HEADER] ?? 'none') };
  const body = JSON.stringify(envelope);
  const reason = status === 403 ? 'Forbidden' : status === 404 ? 'Not Found' : 'Service Unavailable';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export interface ChatSocketOptions {
  /** chat's instances (CHAT_URLS, else CHAT_URL) */
  chatUrls: readonly string[];
  /** the gateway's visitor facts step (forwarded-facts.ts): host, protocol, address and the internal token, as for HTTP calls */
  facts: RequestStep;
  /** the gateway's limits for an upgrade (limits.ts): false when it was refused, with the 429 already on the socket */
  limit: (req: IncomingMessage, socket: Duplex) => Promise<boolean>;
  internal: InternalClient;
  users: UserCache;
  /** the sockets open now, by session: closed when their session ends */
  live: LiveSockets;
  corsOrigins: readonly string[];
  logger: Logger;
}

/**
 * WebSocket upgrades for chat's realtime connection (CHAT_PATHS.socket) through the gateway, where the gateway is the
 * one origin on one port (`npm start`, the tests). In production the ingress sends that path straight to chat, which
 * admits a socket by the ticket the page got from GET /api/chat/socket-ticket (chat's realtime/chat-realtime.ts,
 * ADR 0010), so no frame crosses the gateway. Here:
 * - only from the site's own pages: a socket carries no client header and CORS does not apply to
 *   WebSockets, so the Origin must be the page's own origin (or a configured CORS origin), else 403;
 * - within the address's limits (limits.ts: the /api budget and one of upgrades' own), counted before
 *   the session is looked up; over them, a 429 in the envelope and the socket closed;
 * - only for a logged-in member: the session cookie is checked exactly as for HTTP calls (identity,
 *   or the session the gateway remembers), and chat is told who it is with the internal token;
 * - spread over chat's instances in turn; the socket.io adapter delivers across them, so no sticky
 *   sessions are needed (WebSocket transport only);
 * - closed when the session that opened it ends (logout, a password change, a deletion: live-sockets.ts).
 * Any other upgrade is refused.
 */
export function proxyChatSockets(server: Server, options: ChatSocketOptions): void {
  const instances = new RoundRobin(options.chatUrls.map((url) => new URL(url)));
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    void handle(req, socket, head).catch((error: unknown) => {
      options.logger.error({ err: error }, 'chat socket upgrade failed');
      refuseUpgrade(socket, req, 503, ERROR_CODES.serviceUnavailable, SPEC_MESSAGES.tryAgainLater);
    });
  });

  async function handle(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    if (!requestPath(req).startsWith(CHAT_PATHS.socket)) return refuseUpgrade(socket, req, 404, ERROR_CODES.notFound, SPEC_MESSAGES.notFound);
    // The visitor's facts replace whatever the browser sent (member id and internal token headers included).
    options.facts(req, undefined as never, () => undefined);
    // Counted per real address before anything costs: no session lookup for a flood of made-up cookies.
    if (!(await options.limit(req, socket))) return;
    const ownOrigin = `${String(req.headers['x-forwarded-proto'])}://${String(req.headers['x-forwarded-host'])}`;
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
    if (!originAllowed(origin, ownOrigin, options.corsOrigins)) {
      return refuseUpgrade(socket, req, 403, ERROR_CODES.forbidden, 'This connection is only open to the site’s own pages.');
    }
    const token = readCookie(req, AUTH_COOKIE);
    let memberId = token && token.length <= 200 ? options.users.sessionMember(token) : undefined;
    if (token && token.length <= 200 && memberId === undefined) {
      const askedAt = options.users.currentEpoch;
      const check = await checkSession(options.internal, token);
      if (check === 'unavailable') return refuseUpgrade(socket, req, 503, ERROR_CODES.serviceUnavailable, SPEC_MESSAGES.tryAgainLater);
      if (check !== 'anonymous') {
        options.users.rememberSession(token, check.member, askedAt);
        memberId = check.member;
      }
    }
    if (memberId === undefined) return refuseUpgrade(socket, req, 403, ERROR_CODES.authenticationRequired, 'Please log in to continue.');
    req.headers[MEMBER_ID_HEADER] = String(memberId);
    // A member id is only ever found through a session cookie.
    const opened = { token: token as string, member: memberId };

    const target = instances.pick();
    const upstream = request({
      host: target.hostname,
      port: Number(target.port || 80),
      method: 'GET',
      path: req.url,
      headers: req.headers,
      timeout: UPGRADE_TIMEOUT_MS,
    });
    upstream.on('timeout', () => upstream.destroy(new Error('chat did not answer the upgrade in time')));
    upstream.on('error', () => refuseUpgrade(socket, req, 503, ERROR_CODES.serviceUnavailable, SPEC_MESSAGES.tryAgainLater));
    // Chat refused (socket.io's 400 for a bad handshake, say): its answer goes back as it is.
    upstream.on('response', (answer) => {
      const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`];
      for (let i = 0; i < answer.rawHeaders.length; i += 2) lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      answer.pipe(socket);
    });
    upstream.on('upgrade', (answer, upstreamSocket, upstreamHead) => {
      upstream.setTimeout(0);
      const lines = ['HTTP/1.1 101 Switching Protocols'];
      for (let i = 0; i < answer.rawHeaders.length; i += 2) lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (upstreamHead.length > 0) socket.write(upstreamHead);
      if (head.length > 0) upstreamSocket.write(head);
      upstreamSocket.on('error', () => socket.destroy());
      socket.on('close', () => upstreamSocket.destroy());
      upstreamSocket.on('close', () => socket.destroy());
      upstreamSocket.pipe(socket).pipe(upstreamSocket);
      options.live.add(opened.token, opened.member, socket);
    });
    upstream.end();
  }
}
