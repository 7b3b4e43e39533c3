import { z } from 'zod';
import type { InternalService } from './call';
import { internalCall } from './call';
import { memberId } from './ids';
import { memberContactFact, memberPairFact } from './members';
import { profileWriteSchema } from './profiles';

/**
 * What a complaint's mails need: which complaint, whose, in which language. Never the form's free text
 * (name, subject, message): a mail anyone could have sent to any address must not carry their words
 * (issue 30, finding 7). A logged-in member's mails go to their account's own address (member_id);
 * a visitor's address (email) is written to only with the operator's answer, never automatically.
 */
const complaintMailSchema = z.strictObject({
  complaint_id: z.number().int().positive(),
  /** the reference the complainant was shown, e.g. C-000042 */
  reference: z.string().min(1).max(20),
  /** the member who sent the form logged in, or null for a visitor (events queued before this field: none) */
  member_id: memberId.nullable().optional(),
  /** the address a visitor gave; only complaint.closed is sent there */
  email: z.email().max(254).optional(),
  /** events queued before issue 30 carried these; they are no longer sent, nor mailed */
  name: z.string().max(100).optional(),
  subject: z.string().max(150).optional(),
  locale: z.string().min(2).max(5),
  site_host: z.string().min(1).max(255),
});

/**
 * Events one service's outbox delivers to others (docs/adr/0005-outbox-and-synchronous-calls.md).
 * Each topic has one payload schema and a fixed list of subscribers; the sender validates before it
 * stores the event and each receiver validates again at its edge.
 */
