import { expectEveryRouteHasAContract, overlappingRoutes, routesOf } from '@rendezvous/nest-kit/testing';
import { AppModule } from './app.module';
import type { MembersConfig } from './config';

const CONFIG = {
  DATABASE_URL: 'postgres://members@127.0.0.1/members',
  ADMIN_TOKEN: 'a'.repeat(32),
  INTERNAL_TOKEN: 'i'.repeat(32),
  SITE_URL: 'http://127.0.0.1:3105',
  GATEWAY_URL: 'http://127.0.0.1:8080',
  IDENTITY_URL: 'http://127.0.0.1:3101',
  CHAT_URL: 'http://127.0.0.1:3103',
} as MembersConfig;

/**
 * The pairs one request could match on purpose, each with the route that must answer it: the one Nest
 * registers first (as the single AppModule's controller order decided before the split).
 * GET /api/members/:id is the profile page, every literal /api/members/<word> is its own page; a photo
 * id is never `block` or `like`, so DELETE /api/members/photos/block stays a photo (404) as it always was.
 */
const PINNED: Record<string, string[]> = {
  'GET /api/members/:id': [
    'GET /api/members/photos',
    'GET /api/members/profile',
    'GET /api/members/match-finder',
    'GET /api/members/cards',
    'GET /api/members/teaser.php',
    'GET /api/members/blocked',
    'GET /api/members/visibility',
    'GET /api/members/swipe-cards',
  ],
  'DELETE /api/members/:id/block': ['DELETE /api/members/photos/:photoId'],
  'DELETE /api/members/:id/like': ['DELETE /api/members/photos/:photoId'],
};

/** The routes in the order Nest registers them (nest-kit's routesOf walks the modules as Nest does). */
const routes = () => routesOf(AppModule.register(CONFIG));
const show = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

describe('the members service routes', () => {
  it('registers the routes it always had, once each', () => {
    const shown = routes().map(show);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown).toEqual(
      expect.arrayContaining([
        'GET /api/members.php',
        'GET /api/likes.php',
        'GET /api/auto-like.php',
        'GET /api/members/:id',
        'GET /internal/profiles/:id',
        'GET /internal/members/:id/contact',
        'POST /internal/events',
        'GET /internal/outbox',
        'GET /photos/:folder/:file',
        'GET /health',
      ]),
    );
    expect(shown).toHaveLength(EXPECTED_ROUTE_COUNT);
  });

  // Nest registers each module's routes in module order: only the pinned pairs may overlap, and then the pinned literal comes first.
  it('has no two routes that could answer the same request but the pinned ones, and registers the pinned one first', () => {
    // overlappingRoutes names each pair in registration order: "<registered first> and <registered later>".
    const overlaps = overlappingRoutes(routes());
    const pinned = Object.entries(PINNED).flatMap(([param, literals]) => literals.map((literal) => `${literal} and ${param}`));
    expect(overlaps.sort()).toEqual(pinned.sort());
  });

  // The internal routes (/internal/…, /health) are described by InternalCalls; every other one by its RouteContract.
  it('gives every public route a contract whose method and path are its own', () => {
    const registered = routes();
    expectEveryRouteHasAContract(registered);
    expect(registered.filter((route) => route.contract)).toHaveLength(27);
  });
});

/** Every route of the service; a new one changes it on purpose. */
const EXPECTED_ROUTE_COUNT = 33;
