import type { z } from 'zod';
import type {
  likeAnswerSchema,
  matchFinderQuerySchema,
  matchFinderResponseSchema,
  matchSuggestionSchema,
  memberCardSchema,
  memberCardsResponseSchema,
  memberProfileSchema,
  memberSearchQuerySchema,
  memberSearchResponseSchema,
  memberTeaserResponseSchema,
  memberVisibilitySchema,
  ownProfileSchema,
  swipeAnswerSchema,
  swipeDealSchema,
  teaserMemberSchema,
} from './routes/members';

export * from './members-values';

/**
 * The members area's public calls (docs/product-rules.md sections 2, 3, 6): search, a member's
 * profile, blocks and visibility. The spec shows none of them, so they follow the platform's
 * convention for calls it does not show: `/api/members.php` for the search store's query and
 * `/api/members/...` for the rest (services/gateway route-table.ts).
 */

/** Results per page of the search grid (2, 3, 4 or 6 columns fill evenly at the spec's breakpoints). */
export const SEARCH_PAGE_SIZE = 24;
/** numResults is exact up to this many; above it the answer says "1,000+" (numResultsCapped). */
export const SEARCH_EXACT_COUNT_LIMIT = 1_000;
/** "online" means seen within this long (presence is the members service's last_seen). */
export const ONLINE_WITHIN_MS = 5 * 60_000;

export const MEMBERS_PATHS = {
  search: '/api/members.php',
  profile: (id: number) => `/api/members/${id}`,
  block: (id: number) => `/api/members/${id}/block`,
  like: (id: number) => `/api/members/${id}/like`,
  blocked: '/api/members/blocked',
  visibility: '/api/members/visibility',
  swipeCards: '/api/members/swipe-cards',
  swipe: (id: number) => `/api/members/${id}/swipe`,
  ownProfile: '/api/members/profile',
  consent: '/api/members/profile/consent',
  matchFinder: '/api/members/match-finder',
  cards: (ids: readonly number[]) => `/api/members/cards?ids=${ids.join(',')}`,
} as const;

/** GET /api/members/cards?ids=…: cards of known members (a conversation list), in the order asked. */
export type MemberCardsResponse = z.infer<typeof memberCardsResponseSchema>;

/** The swipe game's likes per member in a rolling 24 hours (spec 6, 9). */
export const SWIPE_LIKES_PER_DAY = 4;
/** Cards one GET /api/members/swipe-cards deals. */
export const SWIPE_CARDS_PER_DEAL = 10;

/** GET /api/members/swipe-cards: the next cards, and what is left of the day's likes. */
export type SwipeDeal = z.infer<typeof swipeDealSchema>;

/** POST /api/members/{id}/swipe with { like: boolean } */
export type SwipeAnswer = z.infer<typeof swipeAnswerSchema>;

/** The spec's search store filters (section 3), as the query of GET /api/members.php. */
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

/** One card of the search grid. */
export type MemberCard = z.infer<typeof memberCardSchema>;

/** GET /api/members.php */
export type MemberSearchResponse = z.infer<typeof memberSearchResponseSchema>;

/** GET /api/members/{id}: every profile field of spec 3, as the viewer may see it. */
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/**
 * GET and PUT /api/members/visibility (switched on /settings). Spec 6: both modes hide the member
 * from search (and the swipe game, the match finder, the landers' teaser) and from unsolicited
 * messages and likes, i.e. from members it never liked or wrote to. Invisible also never shows online.
 */
export type MemberVisibility = z.infer<typeof memberVisibilitySchema>;

/** The spec's refusal when the viewer is blocked by a member (section 8). */
export function blockedByMessage(name: string): string {
  return `You're blocked by ${name}. You do not have access to this page.`;
}

/** POST /api/members/{id}/like */
export type LikeAnswer = z.infer<typeof likeAnswerSchema>;

/** Likes one member may give per hour, against abuse (the swipe game has its own, tighter limit). */
export const LIKES_PER_HOUR = 100;

/** GET /api/members/profile (and the answer of PUT): the member's own profile on /profile. */
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** GET /api/members/match-finder: the finder's answers (spec 2's /match-finder). */
export type MatchFinderQuery = z.infer<typeof matchFinderQuerySchema>;

/** One suggestion: a card, the interests shared with the finder's choice and the distance between regions. */
export type MatchSuggestion = z.infer<typeof matchSuggestionSchema>;

export type MatchFinderResponse = z.infer<typeof matchFinderResponseSchema>;

/** Suggestions one match finder run returns. */
export const MATCH_FINDER_RESULTS = 24;

/** The refusal when sexuality or sex-related interests change without consent (MEMBERS_ERROR_CODES.consentRequired). */
export const CONSENT_REQUIRED_MESSAGE = 'Please confirm that we may store your sexuality and sex-related interests and show them on your profile.';

/**
 * GET /api/auto-like.php (spec 4, 7, 9): a profile an operator flagged as fictional likes the member
 * and is returned (`UserProfile`: id, name, `main_image.match`) to feed the match modal; 204 when no
 * fictional profile is left to like the member, or the member had their auto-likes for now. Only
 * fictional profiles like automatically. docs/product-rules.md says who calls it and when.
 */
export const AUTO_LIKE_PATH = '/api/auto-like.php';
/** The shell calls auto-like.php this long after a logged-in member entered the members area, once per browser session. */
export const AUTO_LIKE_DELAY_MS = 60_000;
/** Spec 9: likes reload this long after an auto-like answered. */
export const LIKES_RELOAD_AFTER_AUTO_LIKE_MS = 500;
/** Auto-likes one member receives at most in 24 hours. */
export const AUTO_LIKES_PER_DAY = 2;
/** Spec 4: the query parameter whose value (seconds) shows the LikeModal on a members-area page after that delay. */
export const LIKE_MODAL_QUERY = 't';

/**
 * The home's and the landers' strip of members (issue 12): GET /api/members/teaser.php?count=&gender=&country=,
 * public. Only what a logged-out visitor may see of a listable member (spec 6: active, not invisible, not in
 * privacy mode) who has an active main photo: no presence, no text, nothing of their profile beyond this.
 */
export type TeaserMember = z.infer<typeof teaserMemberSchema>;

export type MemberTeaserResponse = z.infer<typeof memberTeaserResponseSchema>;

export const MEMBER_TEASER_MAX = 24;
export const MEMBER_TEASER_DEFAULT = 12;
