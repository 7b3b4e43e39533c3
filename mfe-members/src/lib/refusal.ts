import { ApiError } from '@rendezvous/api-client';

/** A refusal the screen explains itself (404 page, blocked, logged out), not a failure to retry. */
export function isRefusal(error: unknown, status: number, code?: string): boolean {
  return error instanceof ApiError && error.status === status && (code === undefined || error.code === code);
}
