import type { OwnPhoto, ProfilePhoto } from './photos';
import type { Gender, Sexuality } from './profile-values';

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
/** Pages beyond this are refused: nobody pages through 4,800 members, and deep OFFSETs are what makes a search slow. */
export const SEARCH_MAX_PAGE = 200;
/** "online" means seen within this long (presence is the members service's last_seen). */
export const ONLINE_WITHIN_MS = 5 * 60_000;
/** The spec's ages: members are adults, and nobody searches beyond this. */
export const MIN_SEARCH_AGE = 18;
export const MAX_SEARCH_AGE = 99;

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

/** Ids one GET /api/members/cards may ask for. */
export const MEMBER_CARDS_MAX_IDS = 50;

/** GET /api/members/cards?ids=…: cards of known members (a conversation list), in the order asked. */
export interface MemberCardsResponse {
  cards: MemberCard[];
}

/** The swipe game's likes per member in a rolling 24 hours (spec 6, 9). */
export const SWIPE_LIKES_PER_DAY = 4;
/** Cards one GET /api/members/swipe-cards deals. */
export const SWIPE_CARDS_PER_DEAL = 10;

/** GET /api/members/swipe-cards: the next cards, and what is left of the day's likes. */
export interface SwipeDeal {
  cards: MemberCard[];
  likesLeft: number;
  /** when the next like becomes possible, ISO 8601; null while likes are left */
  nextLikeAt: string | null;
}

/** POST /api/members/{id}/swipe with { like: boolean } */
export interface SwipeAnswer {
  match: boolean;
  likesLeft: number;
  nextLikeAt: string | null;
}

/** The spec's search store filters (section 3), as the query of GET /api/members.php. */
export interface MemberSearchQuery {
  gender?: Gender;
  /** ISO 3166-1 alpha-2 */
  country?: string;
  /** a first-level region of that country, as regions.php names it */
  countryregion?: string;
  min_age?: number;
  max_age?: number;
  /** 1-based */
  page?: number;
}

/** One card of the search grid. */
export interface MemberCard {
  id: number;
  name: string;
  age: number;
  gender: Gender | null;
  country: string | null;
  region: string | null;
  city: string | null;
  /** the active main photo (paths below the photo CDN prefix), or null */
  main_image: { filename: string; thumb_filename: string } | null;
  /** seen within ONLINE_WITHIN_MS */
  online: boolean;
  premium: boolean;
  /** an operator flagged the profile as fictional: the site's fictional_icon and fictional_singular show */
  fictional: boolean;
}

/** GET /api/members.php */
export interface MemberSearchResponse {
  page: number;
  results: MemberCard[];
  /** exact up to SEARCH_EXACT_COUNT_LIMIT */
  numResults: number;
  /** more than SEARCH_EXACT_COUNT_LIMIT match ("1,000+") */
  numResultsCapped: boolean;
  /** when few match (first page only): members close to the filters, marked as similar */
  similar: MemberCard[];
}

/** GET /api/members/{id}: every profile field of spec 3, as the viewer may see it. */
export interface MemberProfile extends MemberCard {
  sexuality: Sexuality | null;
  tattoos: string | null;
  hair_colour: string | null;
  eye_colour: string | null;
  body_type: string | null;
  relationship_status: string | null;
  /** interest ids (interests.php) */
  interests: number[];
  reason: string | null;
  about_me: string | null;
  /** active photos, the main one included */
  photo_count: number;
  /** the active photos, main first; locked ones (spec 6) only as a blurred file */
  photos: ProfilePhoto[];
  /** the viewer likes this member */
  liked: boolean;
  /** the viewer blocked this member */
  blocked: boolean;
  /** last seen, ISO 8601 (never more precise than a minute) */
  last_seen: string;
}

/**
 * GET and PUT /api/members/visibility (switched on /settings). Spec 6: both modes hide the member
 * from search (and the swipe game, the match finder, the landers' teaser) and from unsolicited
 * messages and likes, i.e. from members it never liked or wrote to. Invisible also never shows online.
 */
export interface MemberVisibility {
  invisible: boolean;
  privacy: boolean;
}

/** The spec's refusal when the viewer is blocked by a member (section 8). */
export function blockedByMessage(name: string): string {
  return `You're blocked by ${name}. You do not have access to this page.`;
}

/** POST /api/members/{id}/like */
export interface LikeAnswer {
  /** the like made a match: both members like each other (made once, whoever liked second) */
  match: boolean;
  /** the liked member, for the match modal */
  profile: MemberCard;
}

/** Likes one member may give per hour, against abuse (the swipe game has its own, tighter limit). */
export const LIKES_PER_HOUR = 100;

export const MEMBERS_ERROR_CODES = {
  notFound: 'MEMBER.NOT_FOUND',
  blockedByMember: 'MEMBER.BLOCKED_BY_MEMBER',
  loginRequired: 'authentication_required',
  /** a member cannot block or like themselves */
  notYourself: 'MEMBER.NOT_YOURSELF',
  /** the viewer blocked this member: unblock first */
  blockedByViewer: 'MEMBER.BLOCKED_BY_VIEWER',
  /** invisible or privacy mode: nothing unsolicited reaches this member */
  unsolicited: 'MEMBER.UNSOLICITED',
  likeLimit: 'MEMBER.LIKE_LIMIT',
  swipeLimit: 'MEMBER.SWIPE_LIMIT',
  /** sexuality or sex-related interests changed without the member's explicit consent (GDPR art. 9) */
  consentRequired: 'MEMBER.CONSENT_REQUIRED',
} as const;

/** GET /api/members/profile (and the answer of PUT): the member's own profile on /profile. */
export interface OwnProfile extends Pick<
  MemberProfile,
  | 'id'
  | 'name'
  | 'age'
  | 'gender'
  | 'sexuality'
  | 'tattoos'
  | 'hair_colour'
  | 'eye_colour'
  | 'body_type'
  | 'relationship_status'
  | 'interests'
  | 'reason'
  | 'about_me'
  | 'country'
  | 'region'
  | 'city'
> {
  /** YYYY-MM-DD (identity's: changed in settings) */
  birth_date: string;
  /**
   * when the member gave explicit consent to store sexuality and sex-related interests (GDPR
   * art. 9), ISO 8601; null without. Withdrawing (DELETE /api/members/profile/consent) erases them.
   */
  special_category_consent_at: string | null;
  photos: OwnPhoto[];
  photo_limit: number;
  premium: boolean;
}

/** GET /api/members/match-finder: the finder's answers (spec 2's /match-finder). */
export interface MatchFinderQuery {
  gender?: Gender;
  min_age?: number;
  max_age?: number;
  country?: string;
  countryregion?: string;
  /** interest ids, comma separated in the query */
  interests?: number[];
}

/** One suggestion: a card, the interests shared with the finder's choice and the distance between regions. */
export interface MatchSuggestion extends MemberCard {
  shared_interests: number[];
  /** kilometres between the centres of both members' regions; null when either is unknown */
  distance_km: number | null;
}

export interface MatchFinderResponse {
  results: MatchSuggestion[];
}

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
export interface TeaserMember {
  id: number;
  name: string;
  age: number;
  country: string | null;
  region: string | null;
  fictional: boolean;
  main_image: { filename: string; thumb_filename: string };
}

export interface MemberTeaserResponse {
  members: TeaserMember[];
}

export const MEMBER_TEASER_MAX = 24;
export const MEMBER_TEASER_DEFAULT = 12;
