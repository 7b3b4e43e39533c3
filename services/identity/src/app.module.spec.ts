import { type DynamicModule, type ForwardReference, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { expectEveryRouteHasAContract, routesOf as registeredRoutesOf } from '@rendezvous/nest-kit/testing';
import { AppModule } from './app.module';
import type { IdentityConfig } from './config';

interface Route {
  method: string;
  segments: string[];
}

type ModuleEntry = Type | DynamicModule | Promise<DynamicModule> | ForwardReference;

/** Every controller a module brings, its imports' included (as Nest would register them). */
function controllersOf(entry: ModuleEntry, seen = new Set<unknown>()): Type[] {
  if (!entry || seen.has(entry) || 'then' in entry || 'forwardRef' in entry) return [];
  seen.add(entry);
  const dynamic: Partial<DynamicModule> = typeof entry === 'function' ? {} : entry;
  const module = typeof entry === 'function' ? entry : entry.module;
  const controllers: Type[] = [...(Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, module) ?? []), ...(dynamic.controllers ?? [])];
  const imports: ModuleEntry[] = [...(Reflect.getMetadata(MODULE_METADATA.IMPORTS, module) ?? []), ...(dynamic.imports ?? [])];
  return [...controllers, ...imports.flatMap((imported) => controllersOf(imported, seen))];
}

const segmentsOf = (...paths: unknown[]) => paths.flat().filter((path): path is string => typeof path === 'string').flatMap((path) => path.split('/')).filter(Boolean);

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
  return sameMethod && a.segments.length === b.segments.length && a.segments.every((segment, i) => variable(segment) || variable(b.segments[i]) || segment.toLowerCase() === b.segments[i].toLowerCase());
}

const show = ({ method, segments }: Route) => `${method} /${segments.join('/')}`;

const CONFIG = {
  DATABASE_URL: 'postgres://identity@127.0.0.1/identity',
  ADMIN_TOKEN: 'a'.repeat(32),
  INTERNAL_TOKEN: 'i'.repeat(32),
  SITE_URL: 'http://127.0.0.1:3104',
  MEMBERS_URL: 'http://127.0.0.1:3102',
  CHAT_URL: 'http://127.0.0.1:3103',
  PAYMENTS_URL: 'http://127.0.0.1:3105',
  GATEWAY_URL: 'http://127.0.0.1:8080',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'Rendezvous <no-reply@rendezvous.localhost>',
  PUBLIC_URL: 'http://rendezvous.localhost:8080',
} as IdentityConfig;

/** Every route as it was registered before the service was split into modules (one AppModule, its controllers in this order). */
const ROUTES_BEFORE_THE_SPLIT = [
  'GET /api/user.php',
  'POST /api/user.php',
  'PUT /api/user.php',
  'GET /api/logout.php',
  'POST /api/page-hidden.php',
  'POST /api/account/signup',
  'PUT /api/account/signup/steps/:step',
  'POST /api/account/signup/complete',
  'POST /api/account/activation-mail',
  'GET /api/account/activate',
  'POST /api/account/password-reset',
  'POST /api/account/password-reset/confirm',
  'POST /api/account/password',
  'POST /api/account/email',
  'POST /api/account/email/confirm',
  'GET /api/account/email/undo',
  'DELETE /api/account',
  'GET /api/account/reactivate',
  'GET /api/account/notifications',
  'PUT /api/account/notifications',
  'POST /api/account/unsubscribe',
  'POST /api/account/notifications/disable',
  'GET /api/admin/accounts',
  'GET /internal/sessions/current',
  'GET /internal/accounts/:id',
  'POST /internal/maintenance/purge-deleted-accounts',
];

describe('the identity service routes', () => {
  it('tells a parameter and a literal in the same place apart from routes that differ in method or length', () => {
    expect(overlap({ method: 'GET', segments: ['internal', 'accounts', ':id'] }, { method: 'GET', segments: ['internal', 'accounts', 'current'] })).toBe(true);
    expect(overlap({ method: 'GET', segments: ['internal', 'accounts', ':id'] }, { method: 'POST', segments: ['internal', 'accounts', 'current'] })).toBe(false);
    expect(overlap({ method: 'PUT', segments: ['api', 'account', 'signup', 'steps', ':step'] }, { method: 'PUT', segments: ['api', 'account', 'notifications'] })).toBe(false);
  });

  const routes = controllersOf(AppModule.register(CONFIG)).flatMap(routesOf);

  it('keeps every route it had as one module, and the outbox, events and health routes', () => {
    expect(routes.map(show)).toEqual(expect.arrayContaining([...ROUTES_BEFORE_THE_SPLIT, 'GET /health', 'GET /internal/outbox', 'POST /internal/events']));
  });

  // Nest registers each module's routes in module order: with no two routes for one request, that order decides no answer.
  it('has no two routes that could answer the same request, whatever the order of its modules', () => {
    const overlaps = routes.flatMap((route, i) => routes.slice(i + 1).filter((other) => overlap(route, other)).map((other) => `${show(route)} and ${show(other)}`));
    expect(overlaps).toEqual([]);
  });

  // Every public route declares its contract (shared/contracts/src/routes/identity.ts) with the handler's method and path; internal ones are InternalCalls.
  it('has a contract for every public route', () => {
    expectEveryRouteHasAContract(registeredRoutesOf(AppModule.register(CONFIG)));
  });
});
