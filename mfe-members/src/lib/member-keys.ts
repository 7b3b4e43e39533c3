import type { MatchFinderQuery, MemberSearchQuery } from '@rendezvous/contracts';

/** The query keys of this remote's server state, in one place (invalidations name the same keys). */
export const memberKeys = {
  all: ['members'] as const,
  searches: () => [...memberKeys.all, 'search'] as const,
  search: (filters: Omit<MemberSearchQuery, 'page'>) => [...memberKeys.searches(), filters] as const,
  profile: (id: number) => [...memberKeys.all, 'profile', id] as const,
  blocked: () => [...memberKeys.all, 'blocked'] as const,
  visibility: () => [...memberKeys.all, 'visibility'] as const,
  likes: () => [...memberKeys.all, 'likes'] as const,
  swipeCards: (gender?: string) => [...memberKeys.all, 'swipe-cards', gender ?? 'any'] as const,
  /** the member's own profile on /profile (GET /api/members/profile) */
  ownProfile: () => [...memberKeys.all, 'own-profile'] as const,
  /** the member's own photos, being inspected ones included (GET /api/members/photos) */
  ownPhotos: () => [...memberKeys.all, 'own-photos'] as const,
  /** the member's e-mail preferences and why e-mail is off (GET /api/account/notifications) */
  notificationSettings: () => [...memberKeys.all, 'notification-settings'] as const,
  matchFinders: () => [...memberKeys.all, 'match-finder'] as const,
  /** one run of the match finder with these answers (GET /api/members/match-finder) */
  matchFinder: (query: MatchFinderQuery) => [...memberKeys.matchFinders(), query] as const,
};
