import { z } from 'zod';
import { ERROR_CODES } from '../errors';
import { MAX_SEARCH_AGE, MEMBER_CARDS_MAX_IDS, MEMBERS_ERROR_CODES, MIN_SEARCH_AGE, SEARCH_MAX_PAGE } from '../members-values';
import { PHOTOS_ERROR_CODES } from '../photos-values';
import { ownProfileUpdateSchema } from '../profile-update';
import { GENDERS, INTEREST_COUNT, SEXUALITIES, type Gender, type Sexuality } from '../profile-values';
import { SUPPORTED_COUNTRIES } from '../site-values';
import { ANSWERS, route } from './route';

/**
 * The members service's public routes (services/members): search, profiles, own profile and photos,
 * likes, blocks, visibility, the swipe game, the match finder, cards and the teaser. Path ids are read
 * by the service's id pipes (anything that is not an id is the 404 of what it names), so the
 * contracts describe no path parameters.
 */

const SERVICE = 'members';
const id = z.number().int();
const gender = z.enum(GENDERS);
// In the answers, a value of GENDERS or SEXUALITIES, or null. An enum that may be null is not written as one: OpenAPI 3.0's
// `nullable` does not add null to an `enum`, so the answer checker would refuse every member without a gender. The
// schemas are strings for the OpenAPI; their types (what z.infer gives MemberCard and the rest) are the values they hold.
const answerGender = z
  .string()
  .nullable()
  .describe(`${GENDERS.join(' or ')}; null when not given`) as unknown as z.ZodType<Gender | null>;
const answerSexuality = z
  .string()
  .nullable()
  .describe(`${SEXUALITIES.join(', ')}; null when not given`) as unknown as z.ZodType<Sexuality | null>;
const mainImage = z.object({ filename: z.string(), thumb_filename: z.string() });

export const memberCardSchema = z.object({
  id,
  name: z.string(),
  age: z.number().int(),
  gender: answerGender,
  country: z.string().nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  main_image: mainImage.nullable(),
  online: z.boolean(),
  premium: z.boolean(),
  fictional: z.boolean(),
});

export const profilePhotoSchema = z.discriminatedUnion('locked', [
  z.object({ id, locked: z.literal(false), filename: z.string(), thumb_filename: z.string() }),
  z.object({ id, locked: z.literal(true), blurred_filename: z.string() }),
]);

/** The profile's own fields (spec 3) as another member and as its owner read them. */
const profileDetailFields = {
  sexuality: answerSexuality,
  tattoos: z.string().nullable(),
  hair_colour: z.string().nullable(),
  eye_colour: z.string().nullable(),
  body_type: z.string().nullable(),
  relationship_status: z.string().nullable(),
  /** interest ids (interests.php) */
  interests: z.array(z.number().int()),
  reason: z.string().nullable(),
  about_me: z.string().nullable(),
};

export const memberProfileSchema = memberCardSchema.extend({
  ...profileDetailFields,
  photo_count: z.number().int(),
  photos: z.array(profilePhotoSchema),
  liked: z.boolean(),
  blocked: z.boolean(),
  last_seen: z.string(),
});

export const memberSearchResponseSchema = z.object({
  page: z.number().int(),
  results: z.array(memberCardSchema),
  numResults: z.number().int(),
  numResultsCapped: z.boolean(),
  similar: z.array(memberCardSchema),
});

export const ownPhotoSchema = z.object({
  id,
  status: z.enum(['active', 'being_inspected']),
  main: z.boolean(),
  filename: z.string(),
  thumb_filename: z.string(),
  created_at: z.string(),
});

export const ownPhotosSchema = z.object({ photos: z.array(ownPhotoSchema), limit: z.number().int(), premium: z.boolean() });

export const pendingPhotoSchema = z.object({
  id,
  member_id: id,
  member_name: z.string(),
  filename: z.string(),
  thumb_filename: z.string(),
  created_at: z.string(),
});

export const ownProfileSchema = z.object({
  id,
  name: z.string(),
  age: z.number().int(),
  birth_date: z.string(),
  gender: answerGender,
  ...profileDetailFields,
  country: z.string().nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  special_category_consent_at: z.string().nullable(),
  photos: z.array(ownPhotoSchema),
  photo_limit: z.number().int(),
  premium: z.boolean(),
});

