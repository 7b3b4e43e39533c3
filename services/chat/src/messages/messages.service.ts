import {
  blockedByMessage,
  CHAT_ERROR_CODES,
  CHAT_MESSAGES,
  FREE_CONVERSATIONS,
  type ChatAllowance,
  type ChatMessageKind,
  type SendMessageAnswer,
  type SiteSettings,
} from '@rendezvous/contracts';
import { AppError, fieldErrors } from '@rendezvous/nest-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { GIF_PROVIDER, type GifProvider } from '../gifs/gif-provider';
import type { EntityManager } from 'typeorm';
import { KeyedLock } from '../common/keyed-lock';
import { ContactFactsStore } from '../contacts/contact-facts.store';
import { PairCache } from '../contacts/pair-cache';
import { contactFromFacts } from '../common/contact-facts';
import { ConversationsService } from '../conversations/conversations.service';
import { ChatPeers } from '../peers/chat-peers';
import { ChatPhotosService } from '../photos/chat-photos.service';
import { ChatRealtime } from '../realtime/chat-realtime';
import { MessageNotifications } from './message-notifications';
import { GIF_BODY_PREFIX, toChatMessage, type MessageRow } from '../common/message-views';
import { MessagesStore } from './messages.store';
import type { ContactCheck } from '@rendezvous/contracts/internal';
import type { BodyOf, chatRoutes } from '@rendezvous/contracts/routes';

/** A send's body as the contract's schema hands it on. */
type SendMessageInput = BodyOf<typeof chatRoutes.send>;

/** The credits a message of a kind costs on a site (site settings message_credits, photo_credits, gift_credits). */
export function costOf(kind: ChatMessageKind, settings: Pick<SiteSettings, 'message_credits' | 'photo_credits' | 'gift_credits'>): number {
  if (kind === 'photo') return settings.photo_credits;
  if (kind === 'gift') return settings.gift_credits;
  return settings.message_credits;
}

/** A send's answer; a fresh one also names the sender (members' contact check), for the recipient's push or mail. */
type StoredSend = SendMessageAnswer & { fresh?: true; senderName?: string };

/** The ledger reference of a message's charge: one per sender and client id, so a retry is charged once. */
export const chargeReference = (senderId: number, clientId: string) => `chat:${senderId}:${clientId}`;

/**
 * Sending a message (issue 10). The server enforces every rule; the client only explains:
 * - the sender's account is confirmed (identity), the recipient exists and neither blocked the other,
 *   and a member in invisible or privacy mode gets no unsolicited first message (members' contact check);
 * - free members start at most FREE_CONVERSATIONS conversations, and their first free_messages texts cost
 *   nothing (later ones, photos and gifts are charged like anyone's);
 * - the message's credits are charged by payments, synchronously and idempotently, before it is stored:
 *   the client's message id is the charge's reference and a unique key of the message, so a retried send
 *   stores one message and charges once. Not enough credits: payments' 402, nothing stored.
 *
 * If storing fails after the charge, the member's retry with the same client id stores the message
 * without a second charge (the reference was applied); a member who never retries keeps one paid,
 * unsent message, which chat logs with the charge's reference (no refund job yet).
 */
@Injectable()
export class MessagesService {
  private readonly sends = new KeyedLock();
  private readonly logger = new Logger('MessagesService');

  constructor(
    private readonly store: MessagesStore,
    private readonly peers: ChatPeers,
    private readonly conversations: ConversationsService,
    private readonly realtime: ChatRealtime,
    private readonly photos: ChatPhotosService,
    @Inject(GIF_PROVIDER) private readonly gifs: GifProvider,
    private readonly notifications: MessageNotifications,
    private readonly contactFacts: ContactFactsStore,
    private readonly pairs: PairCache,
  ) {}

  /** `fromSocket`: the socket the message came over (MessagesSocket), which has it in its acknowledgement and is not sent it again. */
  async send(senderId: number, host: string, input: SendMessageInput, fromSocket?: string): Promise<SendMessageAnswer> {
    if (input.to === senderId) throw new AppError(400, CHAT_ERROR_CODES.notYourself, CHAT_MESSAGES.notYourself);
    const settings = await this.peers.siteSettings(host);
    if (input.kind === 'text' && [...(input.text ?? '')].length > settings.message_length) {
      throw fieldErrors({ text: [`A message has at most ${settings.message_length} characters.`] });
    }
    // One member's sends run one after the other in this process: a burst (a client retrying, a
    // script) waits here instead of sending every check and charge downstream at once, and each send
    // sees the balance and the limits the one before it left.
    const stored = await this.sends.run(`send:${senderId}`, () => this.sendInTurn(senderId, input, settings));
    if (stored.fresh) {
      // After the commit: both members' pages (the sender's other tabs too) get it at once; the socket that sent it has
      // it in its acknowledgement (one frame less through the gateway per message).
      if (fromSocket) this.realtime.toMembersExcept([input.to, senderId], fromSocket, 'chat:message', stored.message);
      else this.realtime.toMembers([input.to, senderId], 'chat:message', stored.message);
      await this.notifications.afterSend(stored.message, input.to, stored.senderName);
      return { message: stored.message, credits: stored.credits };
    }
    return stored;
  }

