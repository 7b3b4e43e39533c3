import { blockedByMessage, MEMBERS_ERROR_CODES } from '@rendezvous/contracts';
import type { ContactCheck } from '@rendezvous/contracts/internal';
import { AppError } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { memberNotFound } from '../common/member-id.pipe';

/**
 * Who may contact whom (spec 6), in one place for likes here and, through the internal contract
 * (contactCheckCall), for chat's messages and gifts: blocks either way stop everything, and members
 * in invisible or privacy mode receive nothing unsolicited (from a member they never liked or wrote to).
 */
@Injectable()
export class ContactRules {
  constructor(private readonly dataSource: DataSource) {}

  async check(from: number, to: number, manager: EntityManager = this.dataSource.manager): Promise<ContactCheck> {
    const [row] = await manager.query(
      `SELECT p.name, p.status = 'active' AS exists, (p.invisible OR p.privacy) AS protected,
              EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = p.id AND b.blocked_id = $1) AS blocked_by_recipient,
              EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = $1 AND b.blocked_id = p.id) AS blocked_by_sender,
              EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = p.id AND l.liked_id = $1) AS recipient_liked_sender,
              coalesce(s.premium, false) AS sender_premium, s.name AS sender_name
         FROM profiles p LEFT JOIN profiles s ON s.id = $1
        WHERE p.id = $2`,
      [from, to],
    );
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
