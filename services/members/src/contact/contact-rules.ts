import { blockedByMessage, MEMBERS_ERROR_CODES } from '@rendezvous/contracts';
import type { ContactCheck } from '@rendezvous/contracts/internal';
import { AppError } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { memberNotFound } from '../common/member-id.pipe';
import { ContactRepository } from './contact.repository';

/**
 * Who may contact whom (spec 6), in one place for likes here and, through the internal contract
 * (contactCheckCall), for chat's messages and gifts: blocks either way stop everything, and members
 * in invisible or privacy mode receive nothing unsolicited (from a member they never liked or wrote to).
 */
@Injectable()
export class ContactRules {
  constructor(private readonly repository: ContactRepository) {}

  async check(from: number, to: number, tx?: EntityManager): Promise<ContactCheck> {
    const row = await this.repository.pair(from, to, tx);
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
