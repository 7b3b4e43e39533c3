import type { SignupStep, User } from '@rendezvous/contracts';
import type { Account } from './account.entity';

/**
 * Identity's part of the spec's user object. credits, paid_user and profile belong to payments and
 * members: the gateway fills them in (platform.md: one owner per fact, the gateway composes).
 */
export function toUserView(account: Account): User {
  return {
    id: account.id,
    email: account.email,
    status: account.status,
    credits: 0,
    paid_user: false,
    signup_date: account.createdAt.toISOString(),
    notifications_disabled: account.notificationsDisabled,
    language: account.language,
    fictional_icon: '',
    signup_step: account.signupStep as SignupStep | null,
    profile: null,
  };
}
