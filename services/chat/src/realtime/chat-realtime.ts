import { AUTH_COOKIE, CHAT_PATHS, ERROR_CODES, type ChatClientEvents, type ChatServerEvents } from '@rendezvous/contracts';
import type { EventPayload } from '@rendezvous/contracts/internal';
import {
  createLogger,
  createRateCounter,
  INTERNAL_TOKEN,
  readCookie,
  registerGauge,
  requestHost,
  sessionRef,
  vouchedMemberId,
  type RateCounter,
} from '@rendezvous/nest-kit';
import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { Pool } from 'pg';
import { Server, type Socket } from 'socket.io';
import { CHAT_CONFIG, type ChatConfig } from '../config';
import { localWhenAlone } from './local-when-alone';
import { ALIVE_EVERY_MS, PresenceElsewhere } from './presence-elsewhere';
import { keepWithinSocketCap } from './socket-cap';
import { SocketTickets } from './socket-tickets';

/** What chat instances ask each other (serverSideEmit through the adapter). */
interface InterServerEvents {
  /** the answering instance's id when the member has a socket there, else null (isConnected asks what it was not told) */
  'chat:present': (memberId: number, answer: (present: string | null) => void) => void;
  /** the member's first socket on the sending instance joined (presence-elsewhere.ts) */
  'chat:arrived': (memberId: number, instance: string) => void;
  /** the member's last socket on the sending instance closed */
  'chat:left': (memberId: number) => void;
  /** the sending instance is alive (every ALIVE_EVERY_MS): the members it announced still count */
  'chat:alive': (instance: string) => void;
  /** drop what the answering instance cached of these members' pairs (PairCache), answered once done */
  'chat:forget-pairs': (memberIds: number[], answer: (done: true) => void) => void;
}
interface SocketData {
  memberId: number;
  /** the session that opened the socket (nest-kit sessionRef): it closes when that session ends */
  session: string | null;
  /** the site the socket was opened on: its settings apply to what the socket sends */
  host: string;
}

/** A member's socket as resources see it: what it sends (ChatClientEvents), and whose it is (`data`: vouched for by the gateway or a ticket). */
export type ChatSocket = Socket<ChatClientEvents, ChatServerEvents, InterServerEvents, SocketData>;

/** The room every socket of one member joins: an event for the member reaches all their tabs and devices. */
export const memberRoom = (memberId: number) => `member:${memberId}`;
/** The room of the sockets one session opened: closed together when the session ends. */
const sessionRoom = (session: string) => `session:${session}`;

/** Whether an upgrade's Origin is the site the browser asked (the Host it connected to) or one of `allowed`. */
export function socketOriginAllowed(req: Pick<IncomingMessage, 'headers'>, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === requestHost(req);
  } catch {
    return false;
  }
}

/**
 * The realtime side of chat: socket.io on this service's HTTP server, at CHAT_PATHS.socket, WebSocket
 * transport only (no long-polling, so no sticky sessions). A socket reaches chat one of two ways (ADR 0010):
 * - through the gateway's pipe (`npm start`, one origin on one port): the gateway checked the session cookie,
 *   the Origin and its limits, and vouches for the member with the internal token exactly as for HTTP calls
 *   (nest-kit vouchedMemberId);
 * - straight from the ingress (production): the Origin must be the site the browser connected to (or one of
 *   SOCKET_ORIGINS), the handshake must carry a ticket the page got from GET /api/chat/socket-ticket a moment
 *   before (socket-tickets.ts: member, session and site, signed, one minute), and the member's upgrades are
 *   counted (SOCKET_UPGRADE_LIMIT_PER_MINUTE). No frame of the socket crosses the gateway then.
 * Anything else is refused. Either way the socket joins its member's room and its session's: identity's
 * `sessions.ended` closes a session's sockets on every instance (endSessions), so no socket outlives its session.
 *
 * A socket sends one thing, a message (`chat:send`, handled by the messages resource: MessagesSocket);
 * every other write (read, typing, delete) is an HTTP call with the same guards as the rest of the API.
 * Events reach sockets on every chat instance through the adapter: Postgres LISTEN/NOTIFY on chat's own
 * database, or Redis pub/sub when REDIS_URL is set.
 */
