import { type DynamicModule, type ForwardReference, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { AppModule } from './app.module';
import type { SiteConfig } from './config';

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

const CONFIG = { DATABASE_URL: 'postgres://site@127.0.0.1/site', ADMIN_TOKEN: 'a'.repeat(32), INTERNAL_TOKEN: 'i'.repeat(32), IDENTITY_URL: 'http://127.0.0.1:3101', VAPID_PUBLIC_KEY: '' } as SiteConfig;

describe('the site service routes', () => {
  it('tells a parameter and a literal in the same place apart from routes that differ in method or length', () => {
    expect(overlap({ method: 'GET', segments: ['api', 'admin', 'sites', ':domain'] }, { method: 'GET', segments: ['api', 'admin', 'sites', 'complaints'] })).toBe(true);
    expect(overlap({ method: 'GET', segments: ['api', 'admin', 'sites', ':domain'] }, { method: 'POST', segments: ['api', 'admin', 'sites', 'complaints'] })).toBe(false);
    expect(overlap({ method: 'GET', segments: ['api', 'admin', 'sites', ':domain', 'campaigns'] }, { method: 'GET', segments: ['api', 'admin', 'sites', 'complaints'] })).toBe(false);
  });

  // Nest registers each module's routes in module order: with no two routes for one request, that order decides no answer.
  it('has no two routes that could answer the same request, whatever the order of its modules', () => {
    const routes = controllersOf(AppModule.register(CONFIG)).flatMap(routesOf);
    expect(routes.map(show)).toEqual(expect.arrayContaining(['GET /api/settings.php', 'GET /api/admin/sites/complaints', 'PATCH /api/admin/sites/:domain/settings', 'GET /health', 'GET /internal/outbox']));
    const overlaps = routes.flatMap((route, i) => routes.slice(i + 1).filter((other) => overlap(route, other)).map((other) => `${show(route)} and ${show(other)}`));
    expect(overlaps).toEqual([]);
  });
});
