/** The members area's limits and error codes: what its route schemas (routes/members.ts) and its types (members.ts) both need. */

/** Pages beyond this are refused: nobody pages through 4,800 members, and deep OFFSETs are what makes a search slow. */
export const SEARCH_MAX_PAGE = 200;

/** The spec's ages: members are adults, and nobody searches beyond this. */
export const MIN_SEARCH_AGE = 18;
export const MAX_SEARCH_AGE = 99;

/** Ids one GET /api/members/cards may ask for. */
export const MEMBER_CARDS_MAX_IDS = 50;

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