export const EVENT_TOPICS = {
  /** identity → members: profile facts and profile visibility (activation, deletion, reactivation) */
  'profile.written': {
    payload: z.strictObject({ member_id: memberId, changes: profileWriteSchema }),
    subscribers: ['members'],
  },
  /**
   * identity → every service holding personal data, once the reactivation window of a deleted account
   * has passed: each removes what it holds about the member (payments keeps its accounting records
   * without personal data).
   */
  'account.purged': {
    payload: z.strictObject({ member_id: memberId }),
    subscribers: ['members', 'chat', 'payments'],
  },
  /**
   * any service → the gateway: something in the member's user object changed (status, credits,
   * premium, profile) without a request of that member through the gateway, so the gateway drops
   * the user object it keeps for the member's sessions (services/gateway/src/routing/user-cache.ts).
   */
  'member.changed': {
    payload: z.strictObject({ member_id: memberId, reason: z.string().min(1).max(50) }),
    subscribers: ['gateway'],
  },
  /**
   * identity → payments: a new account, with the site's signup_credits at the moment of signup (the
   * site the member signed up on decides; 0 gives nothing), granted once per account, and the signup
   * time the welcome discount counts from.
   */
  'account.created': {
    payload: z.strictObject({ member_id: memberId, signup_credits: z.number().int().min(0).max(100_000), signed_up_at: z.iso.datetime({ offset: true }) }),
    subscribers: ['payments'],
  },
  /**
   * payments → identity: an order was paid. Identity owns the member's address and language and
   * confirms the purchase by e-mail, with the consent to immediate delivery given at checkout (and
   * the 14-day withdrawal right given up). site_host: the site the member bought on (its name in the mail).
   */
  'purchase.completed': {
    payload: z.strictObject({
      member_id: memberId,
      payment_id: z.uuid(),
      credits: z.number().int().positive(),
      amount: z.number().int().positive(),
      currency: z.string().regex(/^[A-Z]{3}$/),
      consent_at: z.iso.datetime({ offset: true }),
      site_host: z.string().min(1).max(255),
    }),
    subscribers: ['identity'],
  },
  /**
   * payments → identity: the one-time code that confirms a direct-debit order, mailed to the member.
   * The same mail is the SEPA pre-notification: amount, the earliest debit date, mandate reference
   * and the creditor identifier.
   */
  'direct_debit.code': {
    payload: z.strictObject({
      member_id: memberId,
      code: z.string().regex(/^\d{6}$/),
      amount: z.number().int().positive(),
      currency: z.string().regex(/^[A-Z]{3}$/),
      iban_masked: z.string().min(4).max(40),
      mandate_reference: z.string().min(1).max(35),
      creditor_id: z.string().min(1).max(35),
      debit_date: z.iso.date(),
      site_host: z.string().min(1).max(255),
    }),
    subscribers: ['identity'],
  },
  /**
   * payments → members: the member became premium (the first completed credit purchase, spec 4),
   * for the premium read model behind the premium badge in search and on profiles. Premium is never
   * taken back when credits run out, so there is no opposite event.
   */
  'member.premium': {
    payload: z.strictObject({ member_id: memberId, premium_since: z.iso.datetime({ offset: true }) }),
    subscribers: ['members'],
  },
  /**
   * members → chat: a member's name, active state, protection (invisible or privacy mode) or premium
   * changed; the whole snapshot, versioned (docs/adr/0010, amendment). Chat's contact rules read it
   * from their own table instead of asking members on every message. Written by a trigger on
   * members' profiles table, so every way a profile changes publishes it.
   */
  'member.contact': {
    payload: memberContactFact,
    subscribers: ['chat'],
  },
  /** members → chat: a block or a like between two members began or ended (a trigger on blocks and likes), versioned like member.contact. */
  'member.pair': {
    payload: memberPairFact,
    subscribers: ['chat'],
  },
  /**
   * members → identity: the member received likes nobody told them about yet, in one batch (members'
   * likes/like-mails.ts gathers a few minutes' worth). Identity owns the address, the language, the
   * push subscriptions and the notification preferences, and mails the member if they allow it
   * (preference likes; matches for a batch with a match), and pushes it when no page of theirs is
   * open (presenceCall). Names of at most 5 likers, newest first; total counts them all.
   */
  'likes.received': {
    payload: z.strictObject({
      member_id: memberId,
      likers: z.array(z.string().min(1).max(100)).min(1).max(5),
      total: z.number().int().positive().max(100_000),
      matches: z.number().int().min(0).max(100_000),
    }),
    subscribers: ['identity'],
  },
  /**
   * chat → identity: a member got a message while no page of theirs was open (no socket). Identity
   * owns the push subscriptions, the address, the language and the notification preferences
   * (messages): it pushes every such message to the member's browsers, and mails only the first
   * unread one in a conversation (`first_unread`), so a burst is one mail.
   */
  'message.received': {
    payload: z.strictObject({
      member_id: memberId,
      /** the first unread message in its conversation: the one that is also mailed (events queued before this field: true) */
      first_unread: z.boolean().default(true),
      sender_name: z.string().min(1).max(100),
      conversation_id: z.number().int().positive(),
      kind: z.enum(['text', 'photo', 'gift']),
      /** a text's start (CHAT_PREVIEW_LENGTH characters); null for photos and gifts */
      preview: z.string().max(200).nullable(),
    }),
    subscribers: ['identity'],
  },
  /**
   * identity → chat: sessions of a member ended, so the realtime sockets they opened close (a socket
   * outlives no session; chat's sockets may reach chat without the gateway, ADR 0010). `session`: the
   * one session a logout ended; `except_session`: every session but this one (a password change keeps
   * the device that made it); neither: every session (a deletion, a reset). Sessions are named by
   * nest-kit's sessionRef, never by their token.
   */
  'sessions.ended': {
    payload: z.strictObject({
      member_id: memberId,
      session: z.string().min(1).max(64).optional(),
      except_session: z.string().min(1).max(64).optional(),
    }),
    subscribers: ['chat'],
  },
  /**
   * identity → chat: a member who signed up on a member lander activated the account; the message
   * they wrote that member at signup is delivered as their first message to them, free, once (the
   * event's member_id makes it one message whatever the redeliveries).
   */
  'signup.message': {
    payload: z.strictObject({ member_id: memberId, to: memberId, text: z.string().trim().min(1).max(1000) }),
    subscribers: ['chat'],
  },
  /**
   * site → identity: a complaint or report was received (issue 12, /complaints). Identity sends the
   * mails of the platform, so it confirms receipt, to a logged-in member's own address only (a
   * visitor's address is unproven: no mail, the page shows the reference). locale: the page's language.
   */
  'complaint.received': {
    payload: complaintMailSchema,
    subscribers: ['identity'],
  },
  /** site → identity: an operator closed a complaint with a reason, which is mailed to the complainant (the member's own address, else the one given). */
  'complaint.closed': {
    payload: complaintMailSchema.extend({ reason: z.string().trim().min(1).max(2000) }),
    subscribers: ['identity'],
  },
} as const satisfies Record<string, { payload: z.ZodType; subscribers: readonly InternalService[] }>;

export type EventTopic = keyof typeof EVENT_TOPICS;
export type EventPayload<T extends EventTopic> = z.infer<(typeof EVENT_TOPICS)[T]['payload']>;

export function isEventTopic(topic: string): topic is EventTopic {
  return Object.prototype.hasOwnProperty.call(EVENT_TOPICS, topic);
}

/** One delivery as it travels: the event's id makes a repeated delivery recognisable. */
export const eventEnvelope = z.strictObject({
  id: z.uuid(),
  topic: z.string().min(1).max(100),
  occurred_at: z.iso.datetime({ offset: true }),
  payload: z.unknown(),
});
export type EventEnvelope = z.infer<typeof eventEnvelope>;

/** A receiver applied the event now, or had applied it before (a redelivery changes nothing). */
export const eventReceipt = z.object({ outcome: z.enum(['applied', 'duplicate']) });

export const deliverEventCall = (service: InternalService) =>
  internalCall({
    name: `${service}.events.deliver`,
    service,
    method: 'POST',
    path: () => '/internal/events',
    body: eventEnvelope,
    answer: eventReceipt,
  });
