import { databaseConfigSchema, loadConfig } from '@rendezvous/nest-kit';
import { z } from 'zod';

export const identityConfigSchema = databaseConfigSchema.extend({
  // The platform's documented port (tools/platform/launch.mjs), so a bare `node dist/main.js` works.
  PORT: z.coerce.number().int().positive().default(3101),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;

export const loadIdentityConfig = () => loadConfig('identity', identityConfigSchema);

export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
