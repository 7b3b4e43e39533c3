import type { SiteSettings, User } from '@rendezvous/contracts';
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

/** Site settings as GET /api/settings.php answers for a plain local site. */
export function buildSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    name: 'Rendezvous',
    domain: 'localhost',
    domain_language: null,
    cdn_prefix: '/photos',
    niche: 1,
    signups: 'all',
    logged_out_search: true,
    logged_out_search_trafficsource: false,
    push_public_key: '',
    geoip_country: null,
    geoip_selected_country: null,
    minimum_message_costs: {},
    support_phone: '+31 20 000 0000',
    support_email: 'support@rendezvous.localhost',
    fictional_icon: 'heart',
    fictional_warning: '',
    fictional_singular: 'entertainment profile',
    fictional_plural: 'entertainment profiles',
    enable_site_entry_popup: 'no',
    countries: ['NL', 'DE'],
    index_title: 'Rendezvous',
    description: '',
    visible_profile_fields: [],
    visible_profile_notes: [],
    message_credits: 1,
    photo_credits: 2,
    gift_credits: 5,
    signup_credits: 0,
    message_length: 1000,
    free_messages: 10,
    search_fields: [],
    refund_days: 14,
    member_resell: false,
    company_id: 1,
    mail_name: 'Rendezvous',
    language: 'en',
    locale_countries: { en: ['NL', 'DE'] },
    min_age: 18,
    ...overrides,
  };
}

/** Puts the page-wide store back to a first visit: nobody known, no settings, no counters. */
export function resetSession(): void {
  sessionStore.setState({
    settings: null,
    realtime: 'off',
    user: null,
    userLoaded: false,
    locale: 'en',
    badges: { unreadMessages: 0, newLikes: 0 },
  });
}
