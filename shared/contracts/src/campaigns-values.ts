// Campaign constants the types (campaigns.ts) and the route schemas (routes/site.ts) both need: kept apart so neither imports the other.
/** The lander designs with an optional `{slug}` variant (spec 2: /landers/{design}/{slug?}). */
export const LANDER_DESIGNS = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;
export type LanderDesign = (typeof LANDER_DESIGNS)[number];

/** What a campaign can be for: the home, every design, the swipe lander, the member landers. */
export const CAMPAIGN_LANDERS = ['home', ...LANDER_DESIGNS, 'tinderswipe', 'member'] as const;
export type CampaignLander = (typeof CAMPAIGN_LANDERS)[number];

export const isCampaignLander = (value: unknown): value is CampaignLander =>
  typeof value === 'string' && (CAMPAIGN_LANDERS as readonly string[]).includes(value);

/** a `{slug}` variant: lower-case words joined by dashes, or '' for the design's default campaign */
export const CAMPAIGN_SLUG_PATTERN = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/;
export const CAMPAIGN_LIMITS = { slug: 64, headline: 120, text: 600, cta: 40, images: 12, imageUrl: 500 } as const;
