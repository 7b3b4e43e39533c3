import { databaseConfigSchema, loadConfig } from '@rendezvous/nest-kit';
import { z } from 'zod';

export const siteConfigSchema = databaseConfigSchema.extend({
  ADMIN_TOKEN: z.string().min(16),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const loadSiteConfig = () => loadConfig('site', siteConfigSchema);

export const SITE_CONFIG = Symbol('SITE_CONFIG');
