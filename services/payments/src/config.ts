import { databaseConfigSchema, loadConfig } from '@rendezvous/nest-kit';
import { z } from 'zod';

export const paymentsConfigSchema = databaseConfigSchema.extend({
  // The platform's documented port (tools/platform/launch.mjs), so a bare `node dist/main.js` works.
  PORT: z.coerce.number().int().positive().default(3104),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

export const loadPaymentsConfig = () => loadConfig('payments', paymentsConfigSchema);

export const PAYMENTS_CONFIG = Symbol('PAYMENTS_CONFIG');
