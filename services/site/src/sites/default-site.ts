import type { StoredSettings } from './site.entity';

/** Which locales show in the locale dropdown for visitors from which countries (spec 2, configurable per site). */
export const DEFAULT_LOCALE_COUNTRIES: Record<string, string[]> = {
  da: ['DK'],
  de: ['DE', 'AT', 'CH'],
  en: ['GB', 'IE', 'US', 'DK', 'DE', 'AT', 'CH', 'ES', 'FI', 'FR', 'BE', 'IT', 'NO', 'NL', 'PL', 'SE'],
  es: ['ES'],
  fi: ['FI'],
  fr: ['FR', 'BE', 'CH'],
  it: ['IT', 'CH'],
  nb: ['NO'],
  nl: ['NL', 'BE'],
  pl: ['PL'],
  sv: ['SE', 'FI'],
};

export const SUPPORTED_COUNTRIES = ['AT', 'BE', 'CH', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'IE', 'IT', 'NL', 'NO', 'PL', 'SE', 'US'];

/** The site every fresh install answers localhost with. Obviously local contact data. */
export const DEFAULT_SITE_SETTINGS: StoredSettings = {
  name: 'Rendezvous',
  domain_language: null,
  cdn_prefix: '/photos',
  niche: 1,
  signups: 'all',
  logged_out_search: true,
  logged_out_search_trafficsource: false,
  push_public_key: '',
  minimum_message_costs: {
    NL: { costs: 100, currency: 'EUR' },
    DE: { costs: 100, currency: 'EUR' },
    PL: { costs: 450, currency: 'PLN' },
    SE: { costs: 1100, currency: 'SEK' },
    DK: { costs: 750, currency: 'DKK' },
    NO: { costs: 1100, currency: 'NOK' },
    CH: { costs: 100, currency: 'CHF' },
    GB: { costs: 90, currency: 'GBP' },
  },
  support_phone: '+31 20 000 0000',
  support_email: 'support@rendezvous.localhost',
  fictional_icon: 'heart',
  fictional_warning: 'Some profiles on this site are operated by staff for entertainment.',
  fictional_singular: 'entertainment profile',
  fictional_plural: 'entertainment profiles',
  enable_site_entry_popup: 'yes',
  countries: ['NL', 'DE'],
  index_title: 'Rendezvous – meet singles near you',
  description: 'Meet, like and chat with singles near you.',
  visible_profile_fields: ['age', 'gender', 'sexuality', 'relationship_status', 'body_type', 'hair_colour', 'eye_colour', 'tattoos', 'interests', 'location'],
  visible_profile_notes: ['about_me', 'reason_for_signup'],
  message_credits: 1,
  photo_credits: 2,
  gift_credits: 5,
  signup_credits: 0,
  message_length: 1000,
  search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
  refund_days: 14,
  member_resell: false,
  company_id: 1,
  mail_name: 'Rendezvous',
  locale_countries: DEFAULT_LOCALE_COUNTRIES,
  min_age: 18,
};
