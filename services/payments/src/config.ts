import { databaseConfigSchema, loadConfig } from '@rendezvous/nest-kit';
import { z } from 'zod';

export const paymentsConfigSchema = databaseConfigSchema.extend({
  // The platform's documented port (tools/platform/launch.mjs), so a bare `node dist/main.js` works.
  /** where the gateway answers: the outbox tells it when a member's user object changed (member.changed) */
  GATEWAY_URL: z.string().url().default('http://127.0.0.1:8080'),
  PORT: z.coerce.number().int().positive().default(3104),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

export const loadPaymentsConfig = () => loadConfig('payments', paymentsConfigSchema);

export const PAYMENTS_CONFIG = Symbol('PAYMENTS_CONFIG');
