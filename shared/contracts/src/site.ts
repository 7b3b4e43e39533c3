import type { z } from 'zod';
import type {
  companyInfoSchema,
  countryRegionsSchema,
  geocodeResultSchema,
  interestSchema,
  minimumMessageCostSchema,
  regionSchema,
  siteSettingsSchema,
} from './routes/site';

export * from './site-values';

/** Minimum message costs per country (spec section 3, Settings). */
export type MinimumMessageCost = z.infer<typeof minimumMessageCostSchema>;

/** Every settings field of spec section 3, as `GET /api/settings.php` returns it. */
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export type Interest = z.infer<typeof interestSchema>;

export type Region = z.infer<typeof regionSchema>;

export type CountryRegions = z.infer<typeof countryRegionsSchema>;

export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
