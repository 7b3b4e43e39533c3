import { z } from 'zod';

export class ConfigError extends Error {}

/**
 * Validates the environment against a service's schema at boot. A missing or bad setting stops the
 * service with a message that names the setting (documented in the service's .env.example).
 */
export function loadConfig<S extends z.ZodTypeAny>(service: string, schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const setting = issue.path.join('.');
    return env[setting] === undefined ? `missing required setting ${setting}` : `setting ${setting} is invalid: ${issue.message}`;
  });
  throw new ConfigError(`${service} cannot start: ${problems.join('; ')}`);
}

/** Settings every service has. */
export const baseConfigSchema = z.object({
  PORT: z.coerce.number().int().positive(),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Settings of a service that owns a database. */
export const databaseConfigSchema = baseConfigSchema.extend({
  DATABASE_URL: z.string().url(),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * bearer token between services: /internal calls, and what makes the gateway's forwarded facts
   * (member id, client address) believable (generated at first start locally)
   */
  INTERNAL_TOKEN: z.string().min(16),
  /** counters (rate limits) and change notices shared by replicas; in memory when unset */
  REDIS_URL: z.union([z.literal(''), z.string().url()]).default(''),
});
