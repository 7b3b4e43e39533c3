import { type DynamicModule, type ForwardReference, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { AppModule } from './app.module';
import type { ChatConfig } from './config';

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
  DATABASE_URL: 'postgres://chat@127.0.0.1/chat',
  INTERNAL_TOKEN: 'i'.repeat(32),
  IDENTITY_URL: 'http://127.0.0.1:3101',
  MEMBERS_URL: 'http://127.0.0.1:3102',
  PAYMENTS_URL: 'http://127.0.0.1:3104',
  SITE_URL: 'http://127.0.0.1:3105',
  CHAT_PHOTO_DIR: 'var/chat-photos',
} as ChatConfig;

/** Every route chat answered while one AppModule listed all its controllers (before issue 33 split it into modules). */
const ROUTES_BEFORE_THE_SPLIT = [
  'GET /api/chats.php',
  'DELETE /api/chat.php',
  'GET /api/chat/conversations/:id/messages',
  'GET /api/chat/members/:id/messages',
  'POST /api/chat/conversations/:id/read',
  'POST /api/chat/conversations/:id/typing',
  'POST /api/chat/messages',
  'GET /api/chat/allowance',
  'POST /api/chat/photos',
  'GET /api/chat/photos/:id',
  'GET /api/chat/gifs',
  'GET /api/chat/gifs/:id/file',
  'GET /internal/presence/:id',
  'POST /internal/conversations/partners',
  'POST /internal/events',
  'GET /internal/outbox',
  'POST /internal/outbox/retry-dead',
  'GET /health',
];

describe('the chat service routes', () => {
  const routes = controllersOf(AppModule.register(CONFIG)).flatMap(routesOf);

  it('tells a parameter and a literal in the same place apart from routes that differ in method or length', () => {
    expect(overlap({ method: 'GET', segments: ['api', 'chat', 'photos', ':id'] }, { method: 'GET', segments: ['api', 'chat', 'photos', 'recent'] })).toBe(true);
    expect(overlap({ method: 'GET', segments: ['api', 'chat', 'photos', ':id'] }, { method: 'POST', segments: ['api', 'chat', 'photos', 'recent'] })).toBe(false);
    expect(overlap({ method: 'GET', segments: ['api', 'chat', 'gifs', ':id', 'file'] }, { method: 'GET', segments: ['api', 'chat', 'photos', ':id'] })).toBe(false);
  });

  it('answers the same routes as before its modules were split, each once', () => {
    expect(routes.map(show).sort()).toEqual([...ROUTES_BEFORE_THE_SPLIT].sort());
  });

  // Nest registers each module's routes in module order: with no two routes for one request, that order decides no answer.
  it('has no two routes that could answer the same request, whatever the order of its modules', () => {
    const overlaps = routes.flatMap((route, i) => routes.slice(i + 1).filter((other) => overlap(route, other)).map((other) => `${show(route)} and ${show(other)}`));
    expect(overlaps).toEqual([]);
  });
});
