import { z } from 'zod';
import { CAMPAIGN_LANDERS, CAMPAIGN_LIMITS, CAMPAIGN_SLUG_PATTERN } from '../campaigns-values';
import { COMPLAINT_LIMITS } from '../complaints-values';
import { LEGAL_PAGES } from '../legal-values';
import { SUPPORTED_LOCALES } from '../locales';
import { GENDERS } from '../profile-values';
import { SUPPORTED_COUNTRIES } from '../site-values';
import { ANSWERS, route } from './route';

/**
 * The site service's public routes (the reference service, docs/service-shape.md). The types the main
 * entry names (`SiteSettings`, `Campaign`, …) are `z.infer` of these schemas.
 */

const ADMIN = [{ status: 403, code: 'ADMIN.FORBIDDEN', description: 'without the bearer ADMIN_TOKEN' }] as const;
const SITE_NOT_FOUND = { status: 404, code: 'SITE.NOT_FOUND' } as const;

/** A query value the handler read with a `typeof … === 'string'` check before: anything else is as if it were missing. */
const optionalText = () => z.string().optional().catch(undefined);
/** A number in a query string or a multipart field, as class-transformer's `@Type(() => Number)` read it; missing stays missing. */
const numberFromText = <T extends z.ZodType<number>>(schema: T) => z.preprocess((value) => (value === undefined ? value : Number(value)), schema);
/** a text field as the DTOs read it: trimmed first */
const trimmed = () => z.string().trim();

// ---------------------------------------------------------------- settings, company, reference data

export const minimumMessageCostSchema = z.object({ costs: z.number(), currency: z.string() });

export const siteSettingsSchema = z.object({
  name: z.string(),
  domain: z.string(),
  domain_language: z.string().nullable(),
  cdn_prefix: z.string(),
  niche: z.number(),
  signups: z.enum(['all', 'with_trafficsource']),
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  push_public_key: z.string(),
  geoip_country: z.string().nullable(),
  geoip_selected_country: z.string().nullable(),
  minimum_message_costs: z.record(z.string(), minimumMessageCostSchema),
  support_phone: z.string(),
  support_email: z.string(),
  fictional_icon: z.string(),
  fictional_warning: z.string(),
  fictional_singular: z.string(),
  fictional_plural: z.string(),
  enable_site_entry_popup: z.enum(['yes', 'no']),
  countries: z.array(z.string()),
  index_title: z.string(),
  description: z.string(),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.array(z.string()),
  message_credits: z.number(),
  photo_credits: z.number(),
  gift_credits: z.number(),
  signup_credits: z.number(),
  message_length: z.number(),
  /** texts a free member sends for no credits (issue 31) */
  free_messages: z.number(),
  search_fields: z.array(z.string()),
  refund_days: z.number(),
  member_resell: z.boolean(),
  company_id: z.number(),
  mail_name: z.string(),
  /** the language the request should use (cookie, else domain_language when supported) */
  language: z.string(),
  /** locale -> countries where it shows in the locale dropdown */
  locale_countries: z.record(z.string(), z.array(z.string())),
  min_age: z.number(),
});

/** What an admin may change about a site; unknown fields are refused. */
export const settingsChangeSchema = z.strictObject({
  name: z.string().min(1).max(80).optional(),
  domain_language: z.string().min(2).max(10).nullable().optional(),
  cdn_prefix: z.string().max(200).optional(),
  niche: z.number().int().min(1).max(7).optional(),
  signups: z.enum(['all', 'with_trafficsource']).optional(),
  logged_out_search: z.boolean().optional(),
  logged_out_search_trafficsource: z.boolean().optional(),
  support_phone: z.string().max(40).optional(),
  support_email: z.string().max(120).optional(),
  fictional_icon: z.string().max(40).optional(),
  fictional_warning: z.string().max(500).optional(),
  fictional_singular: z.string().max(80).optional(),
  fictional_plural: z.string().max(80).optional(),
  enable_site_entry_popup: z.enum(['yes', 'no']).optional(),
  countries: z.array(z.string().min(2).max(2)).optional(),
  index_title: z.string().max(200).optional(),
  description: z.string().max(500).optional(),
  visible_profile_fields: z.array(z.string()).optional(),
  visible_profile_notes: z.array(z.string()).optional(),
  message_credits: z.number().int().min(0).optional(),
  photo_credits: z.number().int().min(0).optional(),
  gift_credits: z.number().int().min(0).optional(),
  signup_credits: z.number().int().min(0).optional(),
  message_length: z.number().int().min(1).max(10000).optional(),
  free_messages: z.number().int().min(0).max(100000).optional(),
  search_fields: z.array(z.string()).optional(),
  refund_days: z.number().int().min(0).max(365).optional(),
  member_resell: z.boolean().optional(),
  mail_name: z.string().max(80).optional(),
  min_age: z.number().int().min(13).max(99).optional(),
  // Any object, as the DTO's @IsObject() took it (the shape is the operator's to get right).
  locale_countries: (z.record(z.string(), z.unknown()) as unknown as z.ZodType<Record<string, string[]>>).optional(),
  minimum_message_costs: (z.record(z.string(), z.unknown()) as unknown as z.ZodType<Record<string, { costs: number; currency: string }>>).optional(),
});

