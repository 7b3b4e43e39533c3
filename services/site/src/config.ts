import { databaseConfigSchema, loadConfig } from '@rendezvous/nest-kit';
import { z } from 'zod';

export const siteConfigSchema = databaseConfigSchema.extend({
  ADMIN_TOKEN: z.string().min(16),
  /** identity sends the complaints' mails: the outbox delivers complaint.received and complaint.closed there */
  IDENTITY_URL: z.string().url().default('http://127.0.0.1:3101'),
  /**
   * the platform's Web Push public key (VAPID), served as every site's push_public_key: identity
   * signs pushes with the private half, so no site can name another key (empty = no push)
   */
  VAPID_PUBLIC_KEY: z.union([z.literal(''), z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'a base64url P-256 public key (65 bytes)')]).default(''),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const loadSiteConfig = () => loadConfig('site', siteConfigSchema);

export const SITE_CONFIG = Symbol('SITE_CONFIG');
