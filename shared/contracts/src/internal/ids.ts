import { z } from 'zod';

/** A member's id as every service knows it (identity's account id). */
export const memberId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
