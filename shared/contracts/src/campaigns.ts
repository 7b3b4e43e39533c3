import type { z } from 'zod';
import type { campaignResponseSchema, campaignSchema, campaignTargetSchema, countryMapSchema } from './routes/site';

/**
 * Campaigns (issue 12): what marketing edits on a lander per site and locale, read by the lander on
 * every request (no build, no deploy). A campaign belongs to one lander design and, optionally, one
 * `{slug}` variant of it; a slug without its own campaign falls back to the design's default one
 * (slug ''), and a lander without any campaign shows its built-in, translated texts.
 */
export * from './campaigns-values';

export type CampaignTarget = z.infer<typeof campaignTargetSchema>;

export type Campaign = z.infer<typeof campaignSchema>;

/** `GET /api/campaign.php?lander=&slug=&locale=` */
export type CampaignResponse = z.infer<typeof campaignResponseSchema>;

/** `PUT /api/admin/sites/{domain}/campaigns` (bearer ADMIN_TOKEN): creates or replaces one campaign */
export type CampaignUpsert = Omit<Campaign, 'updated_at' | 'slug'> & { slug?: string };

/**
 * `GET /api/map.php?country=XX` (issue 12, maplanding): the country drawn from shipped Natural Earth
 * data, projected to a viewBox, with its first-level regions' points in the same coordinates.
 */
export type CountryMap = z.infer<typeof countryMapSchema>;
