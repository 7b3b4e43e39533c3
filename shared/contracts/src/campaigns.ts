import type { Gender } from './profile-values';
import type { Locale } from './locales';

/**
 * Campaigns (issue 12): what marketing edits on a lander per site and locale, read by the lander on
 * every request (no build, no deploy). A campaign belongs to one lander design and, optionally, one
 * `{slug}` variant of it; a slug without its own campaign falls back to the design's default one
 * (slug ''), and a lander without any campaign shows its built-in, translated texts.
 */
/** The lander designs with an optional `{slug}` variant (spec 2: /landers/{design}/{slug?}). */
export const LANDER_DESIGNS = ['alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video'] as const;
export type LanderDesign = (typeof LANDER_DESIGNS)[number];

/** What a campaign can be for: the home, every design, the swipe lander, the member landers. */
export const CAMPAIGN_LANDERS = ['home', ...LANDER_DESIGNS, 'tinderswipe', 'member'] as const;
export type CampaignLander = (typeof CAMPAIGN_LANDERS)[number];

export const isCampaignLander = (value: unknown): value is CampaignLander => typeof value === 'string' && (CAMPAIGN_LANDERS as readonly string[]).includes(value);

/** a `{slug}` variant: lower-case words joined by dashes, or '' for the design's default campaign */
export const CAMPAIGN_SLUG_PATTERN = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/;
export const CAMPAIGN_LIMITS = { slug: 64, headline: 120, text: 600, cta: 40, images: 12, imageUrl: 500 } as const;

export interface CampaignTarget {
  /** the members the lander shows (its teaser): one gender, or both when null */
  gender: Gender | null;
}

export interface Campaign {
  lander: CampaignLander;
  /** '' for the design's default campaign */
  slug: string;
  locale: Locale;
  headline: string;
  text: string;
  /** images the design uses (hero, poster, collage tiles), absolute https URLs or site paths */
  images: string[];
  /** the call to action's label */
  cta: string;
  target: CampaignTarget;
  updated_at: string;
}

/** `GET /api/campaign.php?lander=&slug=&locale=` */
export interface CampaignResponse {
  campaign: Campaign | null;
}

/** `PUT /api/admin/sites/{domain}/campaigns` (bearer ADMIN_TOKEN): creates or replaces one campaign */
export type CampaignUpsert = Omit<Campaign, 'updated_at' | 'slug'> & { slug?: string };

/**
 * `GET /api/map.php?country=XX` (issue 12, maplanding): the country drawn from shipped Natural Earth
 * data, projected to a viewBox, with its first-level regions' points in the same coordinates.
 */
export interface CountryMap {
  country: string;
  width: number;
  height: number;
  /** SVG path data of the country's outline */
  outline: string;
  regions: Array<{ name: string; x: number; y: number }>;
}
