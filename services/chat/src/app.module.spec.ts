import { expectEveryRouteHasAContract, expectRoutesKept, overlappingRoutes, routesOf, routesOverlap } from '@rendezvous/nest-kit/testing';
import { AppModule } from './app.module';
import type { ChatConfig } from './config';

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

/** Routes added since, each with the issue that added it. */
const ROUTES_ADDED = [
  // issue 34: the ticket that opens a realtime socket straight to chat (ADR 0010)
  'GET /api/chat/socket-ticket',
];

describe('the chat service routes', () => {
  const routes = routesOf(AppModule.register(CONFIG));
  const segments = (path: string) => path.split('/').filter(Boolean);

  it('tells a parameter and a literal in the same place apart from routes that differ in method or length', () => {
    expect(routesOverlap({ method: 'GET', segments: segments('/api/chat/photos/:id') }, { method: 'GET', segments: segments('/api/chat/photos/recent') })).toBe(
      true,
    );
    expect(
      routesOverlap({ method: 'GET', segments: segments('/api/chat/photos/:id') }, { method: 'POST', segments: segments('/api/chat/photos/recent') }),
    ).toBe(false);
    expect(routesOverlap({ method: 'GET', segments: segments('/api/chat/gifs/:id/file') }, { method: 'GET', segments: segments('/api/chat/photos/:id') })).toBe(
      false,
    );
  });

  it('answers the same routes as before its modules were split, each once, and the ones added since', () => {
    expectRoutesKept(AppModule.register(CONFIG), [...ROUTES_BEFORE_THE_SPLIT, ...ROUTES_ADDED]);
  });

  // Nest registers each module's routes in module order: with no two routes for one request, that order decides no answer.
  it('has no two routes that could answer the same request, whatever the order of its modules', () => {
    expect(overlappingRoutes(routes)).toEqual([]);
  });

  it('declares every public route by its contract in @rendezvous/contracts/routes, with the path Nest registers', () => {
    expectEveryRouteHasAContract(routes);
  });
});
