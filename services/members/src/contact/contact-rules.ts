import { blockedByMessage, MEMBERS_ERROR_CODES } from '@rendezvous/contracts';
import type { ContactCheck } from '@rendezvous/contracts/internal';
import { AppError } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { memberNotFound } from '../common/member-id.pipe';
import { ContactRepository, type ContactRow } from './contact.repository';

/**
 * Who may contact whom (spec 6), in one place for likes here and, through the internal contract
 * (contactCheckCall), for chat's messages and gifts: blocks either way stop everything, and members
 * in invisible or privacy mode receive nothing unsolicited (from a member they never liked or wrote to).
 */
@Injectable()
export class ContactRules {
  constructor(private readonly repository: ContactRepository) {}

  async check(from: number, to: number, tx?: EntityManager): Promise<ContactCheck> {
    return answerOf(await this.repository.pair(from, to, tx));
  }

  /** The check as chat asks it: the answer, and the facts it was read from for chat's read model. */
  async checkWithFacts(from: number, to: number): Promise<ContactCheck> {
    const row = await this.repository.pair(from, to);
    return { ...answerOf(row), facts: factsOf(from, to, row) };
  }

  /**
   * Refuses a like from `from` to `to` in the member's words. `solicited` adds what the caller knows
   * besides likes (chat: the recipient wrote to the sender).
   */
  assertMayContact(check: ContactCheck, solicited = false): void {
    if (!check.exists) throw memberNotFound();
    if (check.blockedByRecipient) throw new AppError(403, MEMBERS_ERROR_CODES.blockedByMember, blockedByMessage(check.recipientName));
    if (check.blockedBySender) throw new AppError(403, MEMBERS_ERROR_CODES.blockedByViewer, `You blocked ${check.recipientName}. Unblock them first.`);
    if (check.protectedRecipient && !check.recipientLikedSender && !solicited) {
      throw new AppError(403, MEMBERS_ERROR_CODES.unsolicited, `${check.recipientName} only hears from members they have liked or written to.`);
    }
  }
}

function answerOf(row: ContactRow | undefined): ContactCheck {
  return {
    exists: Boolean(row?.exists),
    blockedByRecipient: Boolean(row?.blocked_by_recipient),
    blockedBySender: Boolean(row?.blocked_by_sender),
    protectedRecipient: Boolean(row?.protected),
    recipientLikedSender: Boolean(row?.recipient_liked_sender),
    recipientName: row?.name ?? '',
    senderPremium: Boolean(row?.sender_premium),
    senderName: row?.sender_name ?? '',
  };
}

/**
 * The facts behind a check: each profile's at the version it was last published with (so chat orders
 * them against the events still on their way), the pairs' at 0 (they keep none: chat only fills a gap
 * with them; see migration 1795420100000). None when the recipient has no profile: chat asks again
 * next time, and answers 404 meanwhile.
 */
function factsOf(from: number, to: number, row: ContactRow | undefined): NonNullable<ContactCheck['facts']> {
  if (!row) return { members: [], pairs: [] };
  const members: NonNullable<ContactCheck['facts']>['members'] = [
    { member_id: to, name: row.name, active: row.exists, protected: row.protected, premium: row.recipient_premium, version: Number(row.recipient_version) },
  ];
  if (row.sender_version !== null) {
    members.push({
      member_id: from,
      name: row.sender_name ?? '',
      active: Boolean(row.sender_active),
      protected: Boolean(row.sender_protected),
      premium: row.sender_premium,
      version: Number(row.sender_version),
    });
  }
  return {
    members,
    pairs: [
      { from_id: to, to_id: from, fact: 'block', present: row.blocked_by_recipient, version: 0 },
      { from_id: from, to_id: to, fact: 'block', present: row.blocked_by_sender, version: 0 },
      { from_id: to, to_id: from, fact: 'like', present: row.recipient_liked_sender, version: 0 },
    ],
  };
}