@Injectable()
export class ChatRealtime implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private io: Server<ChatClientEvents, ChatServerEvents, InterServerEvents, SocketData> | null = null;
  /** resources' listeners on each new socket (MessagesSocket's chat:send), registered before the server starts */
  private readonly socketListeners: Array<(socket: ChatSocket) => void> = [];
  private forgetPairs: (memberIds: number[]) => void = () => undefined;
  /** this instance, as it names itself to the others (chat:arrived, chat:alive, its answers to chat:present) */
  private readonly instanceId = randomUUID();
  /** members with sockets on the other instances, as they told (isConnected) */
  private readonly presentElsewhere = new PresenceElsewhere();
  private aliveTimer: NodeJS.Timeout | null = null;
  private closeFanOut: (() => Promise<void>) | null = null;
  readonly tickets: SocketTickets;
  private readonly upgrades: RateCounter;
  private readonly socketOrigins: readonly string[];
  /** the Postgres adapter's NOTIFYs under way */
  private readonly notifying = new Set<Promise<unknown>>();
  private readonly logger;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(CHAT_CONFIG) private readonly config: ChatConfig,
    @Inject(INTERNAL_TOKEN) private readonly internalToken: string,
  ) {
    this.logger = createLogger('chat', config.LOG_LEVEL);
    this.tickets = new SocketTickets(internalToken);
    this.upgrades = createRateCounter({ name: 'chat-socket-upgrades', limit: config.SOCKET_UPGRADE_LIMIT_PER_MINUTE, redisUrl: config.REDIS_URL || undefined });
    this.socketOrigins = config.SOCKET_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
  }

  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter.getHttpServer() as HttpServer;
    const io = new Server<ChatClientEvents, ChatServerEvents, InterServerEvents, SocketData>(server, {
      path: CHAT_PATHS.socket,
      transports: ['websocket'],
      serveClient: false,
      // The largest thing a client sends is a message: up to 10,000 characters (site settings' message_length), 4 bytes each at most.
      maxHttpBufferSize: 48 * 1_024,
      // A connection that has not joined (no handshake, or a refused one) is closed after 10 s, not socket.io's 45 s.
      connectTimeout: 10_000,
      // A direct upgrade from a page of another site is refused before the WebSocket opens (the gateway's pipe checked the Origin itself).
      allowRequest: (req, answer) => {
        const allowed = this.vouchedByGateway(req) || socketOriginAllowed(req, this.socketOrigins);
        answer(allowed ? null : 'origin not allowed', allowed);
      },
    });
    io.adapter(this.fanOut());
    io.use((socket, next) => {
      void this.admit(socket.request, socket.handshake.auth).then(
        (data) => {
          if (typeof data === 'string') return next(new Error(data));
          socket.data = data;
          next();
        },
        (error: unknown) => {
          this.logger.warn({ err: error }, 'a socket could not be admitted');
          next(new Error(ERROR_CODES.serviceUnavailable));
        },
      );
    });
    io.on('chat:present', (memberId, answer) => answer(this.hasLocalSocket(memberId) ? this.instanceId : null));
    io.on('chat:arrived', (memberId, instance) => this.presentElsewhere.arrived(memberId, instance));
    io.on('chat:alive', (instance) => this.presentElsewhere.heardFrom(instance));
    io.on('chat:forget-pairs', (memberIds, answer) => {
      this.forgetPairs(memberIds);
      answer(true);
    });
    io.on('chat:left', (memberId) => this.presentElsewhere.left(memberId));
    this.aliveTimer = setInterval(() => {
      io.serverSideEmit('chat:alive', this.instanceId);
      this.presentElsewhere.forgetSilentInstances();
    }, ALIVE_EVERY_MS).unref();
    io.on('connection', (socket) => {
      for (const listen of this.socketListeners) listen(socket);
      // The member's last socket here closed: other instances stop taking them for present (their isConnected).
      socket.on('disconnect', () => {
        if (!this.hasLocalSocket(socket.data.memberId)) io.serverSideEmit('chat:left', socket.data.memberId);
      });
      const room = memberRoom(socket.data.memberId);
      const rooms = socket.data.session ? [room, sessionRoom(socket.data.session)] : [room];
      // Sockets per member are capped (socket-cap.ts): the member's oldest sockets make room for this one.
      // The member's first socket here is announced: other instances need not ask about them (isConnected).
      void Promise.resolve(socket.join(rooms)).then(
        () => {
          if (io.sockets.adapter.rooms.get(room)?.size === 1) io.serverSideEmit('chat:arrived', socket.data.memberId, this.instanceId);
          return keepWithinSocketCap(io.of('/'), room);
        },
        (error: unknown) => this.logger.warn({ err: error }, 'a socket could not join its member room'),
      );
    });
    this.io = io;
    registerGauge('chat_sockets', 'Member sockets open on this chat instance.', () => io.engine.clientsCount);
  }

  private vouchedByGateway(req: IncomingMessage): boolean {
    try {
      return vouchedMemberId(req, this.internalToken) !== null;
    } catch {
      return false;
    }
  }

  /**
   * Who a socket belongs to, or the error code its client is told (socket.io's connect_error): the member the gateway
   * vouches for, with the session of the cookie it checked; else the ticket's member, session and site.
   */
  private async admit(req: IncomingMessage, auth: Record<string, unknown> | undefined): Promise<SocketData | string> {
    let vouched: number | null;
    try {
      vouched = vouchedMemberId(req, this.internalToken);
    } catch {
      // A wrong internal token: a misconfigured gateway, not a visitor's mistake.
      return ERROR_CODES.serviceUnavailable;
    }
    if (vouched !== null) {
      const token = readCookie(req, AUTH_COOKIE);
      return { memberId: vouched, session: token ? sessionRef(token) : null, host: requestHost(req) };
    }
    const ticket = this.tickets.check(auth?.ticket);
    if (!ticket) return ERROR_CODES.authenticationRequired;
    if (!(await this.upgrades.take(String(ticket.memberId)))) return ERROR_CODES.rateLimited;
    return { memberId: ticket.memberId, session: ticket.session, host: ticket.host };
  }

  /**
   * Closes the sockets of sessions that ended (identity's `sessions.ended`), on every instance: one session's
   * (a logout), all of the member's but one (a password change keeps the device that made it), or all.
   */
  endSessions({ member_id, session, except_session }: EventPayload<'sessions.ended'>): void {
    if (!this.io) return;
    if (session) this.io.in(sessionRoom(session)).disconnectSockets(true);
    else if (except_session) this.io.in(memberRoom(member_id)).except(sessionRoom(except_session)).disconnectSockets(true);
    else this.io.in(memberRoom(member_id)).disconnectSockets(true);
  }

  private fanOut() {
    if (this.config.REDIS_URL) {
      const publisher = new Redis(this.config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 });
      const subscriber = publisher.duplicate();
      for (const client of [publisher, subscriber]) client.on('error', (error) => this.logger.warn({ err: error }, 'realtime redis error'));
      this.closeFanOut = async () => {
        publisher.disconnect();
        subscriber.disconnect();
      };
      return createRedisAdapter(publisher, subscriber, { key: 'rdv-chat' });
    }
    // One listening connection and a few for NOTIFY; never the request pool's connections.
    // A short connect timeout: with other instances known, a local emit waits for its NOTIFY to be tried
    // (socket.io's cluster adapter), so an unreachable Postgres must fail fast rather than hold events back.
    // Alone, an emit is local only, without a NOTIFY (local-when-alone.ts).
    const pool = new Pool({ connectionString: this.config.DATABASE_URL, max: 4, connectionTimeoutMillis: 2_000 });
    pool.on('error', (error) => this.logger.warn({ err: error }, 'realtime postgres error'));
    this.closeFanOut = async () => {
      await Promise.allSettled([...this.notifying]);
      await pool.end();
    };
    return localWhenAlone(createPostgresAdapter(this.listenerPool(pool), { channelPrefix: 'rdv_chat', tableName: 'socket_io_attachments' }));
  }

  /**
   * The pool as the Postgres adapter sees it (it calls connect() and query() only), mending how it
   * keeps its LISTEN connection. It checks that connection out of the pool for good, and pg-pool
   * listens for 'error' on idle connections only: when Postgres restarted or stopped, the dropped
   * connection's 'error' went unheard and ended the process (chat crash-looped while Postgres was
   * down). Here it is logged; on 'end' the connection goes back to the pool as broken, or each drop
   * would leak one of its 4 places until none was left, and the adapter connects and LISTENs again.
   * The adapter retries every 1 to 3 s; after a few failures in a row each attempt waits longer too
   * (up to 30 s), so a long outage is not a storm of connection attempts and warnings.
   */
  private listenerPool(pool: Pool): Pool {
    let failuresInRow = 0;
    const connect = async () => {
      if (failuresInRow >= 3) await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1_000 * 2 ** (failuresInRow - 3))));
      try {
        const client = await pool.connect();
        failuresInRow = 0;
        client.on('error', (error) => this.logger.warn({ err: error }, 'realtime listening connection lost; connecting again'));
        client.once('end', () => client.release(new Error('connection ended')));
        return client;
      } catch (error) {
        failuresInRow += 1;
        throw error;
      }
    };
    // NOTIFYs under way are awaited before the pool ends (closeFanOut): the adapter's goodbye to the other
    // instances (ADAPTER_CLOSE, sent as it closes) would otherwise be cut off, and they would wait for this
    // instance's answers until its heartbeats are missed.
    const query = (...args: Parameters<Pool['query']>) => {
      const sent = (pool.query as (...a: unknown[]) => Promise<unknown>)(...args);
      this.notifying.add(sent);
      void sent.then(
        () => this.notifying.delete(sent),
        () => this.notifying.delete(sent),
      );
      return sent;
    };
    return { connect, query } as unknown as Pool;
  }

  /** Lets a resource listen on every member socket that connects (for what sockets send); registered before the application starts. */
  onSocket(listen: (socket: ChatSocket) => void): void {
    if (this.io) throw new Error('chat realtime: a socket listener registered after the server started');
    this.socketListeners.push(listen);
  }

  /** What this instance does when another asks it to forget members' pairs (PairCache registers itself). */
  onForgetPairs(forget: (memberIds: number[]) => void): void {
    this.forgetPairs = forget;
  }

  /**
   * Asks every other instance to forget the members' pairs and waits for each answer: the caller (an event's
   * after-commit step) answers its delivery only then. The adapter's timeout (5 s) rejects when one does not answer;
   * an instance that stopped said goodbye, one that died is no longer counted once its heartbeats are missed.
   */
  async askOthersToForgetPairs(memberIds: readonly number[]): Promise<void> {
    await this.io?.serverSideEmitWithAck('chat:forget-pairs', [...memberIds]);
  }

  /** Sends an event to every socket of a member, on every chat instance. */
  toMember<E extends keyof ChatServerEvents>(memberId: number, event: E, ...payload: Parameters<ChatServerEvents[E]>): void {
    this.io?.to(memberRoom(memberId)).emit(event, ...payload);
  }

  /** The same event to several members at once: one broadcast (one NOTIFY) instead of one per member. */
  toMembers<E extends keyof ChatServerEvents>(memberIds: readonly number[], event: E, ...payload: Parameters<ChatServerEvents[E]>): void {
    this.io?.to(memberIds.map(memberRoom)).emit(event, ...payload);
  }

  /** The same, except to one socket (by its id, on whichever instance holds it): the one that sent what the event tells. */
  toMembersExcept<E extends keyof ChatServerEvents>(
    memberIds: readonly number[],
    socketId: string,
    event: E,
    ...payload: Parameters<ChatServerEvents[E]>
  ): void {
    this.io
      ?.to(memberIds.map(memberRoom))
      .except(socketId)
      .emit(event, ...payload);
  }

  /** Whether the member has a socket open on any instance (no push or mail for what they see live). */
  async isConnected(memberId: number): Promise<boolean> {
    if (!this.io) return false;
    // A socket of theirs on this instance answers it without asking the others (a NOTIFY there and back per
    // message on two instances, and under load a late answer that turns into a push and a mail).
    if (this.hasLocalSocket(memberId)) return true;
    // Told by another instance (its chat:arrived, or an earlier answer) and not gone since (chat:left, or the instance
    // fell silent): messages do not each ask (a request and an answer through the adapter, and a count of its subscribers).
    if (this.presentElsewhere.isPresent(memberId)) return true;
    const mark = this.presentElsewhere.asking();
    try {
      // A yes or no from each other instance, not fetchSockets(): that sent back every socket's handshake (its headers)
      // through the adapter, for a question of one bit. The adapter's own timeout (5 s): a shorter one made a busy
      // instance's answer count as "no socket", and every message a push and a mail. An instance that stops says
      // goodbye first (closeFanOut); one that died is waited for until its heartbeats are missed (10 s).
      const answers = await this.io.serverSideEmitWithAck('chat:present', memberId);
      // Not kept when their socket there closed while the question was on its way (its chat:left came first).
      return this.presentElsewhere.answered(memberId, mark, answers);
    } catch {
      // Another instance did not answer in time: better one notification too many than a missed message.
      return false;
    }
  }

  private hasLocalSocket(memberId: number): boolean {
    return (this.io?.sockets.adapter.rooms.get(memberRoom(memberId))?.size ?? 0) > 0;
  }

  /**
   * Before Nest closes the HTTP server: its close waits for every open connection, and a member's socket stays open
   * (the process waited for them until it was killed). The connections are closed under the sockets (engine.io's
   * close), not disconnected by socket.io: a page's client takes that as a lost connection ("transport close") and
   * reconnects with its back-off, to another instance when this one is out of rotation, while a socket.io disconnect
   * ("io server disconnect", what an ended session or the socket cap sends) is final for it.
   */
  beforeApplicationShutdown(): void {
    if (this.aliveTimer) clearInterval(this.aliveTimer);
    // Not io.close(): that would close the HTTP server too, which Nest closes itself.
    this.io?.engine.close();
  }

  async onApplicationShutdown(): Promise<void> {
    const io = this.io;
    this.io = null;
    await io?.of('/').adapter.close?.();
    await this.closeFanOut?.();
  }
}
