import { ERROR_CODES, type ChatSendAck } from '@rendezvous/contracts';
import { chatRoutes } from '@rendezvous/contracts/routes';
import { AppError, parseContract, requestHost, TOO_MANY_REQUESTS_MESSAGE, toEnvelope, withCorrelationId } from '@rendezvous/nest-kit';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { randomUUID } from 'node:crypto';
import { CHAT_CONFIG, type ChatConfig } from '../config';
import { ChatRealtime, type SocketSender } from '../realtime/chat-realtime';
import { BalanceAnnouncer } from './balance-announcer';
import { MessagesService } from './messages.service';

/** A fixed window of sends per member. */
const WINDOW_MS = 60_000;

/**
 * A message sent over the member's socket (`chat:send`, ADR 0010 step 3): the same send as
 * POST /api/chat/messages (MessagesService: every rule, the charge once per client id, the same answer),
 * without an HTTP request through the gateway and Nest per message. What HTTP gives the POST, this gives
 * the socket:
 * - the member: the one the gateway vouched for when the socket opened (its session is re-checked, and the
 *   socket closed when it ends: the gateway's live-sockets.ts);
 * - the body's checks: the route's own schema, with the POST's wording;
 * - a limit: the gateway's request limits do not see socket frames, so sends are counted per member here
 *   (SOCKET_SEND_LIMIT_PER_MINUTE, per instance), over it the 429 envelope;
 * - the answer or the error envelope in the acknowledgement, with a correlation id;
 * - the member's user object: after a charge the gateway is told to drop it (BalanceAnnouncer), before the
 *   acknowledgement, as it drops it itself after a POST, so the next user.php shows the new balance.
 * A client that gets no acknowledgement sends the same message again by POST with the same client id:
 * stored and charged once either way.
 */
@Injectable()
export class MessagesSocket implements OnModuleInit {
  private readonly logger = new Logger('MessagesSocket');
  private readonly sendsInWindow: LRUCache<number, { count: number }>;

  constructor(
    private readonly realtime: ChatRealtime,
    private readonly messages: MessagesService,
    private readonly balances: BalanceAnnouncer,
    @Inject(CHAT_CONFIG) private readonly config: ChatConfig,
  ) {
    // The window starts at a member's first send (an entry's age is not renewed by reading it).
    this.sendsInWindow = new LRUCache({ max: 100_000, ttl: WINDOW_MS });
  }

  onModuleInit(): void {
    this.realtime.onClientEvent('chat:send', (sender, request, ack) => {
      // A client that asks for no acknowledgement gets nothing sent: socket.io hands the last argument as the ack.
      if (typeof ack !== 'function') return;
      void this.send(sender, request).then(ack);
    });
  }

  async send(sender: SocketSender, request: unknown): Promise<ChatSendAck> {
    const correlationId = randomUUID();
    return withCorrelationId(correlationId, async () => {
      try {
        this.count(sender.memberId);
        const body = parseContract(chatRoutes.send.body, request, { wording: 'zod', body: true });
        const answer = await this.messages.send(sender.memberId, requestHost(sender.request), body);
        if (answer.credits !== null) await this.balances.changed(sender.memberId);
        return { ok: true, answer };
      } catch (error) {
        const envelope = toEnvelope(error, correlationId);
        if (envelope.statusCode >= 500) this.logger.error({ err: error, correlationId }, 'a message sent over the socket failed');
        return { ok: false, error: envelope };
      }
    });
  }

  private count(memberId: number): void {
    let window = this.sendsInWindow.get(memberId);
    if (!window) this.sendsInWindow.set(memberId, (window = { count: 0 }));
    window.count += 1;
    if (window.count > this.config.SOCKET_SEND_LIMIT_PER_MINUTE) throw new AppError(429, ERROR_CODES.rateLimited, TOO_MANY_REQUESTS_MESSAGE);
  }
}