  private async sendInTurn(senderId: number, input: SendMessageInput, settings: SiteSettings): Promise<StoredSend> {
    // A premium member's text or gift to a pair this instance knows skips the lookup statement (PairCache, filled only
    // by premium sends below): the facts are the read model's as the last send read them, forgotten by every event that changes them.
    const epoch = this.pairs.epoch();
    const cached = input.kind === 'photo' ? undefined : this.pairs.get(senderId, input.to);
    const known = cached ? { ...cached, earlier: null } : await this.lookup(senderId, input);
    if (known.earlier) return known.earlier;

    // Identity (confirmed; remembered for ten minutes once active) and the contact rules' facts (blocks,
    // privacy, likes, premium as members has them), which chat keeps itself and asks members for only
    // when one is not known yet. The balance is payments' to judge, in the charge itself.
    const [account, contact] = await Promise.all([this.peers.account(senderId), known.contact ?? this.askContact(senderId, input.to)]);
    const premium = contact.senderPremium;
    if (account?.status !== 'active') throw new AppError(403, CHAT_ERROR_CODES.notConfirmed, CHAT_MESSAGES.notConfirmed);
    if (!contact.exists) throw new AppError(404, CHAT_ERROR_CODES.notFound, CHAT_MESSAGES.notFound);
    if (contact.blockedByRecipient) throw new AppError(403, CHAT_ERROR_CODES.blockedByMember, blockedByMessage(contact.recipientName));
    if (contact.blockedBySender) throw new AppError(403, CHAT_ERROR_CODES.blockedByViewer, CHAT_MESSAGES.blockedByViewer);
    if (input.gif_id && !(await this.gifs.find(input.gif_id))) throw fieldErrors({ gif_id: ['This gif is not in the gif search.'] });
    const price = costOf(input.kind, settings);

    // Solicited: the recipient wrote to the sender before, or liked them (spec 6).
    if (
      contact.protectedRecipient &&
      !contact.recipientLikedSender &&
      !(known.conversationId && (await this.store.hasWritten(known.conversationId, input.to)))
    ) {
      throw new AppError(403, CHAT_ERROR_CODES.unsolicited, CHAT_MESSAGES.unsolicited);
    }

    const charge = (cost: number) =>
      cost > 0 ? this.peers.changeCredits(senderId, -cost, `chat_${input.kind}`, chargeReference(senderId, input.client_id)) : Promise.resolve(null);
    // Outside a transaction (tx undefined) for a premium member's text or gift, inside the sender's lock otherwise.
    const save = async (tx: EntityManager | undefined, cost: number, charged: { applied: boolean; balance: number } | null): Promise<StoredSend> => {
      const row = await this.store
        .insert(
          {
            conversationId: known.conversationId,
            senderId,
            recipientId: input.to,
            kind: input.kind,
            body: bodyOf(input),
            clientId: input.client_id,
            credits: cost,
          },
          tx,
        )
        .catch((error: unknown) => {
          if (charged?.applied)
            this.logger.error({ err: error, reference: chargeReference(senderId, input.client_id) }, 'message charged but not stored; a retry stores it');
          throw error;
        });
      // The same send, retried at the same moment, was stored by the other attempt (charged once: same reference).
      if (!row) return (await this.storedSend(senderId, input, tx)) ?? Promise.reject(new Error('message vanished after a conflict'));
      // A photo is always saved inside the sender's transaction (below), so `tx` is there.
      if (input.kind === 'photo' && input.photo && tx) await this.photos.attach(tx, input.photo, Number(row.id));
      return { message: toChatMessage(row), credits: charged?.balance ?? null, fresh: true, senderName: contact.senderName };
    };

    if (premium && input.kind !== 'photo') {
      // Premium members have no limits: charged first, then stored in one statement (atomic without a
      // transaction, so no connection is held while payments answers); the client id's unique key and
      // the charge's reference keep a retry single, also when it reaches another chat instance at once.
      const stored = await save(undefined, price, await charge(price));
      // Only facts chat's read model gave are kept (a members' answer fills the read model, and the next send reads it).
      if (stored.fresh && known.contact && !cached) {
        this.pairs.fill(senderId, input.to, { conversationId: stored.message.conversation_id, contact: known.contact }, epoch);
      }
      return stored;
    }
    // Free members' limits count the conversations and free messages stored before, so their sends also
    // hold an advisory lock (every instance), the count, the charge and the insert inside: a free message
    // is counted once however many retries or instances race. A photo is sent once: checked the same way before the charge.
    return this.store.transaction(async (tx) => {
      await this.store.lockSender(tx, senderId);
      const retried = await this.storedSend(senderId, input, tx);
      if (retried) return retried;
      if (input.kind === 'photo' && input.photo) await this.photos.assertSendable(tx, senderId, input.photo);
      // Premium photos land here too: their price is the photo's.
      const cost = premium ? price : await this.freeMemberCost(tx, senderId, input, price, settings.free_messages);
      return save(tx, cost, await charge(cost));
    });
  }

