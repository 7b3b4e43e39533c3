import type { ValueTransformer } from 'typeorm';

/**
 * node-postgres returns bigint as a string to avoid losing precision. Ids stay far below 2^53, and
 * the API speaks numbers, so the entity holds a number.
 */
export const bigintId: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
