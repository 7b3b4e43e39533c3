import { ERROR_CODES, type ChatSendAck } from '@rendezvous/contracts';
import { chatRoutes } from '@rendezvous/contracts/routes';
import {
  AppError,
  createRateCounter,
  currentCorrelationId,
  inOwnTrace,
  markFailed,
  parseContract,
  TOO_MANY_REQUESTS_MESSAGE,
  toEnvelope,
  type RateCounter,
} from '@rendezvous/nest-kit';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { CHAT_CONFIG, type ChatConfig } from '../config';
import { ChatRealtime } from '../realtime/chat-realtime';
import { BalanceAnnouncer } from './balance-announcer';
import { MessagesService } from './messages.service';

/**
 * A message sent over the member's socket (`chat:send`, ADR 0010 step 3): the same send as
 * POST /api/chat/messages (MessagesService: every rule, the charge once per client id, the same answer),
 * without an HTTP request through the gateway and Nest per message. What HTTP gives the POST, this gives
 * the socket:
 * - the member: the one the gateway or a ticket vouched for when the socket opened (ChatRealtime; the socket is
 *   closed when its session ends);
 * - the body's checks: the route's own schema, with the POST's wording;
 * - a limit: the gateway's request limits do not see socket frames, so sends are counted per member here
 *   (SOCKET_SEND_LIMIT_PER_MINUTE; nest-kit's rate counter, over it the 429 envelope). With REDIS_URL the instances
 *   share their counts every second (SEND_COUNTS_SHARED_EVERY_MS) rather than a Redis round trip per message: a member
 *   sending from several instances at once can go over by what the others let through in that second;
 * - the answer or the error envelope in the acknowledgement, with a correlation id: each send is a trace of its
 *   own (a span named `socket chat:send`, not a child of the socket's hours-long connection), its id the envelope's;
 * - the member's user object: after a charge the gateway is told to drop it (BalanceAnnouncer), before the
 *   acknowledgement, as it drops it itself after a POST, so the next user.php shows the new balance.
 * A client that gets no acknowledgement sends the same message again by POST with the same client id:
 * stored and charged once either way.
 */
/** Who sent over a socket: the member the gateway or a ticket vouched for when it opened, and the site it was opened on. */
export interface SocketSender {
  memberId: number;
  host: string;
  /** the socket's id: the message is not echoed to it (its acknowledgement carries it) */
  socketId?: string;
}

/** How often the instances share their counts of socket sends (Redis): a round trip per message cost more than the send's rules. */
const SEND_COUNTS_SHARED_EVERY_MS = 1_000;

@Injectable()
export class MessagesSocket implements OnModuleInit {
  private readonly logger = new Logger('MessagesSocket');
  private readonly sends: RateCounter;

  constructor(
    private readonly realtime: ChatRealtime,
    private readonly messages: MessagesService,
    private readonly balances: BalanceAnnouncer,
    @Inject(CHAT_CONFIG) config: ChatConfig,
  ) {
    this.sends = createRateCounter({
      name: 'chat-socket-sends',
      limit: config.SOCKET_SEND_LIMIT_PER_MINUTE,
      redisUrl: config.REDIS_URL || undefined,
      shareEveryMs: SEND_COUNTS_SHARED_EVERY_MS,
    });
  }

  onModuleInit(): void {
    this.realtime.onSocket((socket) =>
      socket.on('chat:send', (request, ack) => {
        // A client that asks for no acknowledgement gets nothing sent: socket.io hands the last argument as the ack.
        if (typeof ack !== 'function') return;
        void this.send({ memberId: socket.data.memberId, host: socket.data.host, socketId: socket.id }, request).then(ack);
      }),
    );
  }

  async send(sender: SocketSender, request: unknown): Promise<ChatSendAck> {
    return inOwnTrace('socket chat:send', async (span) => {
      const correlationId = currentCorrelationId() ?? 'none';
      try {
        if (!(await this.sends.take(String(sender.memberId)))) throw new AppError(429, ERROR_CODES.rateLimited, TOO_MANY_REQUESTS_MESSAGE);
        const body = parseContract(chatRoutes.send.body, request, { wording: 'zod', body: true });
        const answer = await this.messages.send(sender.memberId, sender.host, body, sender.socketId);
        if (answer.credits !== null) await this.balances.changed(sender.memberId);
        return { ok: true, answer };
      } catch (error) {
        const envelope = toEnvelope(error, correlationId);
        if (envelope.statusCode >= 500) {
          markFailed(span, error);
          this.logger.error({ err: error, correlationId }, 'a message sent over the socket failed');
        }
        return { ok: false, error: envelope };
      }
    });
  }
}
