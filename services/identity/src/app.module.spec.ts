import { expectEveryRouteHasAContract, expectNoOverlappingRoutes, routesOf } from '@rendezvous/nest-kit/testing';
import { AppModule } from './app.module';
import type { IdentityConfig } from './config';

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
  const routes = routesOf(AppModule.register(CONFIG));
  const show = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

  it('keeps every route it had as one module, and the outbox, events and health routes', () => {
    expect(routes.map(show)).toEqual(expect.arrayContaining([...ROUTES_BEFORE_THE_SPLIT, 'GET /health', 'GET /internal/outbox', 'POST /internal/events']));
  });

  // Nest registers each module's routes in module order: with no two routes for one request, that order decides no answer.
  it('has no two routes that could answer the same request, whatever the order of its modules', () => {
    expectNoOverlappingRoutes(routes);
  });

  // Every public route declares its contract (shared/contracts/src/routes/identity.ts) with the handler's method and path; internal ones are InternalCalls.
  it('has a contract for every public route', () => {
    expectEveryRouteHasAContract(routes);
  });
});
