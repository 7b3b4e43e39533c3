import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { NotificationPreferences, SignupStep, TrackingData } from '@rendezvous/contracts';
import { bigintId } from '@rendezvous/nest-kit';

export type AccountStatus = 'not_confirmed' | 'active' | 'disabled' | 'deleted';

/** Why e-mail to an account stopped (spec section 4): marked as spam, bounced, list-unsubscribe. */
export type NotificationBlock = 'fbl' | 'bounce' | 'listunsubscribe';

@Entity({ name: 'accounts' })
export class Account {
  /** Shared with the member's profile (members) and ledger (payments): one id per person. */
  @PrimaryColumn({ type: 'bigint', generated: 'identity', generatedIdentity: 'ALWAYS', transformer: bigintId })
  id: number;

  /** always lower case, so uniqueness is case-insensitive */
  @Column({ type: 'text', unique: true })
  email: string;

  /** argon2id, PHC string format */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ type: 'text', default: 'not_confirmed' })
  status: AccountStatus;

  @Column({ type: 'text', default: 'en' })
  language: string;

  @Column({ name: 'notifications_disabled', type: 'text', array: true, default: () => "'{}'" })
  notificationsDisabled: NotificationBlock[];

  @Column({ type: 'jsonb', nullable: true })
  tracking: TrackingData | null;

  /** the next signup step to show, null once signup is complete */
  @Column({ name: 'signup_step', type: 'text', nullable: true })
  signupStep: SignupStep | null;

  @Column({ name: 'activated_at', type: 'timestamptz', nullable: true })
  activatedAt: Date | null;

  /**
   * A member lander's member and the message the visitor wrote them at signup: chat delivers it as
   * the new member's first message once the account is activated (signup.message), then both are cleared.
   */
  @Column({ name: 'lander_member_id', type: 'bigint', nullable: true, transformer: bigintId })
  landerMemberId: number | null;

  @Column({ name: 'pending_signup_message', type: 'text', nullable: true })
  pendingSignupMessage: string | null;

  /** the secret of the account's one-click unsubscribe address in notification mails (RFC 8058); made with the first such mail */
  @Column({ name: 'unsubscribe_token', type: 'text', nullable: true })
  unsubscribeToken: string | null;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  /** what reactivation restores */
  @Column({ name: 'status_before_deletion', type: 'text', nullable: true })
  statusBeforeDeletion: AccountStatus | null;

  @Column({ name: 'notification_preferences', type: 'jsonb' })
  notificationPreferences: NotificationPreferences;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
