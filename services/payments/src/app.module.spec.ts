import { type DynamicModule, type ForwardReference, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { AppModule } from './app.module';
import type { PaymentsConfig } from './config';

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
  DATABASE_URL: 'postgres://payments@127.0.0.1/payments',
  ADMIN_TOKEN: 'a'.repeat(32),
  INTERNAL_TOKEN: 'i'.repeat(32),
  GATEWAY_URL: 'http://127.0.0.1:8080',
  MEMBERS_URL: 'http://127.0.0.1:3102',
  IDENTITY_URL: 'http://127.0.0.1:3101',
  SITE_URL: 'http://127.0.0.1:3105',
} as PaymentsConfig;

/** Every route the service answered before its AppModule was split into modules: HealthModule's, then its one controllers array's, in that order. */
const ROUTES_BEFORE_THE_SPLIT = [
  'GET /health',
  'GET /internal/wallets/:id',
  'POST /internal/credits/changes',
  'POST /internal/events',
  'GET /internal/outbox',
  'POST /internal/outbox/retry-dead',
  'GET /api/credits/shop',
  'GET /api/credits/bundles/:id/quote',
  'POST /api/credits/orders',
  'GET /api/credits/orders',
  'GET /api/credits/orders/:paymentId',
  'POST /api/payments/webhooks/mollie',
  'POST /api/payments/webhooks/stripe',
  'GET /api/discountcode.php',
  'POST /api/credits/retention-offer',
  'POST /api/payments/admin/discount-codes',
  'POST /api/payments/admin/orders/:paymentId/refund',
  'POST /api/credits/direct-debit',
  'POST /api/credits/direct-debit/:requestId/confirm',
  'GET /api/credits/stored-methods',
  'POST /api/credits/repeat-order',
];

describe('the payments service routes', () => {
  it('tells a parameter and a literal in the same place apart from routes that differ in method or length', () => {
    expect(
      overlap({ method: 'GET', segments: ['api', 'credits', 'orders', ':paymentId'] }, { method: 'GET', segments: ['api', 'credits', 'orders', 'latest'] }),
    ).toBe(true);
    expect(
      overlap({ method: 'GET', segments: ['api', 'credits', 'orders', ':paymentId'] }, { method: 'POST', segments: ['api', 'credits', 'orders', 'latest'] }),
    ).toBe(false);
    expect(
      overlap(
        { method: 'POST', segments: ['api', 'credits', 'direct-debit', ':requestId', 'confirm'] },
        { method: 'POST', segments: ['api', 'credits', 'direct-debit'] },
      ),
    ).toBe(false);
    expect(overlap({ method: 'GET', segments: ['api', 'credits', 'shop'] }, { method: 'GET', segments: ['api', 'credits', 'SHOP'] })).toBe(true);
  });

  // Nest registers each module's routes in module order: with no two routes for one request, that order decides no answer.
  it('has no two routes that could answer the same request, whatever the order of its modules', () => {
    const routes = controllersOf(AppModule.register(CONFIG)).flatMap(routesOf);
    // The same routes as before the split, no more and no fewer.
    expect([...routes.map(show)].sort()).toEqual([...ROUTES_BEFORE_THE_SPLIT].sort());
    const overlaps = routes.flatMap((route, i) =>
      routes
        .slice(i + 1)
        .filter((other) => overlap(route, other))
        .map((other) => `${show(route)} and ${show(other)}`),
    );
    expect(overlaps).toEqual([]);
  });
});