  /**
   * What a send needs to know first, in one round trip: the pair's conversation, if there is one, and
   * a send of this member stored before under the same client id (a retry: the same answer again,
   * charged once; the same id for a different message is a 409).
   */
  private async lookup(
    senderId: number,
    input: SendMessageInput,
    tx?: EntityManager,
  ): Promise<{ conversationId: number | null; earlier: SendMessageAnswer | null; contact: ContactCheck | null }> {
    const row = await this.store.findSend(senderId, input.to, input.client_id, tx);
    const conversationId = row.pair_id === null ? null : Number(row.pair_id);
    const earlier = row.id ? this.answerAgain(row as MessageRow & { recipient: string }, input) : null;
    return { conversationId, earlier, contact: contactFromFacts(row) };
  }

  /**
   * Members' contact check, for a pair chat does not know all facts of yet; what it read fills the
   * gaps (never over a fact an event brought). A failed fill costs only the next send another call.
   */
  private async askContact(senderId: number, recipientId: number): Promise<ContactCheck> {
    const check = await this.peers.contact(senderId, recipientId);
    if (check.facts) {
      await this.contactFacts.fill(check.facts.members, check.facts.pairs).catch((error: unknown) => {
        this.logger.warn({ err: error }, 'contact facts not kept; the next send asks members again');
      });
    }
    return check;
  }

  /** What the member may still send, for the send bar (the server checks again on every send). */
  async allowance(memberId: number, host: string): Promise<ChatAllowance> {
    const [settings, wallet] = await Promise.all([this.peers.siteSettings(host), this.peers.wallet(memberId)]);
    const costs = { text: costOf('text', settings), photo: costOf('photo', settings), gift: costOf('gift', settings) };
    const base = { premium: wallet.paid_user, credits: wallet.credits, costs, message_length: settings.message_length };
    if (wallet.paid_user) return { ...base, conversations_left: null, messages_left: null };
    const { started, freeUsed } = await this.store.freeUse(memberId);
    return { ...base, conversations_left: Math.max(0, FREE_CONVERSATIONS - started), messages_left: Math.max(0, settings.free_messages - freeUsed) };
  }

  /** A send whose client id is already stored (lookup's `earlier`), read again inside a transaction or after an insert conflict. */
  private async storedSend(senderId: number, input: SendMessageInput, tx?: EntityManager): Promise<SendMessageAnswer | null> {
    return (await this.lookup(senderId, input, tx)).earlier;
  }

  /** The answer to a retried send: the stored message, charged once. The same id for a different message is a client error (409), never a silent second message. */
  private answerAgain(row: MessageRow & { recipient: string }, input: SendMessageInput): SendMessageAnswer {
    if (Number(row.recipient) !== input.to || row.kind !== input.kind || row.body !== bodyOf(input)) {
      throw new AppError(409, CHAT_ERROR_CODES.clientIdReused, CHAT_MESSAGES.clientIdReused);
    }
    return { message: toChatMessage(row), credits: null };
  }

  /**
   * A free member's send (spec 6), under the member's advisory lock: at most FREE_CONVERSATIONS
   * conversations started; their first `free_messages` texts cost nothing; past them, and for photos
   * and gifts, they pay the price like anyone (payments' 402 when the balance is short, and the client
   * offers credits and premium).
   */
  private async freeMemberCost(tx: EntityManager, memberId: number, input: SendMessageInput, price: number, freeMessages: number): Promise<number> {
    const current = await this.conversations.between(memberId, input.to, tx);
    const { started, freeUsed } = await this.store.freeUse(memberId, tx);
    if (current === null && started >= FREE_CONVERSATIONS) throw new AppError(403, CHAT_ERROR_CODES.conversationLimit, CHAT_MESSAGES.conversationLimit);
    return input.kind === 'text' && freeUsed < freeMessages ? 0 : price;
  }
}

function bodyOf(input: SendMessageInput): string {
  if (input.kind === 'gift') return input.gift ?? '';
  if (input.kind === 'photo') return input.gif_id ? `${GIF_BODY_PREFIX}${input.gif_id}` : (input.photo ?? '');
  return input.text ?? '';
}
