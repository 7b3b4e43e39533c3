/** The countries the product serves: signup, search, regions and the geocoder know these. */
export const SUPPORTED_COUNTRIES = ['AT', 'BE', 'CH', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'IE', 'IT', 'NL', 'NO', 'PL', 'SE', 'US'] as const;
export type SupportedCountry = (typeof SUPPORTED_COUNTRIES)[number];

/** Minimum message costs per country (spec section 3, Settings). */
export interface MinimumMessageCost {
  costs: number;
  currency: string;
}

/** Every settings field of spec section 3, as `GET /api/settings.php` returns it. */
export interface SiteSettings {
  name: string;
  domain: string;
  domain_language: string | null;
  cdn_prefix: string;
  niche: number;
  signups: 'all' | 'with_trafficsource';
  logged_out_search: boolean;
  logged_out_search_trafficsource: boolean;
  push_public_key: string;
  geoip_country: string | null;
  geoip_selected_country: string | null;
  minimum_message_costs: Record<string, MinimumMessageCost>;
  support_phone: string;
  support_email: string;
  fictional_icon: string;
  fictional_warning: string;
  fictional_singular: string;
  fictional_plural: string;
  enable_site_entry_popup: 'yes' | 'no';
  countries: string[];
  index_title: string;
  description: string;
  visible_profile_fields: string[];
  visible_profile_notes: string[];
  message_credits: number;
  photo_credits: number;
  gift_credits: number;
  signup_credits: number;
  message_length: number;
  /**
   * Texts a free member sends for no credits (spec 6: "a limited number of free messages"); past them,
   * and for photos and gifts, they pay the price like anyone (issue 31). Not in the spec's settings list:
   * this product's own.
   */
  free_messages: number;
  search_fields: string[];
  refund_days: number;
  member_resell: boolean;
  company_id: number;
  mail_name: string;
  /** the language the request should use (cookie, else domain_language when supported) */
  language: string;
  /** locale -> countries where it shows in the locale dropdown (configurable per site) */
  locale_countries: Record<string, string[]>;
  /** minimum member age for signup */
  min_age: number;
}

export interface CompanyInfo {
  name: string;
  address: string;
  kvk: string;
  city: string;
  country: string;
  tradenames: string[];
  vat_numbers: string[];
  support_phone: string;
  delete_discount: number;
  added: string;
}

export interface Interest {
  id: number;
  name: string;
  /** icon id, e.g. "video-games" */
  icon: string;
}

export interface Region {
  code: string;
  name: string;
  /** the region's centre, for distances between members (match finder) */
  lat: number;
  lon: number;
}

export interface CountryRegions {
  country: string;
  /** the country's own word for a region: province, state, canton, ... */
  region_type: string;
  regions: Region[];
}

export interface GeocodeResult {
  country: string;
  region: string;
  city: string;
}
