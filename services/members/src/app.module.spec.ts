import { type DynamicModule, type ForwardReference, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { expectEveryRouteHasAContract, routesOf as registeredRoutesOf } from '@rendezvous/nest-kit/testing';
import { AppModule } from './app.module';
import type { MembersConfig } from './config';

interface Route {
  method: string;
  segments: string[];
}

type ModuleEntry = Type | DynamicModule | Promise<DynamicModule> | ForwardReference;

/** Every controller a module brings, its imports' included, in the order Nest registers their routes (a module before its imports, each module once, where first met). */
function controllersOf(entry: ModuleEntry, seen = new Set<unknown>()): Type[] {
  if (!entry || seen.has(entry) || 'then' in entry || 'forwardRef' in entry) return [];
  seen.add(entry);
  const dynamic: Partial<DynamicModule> = typeof entry === 'function' ? {} : entry;
  const module = typeof entry === 'function' ? entry : entry.module;
  const controllers: Type[] = [...(Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, module) ?? []), ...(dynamic.controllers ?? [])];
  const imports: ModuleEntry[] = [...(Reflect.getMetadata(MODULE_METADATA.IMPORTS, module) ?? []), ...(dynamic.imports ?? [])];
  return [...controllers, ...imports.flatMap((imported) => controllersOf(imported, seen))];
}

const segmentsOf = (...paths: unknown[]) =>
  paths
    .flat()
    .filter((path): path is string => typeof path === 'string')
    .flatMap((path) => path.split('/'))
    .filter(Boolean);

function routesOf(controller: Type): Route[] {
  const base = Reflect.getMetadata(PATH_METADATA, controller);
  return Object.getOwnPropertyNames(controller.prototype).flatMap((name) => {
    const handler = (controller.prototype as Record<string, unknown>)[name];
    if (typeof handler !== 'function') return [];
    const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
    if (method === undefined) return [];
    return [{ method: RequestMethod[method], segments: segmentsOf(base, Reflect.getMetadata(PATH_METADATA, handler)) }];
  });
}

/** Whether one request could match both routes: Express matches literals case-insensitively, a parameter takes any one segment. */
function overlap(a: Route, b: Route): boolean {
  const sameMethod = a.method === b.method || a.method === 'ALL' || b.method === 'ALL';
  const variable = (segment: string) => segment.startsWith(':') || segment.includes('*');
  return (
    sameMethod &&
    a.segments.length === b.segments.length &&
    a.segments.every((segment, i) => variable(segment) || variable(b.segments[i]) || segment.toLowerCase() === b.segments[i].toLowerCase())
  );
}

const show = ({ method, segments }: Route) => `${method} /${segments.join('/')}`;

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

const routes = () => controllersOf(AppModule.register(CONFIG)).flatMap(routesOf);
const overlapsOf = (list: Route[]) =>
  list.flatMap((route, i) =>
    list
      .slice(i + 1)
      .filter((other) => overlap(route, other))
      .map((other) => [route, other] as const),
  );

describe('the members service routes', () => {
  it('tells a parameter and a literal in the same place apart from routes that differ in method or length', () => {
    expect(overlap({ method: 'GET', segments: ['api', 'members', ':id'] }, { method: 'GET', segments: ['api', 'members', 'blocked'] })).toBe(true);
    expect(overlap({ method: 'GET', segments: ['api', 'members', ':id'] }, { method: 'PUT', segments: ['api', 'members', 'visibility'] })).toBe(false);
    expect(overlap({ method: 'GET', segments: ['api', 'members', ':id'] }, { method: 'GET', segments: ['api', 'members', 'admin', 'photos'] })).toBe(false);
  });

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
    const overlaps = overlapsOf(routes()).map(([first, second]) => `${show(first)} and ${show(second)}`);
    const pinned = Object.entries(PINNED).flatMap(([param, literals]) => literals.map((literal) => `${literal} and ${param}`));
    expect(overlaps.sort()).toEqual(pinned.sort());
  });

  // The internal routes (/internal/…, /health) are described by InternalCalls; every other one by its RouteContract.
  it('gives every public route a contract whose method and path are its own', () => {
    const registered = registeredRoutesOf(AppModule.register(CONFIG));
    expectEveryRouteHasAContract(registered);
    expect(registered.filter((route) => route.contract)).toHaveLength(27);
  });
});

/** Every route of the service; a new one changes it on purpose. */
const EXPECTED_ROUTE_COUNT = 33;
