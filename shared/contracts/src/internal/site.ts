import { z } from 'zod';
import { internalCall } from './call';

/**
 * The site settings other services read (the public `GET /api/settings.php`, asked with the
 * visitor's host in x-forwarded-host). The fields services act on are checked; the rest of the
 * spec's settings object passes through as it is.
 */
export const siteSettingsAnswer = z.looseObject({
  name: z.string(),
  domain: z.string(),
  language: z.string(),
  signups: z.enum(['all', 'with_trafficsource']),
  min_age: z.number().int().positive(),
  fictional_icon: z.string(),
});

export const siteSettingsCall = internalCall({
  name: 'site.settings',
  service: 'site',
  method: 'GET',
  path: () => '/api/settings.php',
  body: undefined,
  answer: siteSettingsAnswer,
});

/** The company behind a site (the public `GET /api/companyinfo.php`, asked with the visitor's host). */
export const companyInfoAnswer = z.looseObject({
  name: z.string(),
  /** the retention offer at account deletion, in percent; 0 offers nothing */
  delete_discount: z.number().int().min(0).max(100),
});

export const companyInfoCall = internalCall({
  name: 'site.companyinfo',
  service: 'site',
  method: 'GET',
  path: () => '/api/companyinfo.php',
  body: undefined,
  answer: companyInfoAnswer,
});

/** Regions per country with their centres (the public `GET /api/regions.php`): distances in the match finder. */
export const regionsAnswer = z.record(
  z.string(),
  z.looseObject({
    country: z.string(),
    regions: z.array(z.looseObject({ name: z.string(), lat: z.number(), lon: z.number() })),
  }),
);

export const regionsCall = internalCall({
  name: 'site.regions',
  service: 'site',
  method: 'GET',
  path: () => '/api/regions.php',
  body: undefined,
  answer: regionsAnswer,
});