export const companyInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  delete_discount: z.number(),
  added: z.string(),
});

export const interestSchema = z.object({ id: z.number(), name: z.string(), /** icon id, e.g. "video-games" */ icon: z.string() });

export const regionSchema = z.object({ code: z.string(), name: z.string(), lat: z.number(), lon: z.number() });
export const countryRegionsSchema = z.object({ country: z.string(), region_type: z.string(), regions: z.array(regionSchema) });
export const geocodeResultSchema = z.object({ country: z.string(), region: z.string(), city: z.string() });

export const countryMapSchema = z.object({
  country: z.string(),
  width: z.number(),
  height: z.number(),
  outline: z.string(),
  regions: z.array(z.object({ name: z.string(), x: z.number(), y: z.number() })),
});

// ---------------------------------------------------------------- campaigns

const SLUG_RULE = 'slug is lower-case letters and digits joined by dashes.';
const landerSchema = z.enum(CAMPAIGN_LANDERS);

export const campaignTargetSchema = z.object({ gender: z.enum(GENDERS).nullable() });

export const campaignSchema = z.object({
  lander: landerSchema,
  slug: z.string(),
  locale: z.enum(SUPPORTED_LOCALES),
  headline: z.string(),
  text: z.string(),
  images: z.array(z.string()),
  cta: z.string(),
  target: campaignTargetSchema,
  updated_at: z.string(),
});

export const campaignResponseSchema = z.object({ campaign: campaignSchema.nullable() });

