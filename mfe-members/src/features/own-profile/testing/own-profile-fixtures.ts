import type { OwnPhoto, OwnPhotos, OwnProfile } from '@rendezvous/contracts';
import { buildUser } from '@rendezvous/session-store/testing';
import { answer } from '../../../testing/api-mock';

/** One of the member's own photos; an inspected one unless the test says otherwise. */
export function ownPhoto(id: number, overrides: Partial<OwnPhoto> = {}): OwnPhoto {
  return { id, status: 'active', main: false, filename: `p${id}.jpg`, thumb_filename: `p${id}_t.jpg`, created_at: '2026-03-01T10:00:00.000Z', ...overrides };
}

/** GET /api/members/profile for a free member without consent; tests override only what they are about. */
export function ownProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: 1001,
    name: 'Anna',
    birth_date: '1994-05-17',
    age: 31,
    gender: 'female',
    sexuality: null,
    tattoos: 'none',
    hair_colour: 'brown',
    eye_colour: 'blue',
    body_type: 'slim',
    relationship_status: 'single',
    interests: [3],
    reason: 'Looking for a date',
    about_me: 'I like long walks.',
    country: 'NL',
    region: 'Utrecht',
    city: 'Utrecht',
    special_category_consent_at: null,
    photos: [],
    photo_limit: 3,
    premium: false,
    ...overrides,
  };
}

export function ownPhotos(photos: OwnPhoto[], overrides: Partial<OwnPhotos> = {}): OwnPhotos {
  return { photos, limit: 3, premium: false, ...overrides };
}

/** The reference data and the session's user that /profile reads besides the profile itself. */
export const profileReferenceData = {
  'GET /api/interests.php': () =>
    answer(200, [
      { id: 3, name: 'Animals', icon: 'animals' },
      { id: 12, name: 'Cooking', icon: 'cooking' },
      { id: 38, name: 'Sex', icon: 'sex' },
    ]),
  'GET /api/regions.php': () =>
    answer(200, {
      NL: {
        country: 'NL',
        region_type: 'province',
        regions: [
          { code: 'UT', name: 'Utrecht' },
          { code: 'NH', name: 'North Holland' },
        ],
      },
      DE: { country: 'DE', region_type: 'state', regions: [{ code: 'BE', name: 'Berlin' }] },
    }),
  'GET /api/user.php': () => answer(200, buildUser()),
};
