import { z } from 'zod';
import { internalCall } from './call';
import type { InternalService } from './call';

/** What every service's `/health` answers (nest-kit HealthController). */
export const healthAnswer = z.looseObject({
  status: z.enum(['ok', 'down']),
  service: z.string(),
  database: z.enum(['up', 'down', 'none']),
  /** present when the caller showed a bearer token: whether it is this service's INTERNAL_TOKEN */
  internal_token: z.enum(['accepted', 'rejected']).optional(),
  /** a service that sends events: how many wait for delivery and how many were set aside (nest-kit Outbox) */
  outbox: z.object({ pending: z.number().int().nonnegative(), dead: z.number().int().nonnegative() }).optional(),
});

export const healthCall = (service: InternalService) =>
  internalCall({ name: `${service}.health`, service, method: 'GET', path: () => '/health', body: undefined, answer: healthAnswer });

/** A service's OpenAPI document, which the gateway merges into one. */
export const openApiCall = (service: InternalService) =>
  internalCall({
    name: `${service}.openapi`,
    service,
    method: 'GET',
    path: () => '/openapi.json',
    body: undefined,
    answer: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
  });
