import { z } from 'zod';
import { ERROR_CODES } from '../errors';
import { MEMBER_CARDS_MAX_IDS, MEMBERS_ERROR_CODES } from '../members';
import { PHOTOS_ERROR_CODES } from '../photos';
import { ownProfileUpdateSchema } from '../profile-update';
import { GENDERS, SEXUALITIES } from '../profile-values';
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
// `nullable` does not add null to an `enum`, so the answer checker would refuse every member without a gender.
const answerGender = z
  .string()
  .nullable()
  .describe(`${GENDERS.join(' or ')}; null when not given`);
const answerSexuality = z
  .string()
  .nullable()
  .describe(`${SEXUALITIES.join(', ')}; null when not given`);
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

export const memberProfileSchema = memberCardSchema.extend({
  sexuality: answerSexuality,
  tattoos: z.string().nullable(),
  hair_colour: z.string().nullable(),
  eye_colour: z.string().nullable(),
  body_type: z.string().nullable(),
  relationship_status: z.string().nullable(),
  interests: z.array(z.number().int()),
  reason: z.string().nullable(),
  about_me: z.string().nullable(),
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
  sexuality: answerSexuality,
  tattoos: z.string().nullable(),
  hair_colour: z.string().nullable(),
  eye_colour: z.string().nullable(),
  body_type: z.string().nullable(),
  relationship_status: z.string().nullable(),
  interests: z.array(z.number().int()),
  reason: z.string().nullable(),
  about_me: z.string().nullable(),
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
  likes: z.array(id),
  liked_by: z.array(z.object({ id, like_new: z.boolean() })),
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

const notFound = { status: 404, code: MEMBERS_ERROR_CODES.notFound } as const;
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
    answer: memberSearchResponseSchema,
    failure: [{ ...loginRequired, description: 'for a visitor when the site does not allow logged-out search' }],
  }),
  profile: route({
    name: 'profile',
    service: SERVICE,
    method: 'GET',
    path: '/api/members/:id',
    summary: "A member's profile (every field of spec 3); opening it clears that member's new-like flag",
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
    answer: ownPhotosSchema,
    failure: [photoNotFound, loginRequired],
  }),
  makeMainPhoto: route({
    name: 'makeMainPhoto',
    service: SERVICE,
    method: 'PUT',
    path: '/api/members/photos/:photoId/main',
    summary: 'Make an approved photo my main photo',
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
    answer: z.object({ status: z.literal('active') }),
    failure: [photoNotFound, adminOnly],
  }),
  rejectPhoto: route({
    name: 'rejectPhoto',
    service: SERVICE,
    method: 'POST',
    path: '/api/members/admin/photos/:photoId/reject',
    summary: 'Reject: the photo and its files are deleted',
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
    answer: ANSWERS.file('image/jpeg', 'the photo file (JPEG, or a demo SVG)'),
    failure: [photoNotFound],
  }),
} as const;
