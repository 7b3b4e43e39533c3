import type { User } from '@rendezvous/contracts';
import { sessionStore } from './session-store';

/** A logged-in member as GET /api/user.php returns it; tests override only what they are about. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 1001,
    email: 'anna@example.com',
    status: 'active',
    credits: 0,
    paid_user: false,
    signup_date: '2026-01-15T10:00:00.000Z',
    notifications_disabled: [],
    language: 'en',
    fictional_icon: 'heart',
    signup_step: null,
    profile: null,
    ...overrides,
  };
}

/** Puts the page-wide store back to a first visit: nobody known, no settings, no counters. */
export function resetSession(): void {
  sessionStore.setState({
    settings: null,
    user: null,
    userLoaded: false,
    locale: 'en',
    badges: { unreadMessages: 0, newLikes: 0 },
  });
}
