import { MEMBERS_ERROR_CODES, PHOTOS_ERROR_CODES } from '@rendezvous/contracts';
import { DEMO_PASSWORD } from '@rendezvous/demo-data';
import { call, logIn } from '@rendezvous/test-kit';

/**
 * Routes one request could match twice (src/app.module.spec.ts pins them): each literal
 * /api/members/<word> page answers itself, not the profile page GET /api/members/:id, and
 * DELETE /api/members/photos/<word> stays a photo's delete, not an unblock or an unlike.
 */
describe('members route precedence', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await logIn('free@demo.test', DEMO_PASSWORD);
  });

  it.each([
    ['/api/members/blocked', (body: unknown) => expect(Array.isArray(body)).toBe(true)],
    ['/api/members/visibility', (body: unknown) => expect(body).toEqual({ invisible: expect.any(Boolean), privacy: expect.any(Boolean) })],
    ['/api/members/swipe-cards', (body: unknown) => expect(body).toMatchObject({ cards: expect.any(Array), likesLeft: expect.any(Number) })],
    ['/api/members/photos', (body: unknown) => expect(body).toMatchObject({ photos: expect.any(Array), limit: expect.any(Number) })],
    ['/api/members/profile', (body: unknown) => expect(body).toMatchObject({ photo_limit: expect.any(Number), photos: expect.any(Array) })],
    ['/api/members/match-finder', (body: unknown) => expect(body).toMatchObject({ results: expect.any(Array) })],
    ['/api/members/cards?ids=7', (body: unknown) => expect(body).toMatchObject({ cards: expect.any(Array) })],
    ['/api/members/teaser.php', (body: unknown) => expect(body).toMatchObject({ members: expect.any(Array) })],
  ])('answers GET %s with its own page, not a member profile', async (path, expectBody) => {
    const result = await call(path, { headers: { cookie } });
    expect(result.status).toBe(200);
    expectBody(result.body);
  });

  it('still answers GET /api/members/:id with the profile page, and a word that names no page with the member 404', async () => {
    const profile = await call('/api/members/7', { headers: { cookie } });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ id: 7, photos: expect.any(Array) });
    const unknown = await call('/api/members/no-such-page', { headers: { cookie } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: MEMBERS_ERROR_CODES.notFound });
  });

  it.each(['block', 'like'])('answers DELETE /api/members/photos/%s as a photo that does not exist', async (word) => {
    const result = await call(`/api/members/photos/${word}`, { method: 'DELETE', headers: { cookie } });
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ code: PHOTOS_ERROR_CODES.notFound });
  });
});