export const matchSuggestionSchema = memberCardSchema.extend({ shared_interests: z.array(z.number().int()), distance_km: z.number().nullable() });
export const matchFinderResponseSchema = z.object({ results: z.array(matchSuggestionSchema) });
export const memberCardsResponseSchema = z.object({ cards: z.array(memberCardSchema) });

export const teaserMemberSchema = z.object({
  id,
  name: z.string(),
  age: z.number().int(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  fictional: z.boolean(),
  main_image: mainImage,
});
export const memberTeaserResponseSchema = z.object({ members: z.array(teaserMemberSchema) });

export const memberVisibilitySchema = z.object({ invisible: z.boolean(), privacy: z.boolean() });
export const swipeDealSchema = z.object({ cards: z.array(memberCardSchema), likesLeft: z.number().int(), nextLikeAt: z.string().nullable() });
export const swipeAnswerSchema = z.object({ match: z.boolean(), likesLeft: z.number().int(), nextLikeAt: z.string().nullable() });
export const likeAnswerSchema = z.object({ match: z.boolean(), profile: memberCardSchema });

/** A profile object as likes.php and auto-like.php answer it (identity's UserProfile, another member's view). */
export const userProfileSchema = z.object({
  id,
  name: z.string(),
  country: z.string().nullable(),
  status: z.string(),
  gender: answerGender,
  sexuality: answerSexuality.optional(),
  age: z.number().int().nullable(),
  main_image: z.object({ filename: z.string(), thumb_filename: z.string(), status: z.string(), match: z.string() }).nullable(),
});
export const likesResponseSchema = z.object({
  /** ids of the members the logged-in member liked, newest first */
  likes: z.array(id),
  /** the members who liked the logged-in member, newest first; like_new until the member opens that profile (spec 4) */
  liked_by: z.array(z.object({ id, like_new: z.boolean() })),
  /** the profiles of both lists, once each */
  profiles: z.array(userProfileSchema),
});

/** PUT /api/members/visibility: both modes, every time. */
export const memberVisibilityBodySchema = z.strictObject({
  /** hidden from search and from unsolicited likes and messages; never shown online */
  invisible: z.boolean(),
  /** hidden from search and from unsolicited likes and messages */
  privacy: z.boolean(),
});
/** GET /api/members/swipe-cards?gender=: the gender dealt, else the one the member looks for. */
export const swipeCardsQuerySchema = z.strictObject({ gender: gender.optional() });
/** POST /api/members/{id}/swipe: true likes (counts against the 4 a day), false passes. */
export const swipeBodySchema = z.strictObject({ like: z.boolean() });

/** What `@Type(() => Number)` made of a query value: Number() of the text (an empty one is 0); missing stays missing. */
const numberFromText = (value: unknown) => (value === undefined ? value : Number(value));
const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * A whole number in the query string, answered as the DTOs' `@Type(() => Number) @IsInt() @Min() @Max()` answered: what
 * is no whole number (abc, 1.5, Infinity) is only "x must be an integer number" (class-validator reported a failed type
 * check alone), a whole number out of range "x must not be less than …" or "… greater than …".
 */
const wholeNumberFromText = (field: string, min: number, max: number) =>
  z
    .preprocess(
      numberFromText,
      z.custom<number>(isWholeNumber, { error: `${field} must be an integer number`, abort: true }).pipe(z.number().min(min).max(max)),
    )
    .optional();

/** The search store's filters (spec 3) that the match finder asks too. */
const searchFilterFields = {
  gender: gender.optional(),
  // Typed as text: the pages pass on whatever country they hold (a member's, the geo guess), and a country the site does
  // not serve is refused with the DTO's message; the OpenAPI still lists the ones it serves.
  country: (z.enum(SUPPORTED_COUNTRIES) as unknown as z.ZodType<string>).optional(),
  countryregion: z.string().max(100).describe('a first-level region of the country, as regions.php names it').optional(),
  min_age: wholeNumberFromText('min_age', MIN_SEARCH_AGE, MAX_SEARCH_AGE),
  max_age: wholeNumberFromText('max_age', MIN_SEARCH_AGE, MAX_SEARCH_AGE),
};

/** GET /api/members.php: the spec's search store filters (section 3); unknown parameters are refused. */
export const memberSearchQuerySchema = z.strictObject({
  ...searchFilterFields,
  page: wholeNumberFromText('page', 1, SEARCH_MAX_PAGE).describe('1-based'),
  network: z
    .string()
    .max(100)
    .describe("a logged-out visitor's traffic source (the tracking parameter network): logged_out_search_trafficsource lets them search")
    .optional(),
});

/**
 * The interests' checks in class-validator's order and words (`@ArrayMaxSize @IsInt({ each }) @Min({ each }) @Max({ each })`):
 * an id that is no whole number is the only message; else every rule broken, the largest id's first.
 */
function interestIdsProblems(ids: number[]): string[] {
  if (!ids.every(isWholeNumber)) return ['each value in interests must be an integer number'];
  return [
    ids.some((id) => id > INTEREST_COUNT) && `each value in interests must not be greater than ${INTEREST_COUNT}`,
    ids.some((id) => id < 1) && 'each value in interests must not be less than 1',
    ids.length > INTEREST_COUNT && `interests must contain no more than ${INTEREST_COUNT} elements`,
  ].filter((problem): problem is string => typeof problem === 'string');
}

/**
 * GET /api/members/match-finder: the search's filters and the interests to share, ids comma separated (the member's own
 * when missing, none when empty), each read as Number() reads it, as the DTO's transform did.
 */
export const matchFinderQuerySchema = z.strictObject({
  ...searchFilterFields,
  interests: z
    .preprocess(
      (value) => (typeof value === 'string' ? (value === '' ? [] : value.split(',').map(Number)) : value),
      z.array(z.custom<number>((id) => typeof id === 'number')).superRefine((ids, context) => {
        for (const message of interestIdsProblems(ids)) context.addIssue({ code: 'custom', message });
      }),
    )
    .describe('interest ids, comma separated (1,19,47); the member’s own when missing, none when empty')
    .optional(),
});

const notFound = { status: 404, code: MEMBERS_ERROR_CODES.notFound } as const;
/** Path ids are read by members' IdPipes, not by these schemas: an id that is no whole number in range is a member or photo that does not exist (404). */
const memberIdParams = z.object({ id: z.string().describe('a member id') });
const photoIdParams = z.object({ photoId: z.string().describe('a photo id') });
const photoFileParams = z.object({ folder: z.string(), file: z.string() });
const loginRequired = { status: 403, code: MEMBERS_ERROR_CODES.loginRequired } as const;
const photoNotFound = { status: 404, code: PHOTOS_ERROR_CODES.notFound } as const;
const adminOnly = { status: 403, code: ERROR_CODES.adminForbidden, description: 'without the admin token' } as const;

export const membersRoutes = {
  search: route({
    name: 'search',
    service: SERVICE,
    method: 'GET',
    path: '/api/members.php',
    summary: "Member search (the spec's search store): one page of cards, newest activity first, the count, similar members when few match",
    query: memberSearchQuerySchema,
    answer: memberSearchResponseSchema,
    failure: [{ ...loginRequired, description: 'for a visitor when the site does not allow logged-out search' }],
  }),
  profile: route({
    name: 'profile',
    service: SERVICE,
    method: 'GET',
    path: '/api/members/:id',
    summary: "A member's profile (every field of spec 3); opening it clears that member's new-like flag",
    params: memberIdParams,
    answer: memberProfileSchema,
    failure: [notFound, { status: 403, code: MEMBERS_ERROR_CODES.blockedByMember }, loginRequired],
  }),
  blocked: route({
    name: 'blocked',
    service: SERVICE,
    method: 'GET',
    path: '/api/members/blocked',
    summary: 'The members the member blocked, most recent first',
    answer: z.array(memberCardSchema),
    failure: [loginRequired],
  }),
  block: route({
    name: 'block',
    service: SERVICE,
    method: 'POST',
    path: '/api/members/:id/block',
    summary: 'Block a member: they cannot view the profile or contact the member, and neither finds the other',
    params: memberIdParams,
    answer: ANSWERS.empty('blocked (also when already blocked)'),
    status: 204,
    failure: [notFound, { status: 400, code: MEMBERS_ERROR_CODES.notYourself }, loginRequired],
  }),
  unblock: route({
    name: 'unblock',
    service: SERVICE,
    method: 'DELETE',
    path: '/api/members/:id/block',
    summary: 'Unblock a member',
    params: memberIdParams,
    answer: ANSWERS.empty('not blocked any more (also when it was not)'),
    status: 204,
    failure: [notFound, loginRequired],
  }),
  cards: route({
    name: 'cards',
    service: SERVICE,
    method: 'GET',
    path: '/api/members/cards',
    summary: `Cards of members by id (the people of the member’s conversations), in the order asked, at most ${MEMBER_CARDS_MAX_IDS}`,
    answer: memberCardsResponseSchema,
    failure: [{ status: 400, code: 'VALIDATION.FAILED', description: 'ids must list 1 to 50 member ids' }, loginRequired],
  }),
  teaser: route({
    name: 'teaser',
    service: SERVICE,
    method: 'GET',
    path: '/api/members/teaser.php',
    summary: 'Members a logged-out visitor may see (home and landers): name, age, region and main photo only',
    answer: memberTeaserResponseSchema,
    failure: [
      { status: 400, code: 'VALIDATION.FAILED' },
      { status: 404, code: 'MEMBERS.NOT_FOUND', description: '?id= names no member the teaser would list' },
    ],
  }),
  matchFinder: route({
    name: 'matchFinder',
    service: SERVICE,
    method: 'GET',
    path: '/api/members/match-finder',
    summary: 'Suggestions for the match finder, ranked by shared interests and distance',
    query: matchFinderQuerySchema,
    answer: matchFinderResponseSchema,
    failure: [{ status: 400, code: 'VALIDATION.FAILED' }, loginRequired],
  }),
  ownProfile: route({
    name: 'ownProfile',
    service: SERVICE,
    method: 'GET',
    path: '/api/members/profile',
    summary: 'My profile with every editable field, my photos and my consent',
    answer: ownProfileSchema,
    failure: [notFound, loginRequired],
  }),
  updateOwnProfile: route({
    name: 'updateOwnProfile',
    service: SERVICE,
    method: 'PUT',
    path: '/api/members/profile',
    summary: 'Change fields of my profile (only those sent; null clears one)',
    body: ownProfileUpdateSchema,
    answer: ownProfileSchema,
    failure: [
      { status: 422, code: MEMBERS_ERROR_CODES.consentRequired, description: 'sexuality or sex-related interests added without explicit consent' },
      notFound,
      loginRequired,
    ],
  }),
  withdrawConsent: route({
    name: 'withdrawConsent',
    service: SERVICE,
    method: 'DELETE',
    path: '/api/members/profile/consent',
    summary: 'Withdraw my consent: sexuality and sex-related interests are erased with it',
    answer: ownProfileSchema,
    failure: [notFound, loginRequired],
  }),
  changeVisibility: route({
    name: 'changeVisibility',
    service: SERVICE,
    method: 'PUT',
    path: '/api/members/visibility',
    summary: 'Switch invisible and privacy mode (the /settings page)',
    body: memberVisibilityBodySchema,
    answer: memberVisibilitySchema,
    failure: [notFound, loginRequired],
  }),
  visibility: route({
    name: 'visibility',
    service: SERVICE,
    method: 'GET',
    path: '/api/members/visibility',
    summary: "The member's invisible and privacy modes (spec 6)",
    answer: memberVisibilitySchema,
    failure: [notFound, loginRequired],
  }),
  swipeCards: route({
    name: 'swipeCards',
    service: SERVICE,
    method: 'GET',
    path: '/api/members/swipe-cards',
    summary: 'The swipe game: the next cards (never swiped, liked or blocked), and the likes left of the rolling day',
    query: swipeCardsQuerySchema,
    answer: swipeDealSchema,
    failure: [loginRequired],
  }),
  swipe: route({
    name: 'swipe',
    service: SERVICE,
    method: 'POST',
    path: '/api/members/:id/swipe',
    summary: 'Swipe a card: like (at most 4 in any 24 hours) or pass',
    params: memberIdParams,
    body: swipeBodySchema,
    answer: swipeAnswerSchema,
    failure: [{ status: 429, code: MEMBERS_ERROR_CODES.swipeLimit }, notFound, loginRequired],
  }),
  autoLike: route({
    name: 'autoLike',
    service: SERVICE,
    method: 'GET',
    path: '/api/auto-like.php',
    summary: 'A fictional profile likes the member (spec 4, 7, 9); the answer feeds the match modal (204: none left, or the day’s auto-likes were given)',
    answer: userProfileSchema,
    failure: [loginRequired],
  }),
  likes: route({
    name: 'likes',
    service: SERVICE,
    method: 'GET',
    path: '/api/likes.php',
    summary: 'Whom the member liked and who liked them (like_new until the profile is opened), with those profiles',
    answer: likesResponseSchema,
    failure: [loginRequired],
  }),
  like: route({
    name: 'like',
    service: SERVICE,
    method: 'POST',
    path: '/api/members/:id/like',
    summary: 'Like a member; a mutual like is a match (made once)',
    params: memberIdParams,
    answer: likeAnswerSchema,
    failure: [
      notFound,
      {
        status: 403,
        code: MEMBERS_ERROR_CODES.unsolicited,
        description: 'blocked either way, or the member is in invisible or privacy mode and never liked the caller',
      },
      { status: 429, code: MEMBERS_ERROR_CODES.likeLimit },
      loginRequired,
    ],
  }),
  unlike: route({
    name: 'unlike',
    service: SERVICE,
    method: 'DELETE',
    path: '/api/members/:id/like',
    summary: 'Take a like back (and the match it made)',
    params: memberIdParams,
    answer: ANSWERS.empty('not liked any more'),
    status: 204,
    failure: [notFound, loginRequired],
  }),
  photos: route({
    name: 'photos',
    service: SERVICE,
    method: 'GET',
    path: '/api/members/photos',
    summary: "The member's photos, being inspected ones included, and how many they may hold",
    answer: ownPhotosSchema,
    failure: [photoNotFound, loginRequired],
  }),
  uploadPhoto: route({
    name: 'uploadPhoto',
    service: SERVICE,
    method: 'POST',
    path: '/api/members/photos',
    summary: 'Upload a photo: the body is the image itself (JPEG, PNG or WebP, up to 10 MB); it waits for inspection',
    consumes: 'image/jpeg',
    answer: ownPhotosSchema,
    status: 201,
    failure: [
      { status: 409, code: PHOTOS_ERROR_CODES.limit, description: '3 photos for free members, 25 for premium; nothing stored' },
      { status: 413, code: PHOTOS_ERROR_CODES.tooLarge },
      { status: 415, code: PHOTOS_ERROR_CODES.notAnImage },
      loginRequired,
    ],
  }),
  deletePhoto: route({
    name: 'deletePhoto',
    service: SERVICE,
    method: 'DELETE',
    path: '/api/members/photos/:photoId',
    summary: 'Delete one of my photos (files included); the next one becomes main if it was',
    params: photoIdParams,
    answer: ownPhotosSchema,
    failure: [photoNotFound, loginRequired],
  }),
  makeMainPhoto: route({
    name: 'makeMainPhoto',
    service: SERVICE,
    method: 'PUT',
    path: '/api/members/photos/:photoId/main',
    summary: 'Make an approved photo my main photo',
    params: photoIdParams,
    answer: ownPhotosSchema,
    failure: [{ status: 409, code: PHOTOS_ERROR_CODES.notInspected }, photoNotFound, loginRequired],
  }),
  pendingPhotos: route({
    name: 'pendingPhotos',
    service: SERVICE,
    method: 'GET',
    path: '/api/members/admin/photos',
    summary: 'Photos being inspected, oldest first (their files open with the admin token)',
    answer: z.object({ photos: z.array(pendingPhotoSchema) }),
    failure: [adminOnly],
  }),
  approvePhoto: route({
    name: 'approvePhoto',
    service: SERVICE,
    method: 'POST',
    path: '/api/members/admin/photos/:photoId/approve',
    summary: 'Approve: everyone may see the photo; it becomes main if the main one is not approved yet',
    params: photoIdParams,
    answer: z.object({ status: z.literal('active') }),
    failure: [photoNotFound, adminOnly],
  }),
  rejectPhoto: route({
    name: 'rejectPhoto',
    service: SERVICE,
    method: 'POST',
    path: '/api/members/admin/photos/:photoId/reject',
    summary: 'Reject: the photo and its files are deleted',
    params: photoIdParams,
    answer: ANSWERS.empty(),
    status: 204,
    failure: [photoNotFound, adminOnly],
  }),
  photoFile: route({
    name: 'photoFile',
    service: SERVICE,
    method: 'GET',
    path: '/photos/:folder/:file',
    summary: 'A photo file: its owner and operators see every file, others approved photos only, and a locked photo only blurred (spec 4, 6)',
    params: photoFileParams,
    answer: ANSWERS.file('image/jpeg', 'the photo file (JPEG, or a demo SVG)'),
    failure: [photoNotFound],
  }),
} as const;
