import { apiRequest } from '@rendezvous/api-client';
import { type DiscountCode, PAYMENTS_PATHS } from '@rendezvous/contracts';

/** POST /api/credits/retention-offer: a personal discount before leaving (payments); fails when there is none. */
export function getRetentionOffer(): Promise<DiscountCode> {
  return apiRequest<DiscountCode>(PAYMENTS_PATHS.retentionOffer, { method: 'POST' });
}
