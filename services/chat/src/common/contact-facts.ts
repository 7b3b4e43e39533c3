import type { ContactCheck } from '@rendezvous/contracts/internal';

/** What a send's lookup reads of chat's contact facts (MessagesStore.findSend); null where a fact is missing. */
export interface ContactFactsRow {
  recipient_name: string | null;
  recipient_active: boolean | null;
  recipient_protected: boolean | null;
  sender_name: string | null;
  sender_premium: boolean | null;
  blocked_by_recipient: boolean | null;
  blocked_by_sender: boolean | null;
  recipient_liked_sender: boolean | null;
}

/**
 * The answer members' contact check would give, from chat's own facts; null when one of them is not
 * known yet (the send asks members then, and keeps what it read). The sender's snapshot must be known
 * too: their premium decides the free-member limits, their name goes into the recipient's push.
 */
export function contactFromFacts(row: ContactFactsRow): ContactCheck | null {
  const facts = [row.recipient_active, row.sender_premium, row.blocked_by_recipient, row.blocked_by_sender, row.recipient_liked_sender];
  if (facts.some((fact) => fact === null)) return null;
  return {
    exists: Boolean(row.recipient_active),
    blockedByRecipient: Boolean(row.blocked_by_recipient),
    blockedBySender: Boolean(row.blocked_by_sender),
    protectedRecipient: Boolean(row.recipient_protected),
    recipientLikedSender: Boolean(row.recipient_liked_sender),
    recipientName: row.recipient_name ?? '',
    senderPremium: Boolean(row.sender_premium),
    senderName: row.sender_name ?? '',
  };
}
