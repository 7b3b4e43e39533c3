import { expectEveryRouteHasAContract, expectRoutesKept, overlappingRoutes, routesOf, routesOverlap } from '@rendezvous/nest-kit/testing';
import { AppModule } from './app.module';
import type { PaymentsConfig } from './config';

const CONFIG = {
  DATABASE_URL: 'postgres://payments@127.0.0.1/payments',
  ADMIN_TOKEN: 'a'.repeat(32),
  INTERNAL_TOKEN: 'i'.repeat(32),
  GATEWAY_URL: 'http://127.0.0.1:8080',
  MEMBERS_URL: 'http://127.0.0.1:3102',
  IDENTITY_URL: 'http://127.0.0.1:3101',
  SITE_URL: 'http://127.0.0.1:3105',
} as PaymentsConfig;

/**
 * Every route the service answered before its AppModule was split into modules: HealthModule's, then its one controllers array's, in that order.
 * Except POST /internal/credits/changes, answered before Nest since (credits/credit-changes.route.ts; its tests run against the process).
 */
const ROUTES_BEFORE_THE_SPLIT = [
  'GET /health',
  'GET /internal/wallets/:id',
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
  const routes = routesOf(AppModule.register(CONFIG));
  const segments = (path: string) => path.split('/').filter(Boolean);

  it('tells a parameter and a literal in the same place apart from routes that differ in method or length', () => {
    expect(
      routesOverlap(
        { method: 'GET', segments: segments('/api/credits/orders/:paymentId') },
        { method: 'GET', segments: segments('/api/credits/orders/latest') },
      ),
    ).toBe(true);
    expect(
      routesOverlap(
        { method: 'GET', segments: segments('/api/credits/orders/:paymentId') },
        { method: 'POST', segments: segments('/api/credits/orders/latest') },
      ),
    ).toBe(false);
    expect(
      routesOverlap(
        { method: 'POST', segments: segments('/api/credits/direct-debit/:requestId/confirm') },
        { method: 'POST', segments: segments('/api/credits/direct-debit') },
      ),
    ).toBe(false);
    expect(routesOverlap({ method: 'GET', segments: segments('/api/credits/shop') }, { method: 'GET', segments: segments('/api/credits/SHOP') })).toBe(true);
  });

  it('answers the same routes as before its modules were split, each once', () => {
    expectRoutesKept(AppModule.register(CONFIG), ROUTES_BEFORE_THE_SPLIT);
  });

  // Nest registers each module's routes in module order: with no two routes for one request, that order decides no answer.
  it('has no two routes that could answer the same request, whatever the order of its modules', () => {
    expect(overlappingRoutes(routes)).toEqual([]);
  });

  it('declares every public route by its contract in @rendezvous/contracts/routes, with the path Nest registers', () => {
    expectEveryRouteHasAContract(routes);
  });
});
