import { apiRequest } from '@rendezvous/api-client';
import { MEMBERS_PATHS, type SwipeAnswer, type SwipeDeal } from '@rendezvous/contracts';

/** GET /api/members/swipe-cards: the next cards and the likes left of the rolling day. */
export function dealSwipeCards(gender?: 'male' | 'female'): Promise<SwipeDeal> {
  return apiRequest<SwipeDeal>(MEMBERS_PATHS.swipeCards, { query: { gender } });
}

/** POST /api/members/{id}/swipe */
export function swipe(id: number, like: boolean): Promise<SwipeAnswer> {
  return apiRequest<SwipeAnswer>(MEMBERS_PATHS.swipe(id), { method: 'POST', body: { like } });
}