/** an absolute https URL or a path on the site (its CDN prefix), nothing a page could run */
const IMAGE_URL = /^(?:https:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/;

export const campaignUpsertSchema = z.strictObject({
  lander: z.enum(CAMPAIGN_LANDERS, { error: `lander is one of ${CAMPAIGN_LANDERS.join(', ')}.` }),
  slug: trimmed().max(CAMPAIGN_LIMITS.slug).regex(CAMPAIGN_SLUG_PATTERN, { error: SLUG_RULE }).optional(),
  locale: z.enum(SUPPORTED_LOCALES, { error: `locale is one of ${SUPPORTED_LOCALES.join(', ')}.` }),
  headline: trimmed()
    .min(1, { error: `headline has 1 to ${CAMPAIGN_LIMITS.headline} characters.` })
    .max(CAMPAIGN_LIMITS.headline, { error: `headline has 1 to ${CAMPAIGN_LIMITS.headline} characters.` }),
  text: trimmed()
    .min(1, { error: `text has 1 to ${CAMPAIGN_LIMITS.text} characters.` })
    .max(CAMPAIGN_LIMITS.text, { error: `text has 1 to ${CAMPAIGN_LIMITS.text} characters.` }),
  images: z
    .array(z.string().max(CAMPAIGN_LIMITS.imageUrl).regex(IMAGE_URL, { error: 'each image is an https URL or a path starting with /.' }))
    .max(CAMPAIGN_LIMITS.images),
  cta: trimmed()
    .min(1, { error: `cta has 1 to ${CAMPAIGN_LIMITS.cta} characters.` })
    .max(CAMPAIGN_LIMITS.cta, { error: `cta has 1 to ${CAMPAIGN_LIMITS.cta} characters.` }),
  target: z.object({
    gender: z
      .enum(GENDERS, { error: `target.gender is ${GENDERS.join(' or ')}, or null for both.` })
      .nullable()
      .default(null),
  }),
});

/** lander and slug of a campaign as a query names them: the messages the lander's form shows */
const campaignKeyQuery = {
  lander: z.enum(CAMPAIGN_LANDERS, { error: 'lander is not a lander of this site.' }),
  slug: z.string({ error: SLUG_RULE }).max(CAMPAIGN_LIMITS.slug, { error: SLUG_RULE }).regex(CAMPAIGN_SLUG_PATTERN, { error: SLUG_RULE }).default(''),
};

// ---------------------------------------------------------------- complaints

export const complaintFormSchema = z.strictObject({
  name: trimmed().min(1, { error: 'Enter your name.' }).max(COMPLAINT_LIMITS.name, { error: 'Enter your name.' }),
  email: trimmed().email({ error: 'Invalid email' }).max(COMPLAINT_LIMITS.email, { error: 'Invalid email' }),
  /** the member the complaint is about, if any */
  member_name: trimmed().max(COMPLAINT_LIMITS.memberName).optional(),
  subject: trimmed().min(1, { error: 'Enter a subject.' }).max(COMPLAINT_LIMITS.subject, { error: 'Enter a subject.' }),
  text: trimmed()
    .min(COMPLAINT_LIMITS.textMin, { error: `Describe your complaint in ${COMPLAINT_LIMITS.textMin} to ${COMPLAINT_LIMITS.text} characters.` })
    .max(COMPLAINT_LIMITS.text, { error: `Describe your complaint in ${COMPLAINT_LIMITS.textMin} to ${COMPLAINT_LIMITS.text} characters.` }),
  /** from a Report action (Digital Services Act notice): the reported profile, and conversation if any */
  reported_member_id: numberFromText(z.number().int().min(1, { error: 'reported_member_id must be a positive number' })).optional(),
  reported_conversation_id: numberFromText(z.number().int().min(1, { error: 'reported_conversation_id must be a positive number' })).optional(),
  /** the page's language, for the confirmation mail; the locale cookie, else English, when missing */
  locale: z.string().min(2).max(5).optional(),
});

export const complaintReceiptSchema = z.object({ id: z.number(), reference: z.string(), mailed: z.boolean() });

export const complaintRecordSchema = z.object({
  id: z.number(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  text: z.string(),
  member_id: z.number().nullable(),
  member_name: z.string().nullable(),
  reported_member_id: z.number().nullable(),
  reported_conversation_id: z.number().nullable(),
  locale: z.string(),
  site: z.string(),
  status: z.enum(['open', 'closed']),
  attachment: z.object({ type: z.string(), bytes: z.number(), name: z.string() }).nullable(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  close_reason: z.string().nullable(),
});

// ---------------------------------------------------------------- legal

export const legalPageSchema = z.object({
  page: z.enum(LEGAL_PAGES),
  locale: z.string(),
  title: z.string(),
  html: z.string(),
  version: z.string(),
});

// ---------------------------------------------------------------- the routes

export const siteRoutes = {
  settings: route({
    name: 'settings',
    service: 'site',
    method: 'GET',
    path: '/api/settings.php',
    summary: 'Site settings for the request host (spec sections 3 and 7)',
    query: z.object({ domain: optionalText() }),
    answer: siteSettingsSchema,
    failure: [SITE_NOT_FOUND],
  }),
  companyInfo: route({
    name: 'companyInfo',
    service: 'site',
    method: 'GET',
    path: '/api/companyinfo.php',
    summary: 'Company behind the site',
    answer: companyInfoSchema,
    failure: [SITE_NOT_FOUND],
  }),
  updateSettings: route({
    name: 'updateSettings',
    service: 'site',
    method: 'PATCH',
    path: '/api/admin/sites/:domain/settings',
    summary: "Change a site's settings (bearer ADMIN_TOKEN); the next request sees them",
    params: z.object({ domain: z.string() }),
    body: settingsChangeSchema,
    answer: z.object({ updated: z.string() }),
    failure: [...ADMIN, SITE_NOT_FOUND],
  }),
  interests: route({
    name: 'interests',
    service: 'site',
    method: 'GET',
    path: '/api/interests.php',
    summary: 'The 50 interests of spec section 3 with their icon ids',
    answer: z.array(interestSchema),
  }),
  regions: route({
    name: 'regions',
    service: 'site',
    method: 'GET',
    path: '/api/regions.php',
    summary: "Regions per supported country, with the country's own word for a region",
    answer: z.record(z.string(), countryRegionsSchema),
  }),
  geocode: route({
    name: 'geocode',
    service: 'site',
    method: 'GET',
    path: '/api/geocode.php',
    summary: 'Country, region and city for a point, or false when it cannot tell (spec section 7)',
    // The DTO refused unknown keys: so does this.
    query: z.strictObject({
      lat: numberFromText(
        z.number().min(-90, { error: 'lat must be a latitude string or number' }).max(90, { error: 'lat must be a latitude string or number' }),
      ),
      lon: numberFromText(
        z.number().min(-180, { error: 'lon must be a longitude string or number' }).max(180, { error: 'lon must be a longitude string or number' }),
      ),
    }),
    answer: z.union([geocodeResultSchema, z.literal(false)]),
  }),
  map: route({
    name: 'map',
    service: 'site',
    method: 'GET',
    path: '/api/map.php',
    summary: "A supported country drawn from shipped map data, with its regions' points (the maplanding)",
    query: z.object({ country: z.enum(SUPPORTED_COUNTRIES, { error: `country is one of ${SUPPORTED_COUNTRIES.join(', ')}.` }) }),
    answer: countryMapSchema,
  }),
  campaign: route({
    name: 'campaign',
    service: 'site',
    method: 'GET',
    path: '/api/campaign.php',
    summary: "A lander's campaign (headline, text, images, call to action, target) for the site and locale",
    query: z.object({ ...campaignKeyQuery, locale: optionalText() }),
    answer: campaignResponseSchema,
  }),
  campaigns: route({
    name: 'campaigns',
    service: 'site',
    method: 'GET',
    path: '/api/admin/sites/:domain/campaigns',
    summary: 'Every campaign of a site',
    params: z.object({ domain: z.string() }),
    answer: z.object({ campaigns: z.array(campaignSchema) }),
    failure: [...ADMIN, SITE_NOT_FOUND],
  }),
  upsertCampaign: route({
    name: 'upsertCampaign',
    service: 'site',
    method: 'PUT',
    path: '/api/admin/sites/:domain/campaigns',
    summary: "Create or replace a lander's campaign for a locale",
    params: z.object({ domain: z.string() }),
    body: campaignUpsertSchema,
    answer: campaignSchema,
    failure: [...ADMIN, SITE_NOT_FOUND],
  }),
  removeCampaign: route({
    name: 'removeCampaign',
    service: 'site',
    method: 'DELETE',
    path: '/api/admin/sites/:domain/campaigns/:lander/:locale',
    summary: 'Remove a campaign (?slug= for a variant); the lander falls back to its default',
    params: z.object({ domain: z.string(), lander: campaignKeyQuery.lander, locale: z.string() }),
    query: z.object({ slug: campaignKeyQuery.slug }),
    answer: z.object({ deleted: z.boolean() }),
    failure: [...ADMIN, SITE_NOT_FOUND, { status: 404, code: 'CAMPAIGN.NOT_FOUND' }],
  }),
  createComplaint: route({
    name: 'createComplaint',
    service: 'site',
    method: 'POST',
    path: '/api/complaints.php',
    summary:
      "Send a complaint or a report; a logged-in member's confirmation is mailed to their own address (a visitor gets none: the answer shows the reference)",
    consumes: 'multipart/form-data',
    body: complaintFormSchema,
    answer: complaintReceiptSchema,
    status: 201,
    failure: [{ status: 413, code: 'REQUEST.BODY_TOO_LARGE', description: 'an attachment over 5 MB' }],
  }),
  complaints: route({
    name: 'complaints',
    service: 'site',
    method: 'GET',
    path: '/api/admin/sites/complaints',
    summary: 'Complaints, oldest first (?status=open|closed)',
    query: z.object({ status: z.string().optional() }),
    answer: z.object({ complaints: z.array(complaintRecordSchema) }),
    failure: [...ADMIN, { status: 400, code: 'COMPLAINT.STATUS', description: 'status is open or closed.' }],
  }),
  complaintAttachment: route({
    name: 'complaintAttachment',
    service: 'site',
    method: 'GET',
    path: '/api/admin/sites/complaints/:id/attachment',
    summary: "A complaint's attachment, as a download",
    params: z.object({ id: z.string() }),
    answer: ANSWERS.file('application/octet-stream', 'the attachment, always as a download (Content-Disposition: attachment)'),
    failure: [...ADMIN, { status: 404, code: 'COMPLAINT.NOT_FOUND' }],
  }),
  closeComplaint: route({
    name: 'closeComplaint',
    service: 'site',
    method: 'POST',
    path: '/api/admin/sites/complaints/:id/close',
    summary: 'Close a complaint with a reason; the complainant is mailed the reason',
    params: z.object({ id: z.string() }),
    body: z.strictObject({
      reason: trimmed().min(1, { error: 'Give the reason the complainant will read.' }).max(2000, { error: 'Give the reason the complainant will read.' }),
    }),
    answer: complaintRecordSchema,
    failure: [...ADMIN, { status: 404, code: 'COMPLAINT.NOT_FOUND' }],
  }),
  legalPage: route({
    name: 'legalPage',
    service: 'site',
    method: 'GET',
    path: '/api/legal.php',
    summary: 'A legal page of the site in a locale, as HTML with the company facts filled in (?page=, or ?token= of a mailed link)',
    query: z.object({ page: z.string().optional().catch(undefined), token: optionalText(), locale: optionalText() }),
    answer: legalPageSchema,
    failure: [{ status: 404, code: 'LEGAL.NOT_FOUND' }],
  }),
  issueLegalLink: route({
    name: 'issueLegalLink',
    service: 'site',
    method: 'POST',
    path: '/api/admin/sites/legal-links',
    summary: 'Issue a {token} link that opens a legal page',
    body: z.strictObject({ page: z.enum(LEGAL_PAGES) }),
    answer: z.object({ token: z.string(), page: z.enum(LEGAL_PAGES), path: z.string() }),
    status: 201,
    failure: [...ADMIN],
  }),
} as const;
