import { expectEveryRouteHasAContract, expectNoOverlappingRoutes, routesOf } from '@rendezvous/nest-kit/testing';
import { AppModule } from './app.module';
import type { SiteConfig } from './config';

const CONFIG = {
  DATABASE_URL: 'postgres://site@127.0.0.1/site',
  ADMIN_TOKEN: 'a'.repeat(32),
  INTERNAL_TOKEN: 'i'.repeat(32),
  IDENTITY_URL: 'http://127.0.0.1:3101',
  VAPID_PUBLIC_KEY: '',
} as SiteConfig;

describe('the site service routes', () => {
  const routes = routesOf(AppModule.register(CONFIG));

  it('are collected from every module', () => {
    expect(routes.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/settings.php',
        'GET /api/admin/sites/complaints',
        'PATCH /api/admin/sites/:domain/settings',
        'GET /health',
        'GET /internal/outbox',
      ]),
    );
  });

  // Nest registers each module's routes in module order: with no two routes for one request, that order decides no answer.
  it('has no two routes that could answer the same request, whatever the order of its modules', () => {
    expectNoOverlappingRoutes(routes);
  });

  // The contract is the request's validation, the OpenAPI's operation and the integration tests' check of the answer.
  it('gives every public route a contract with its own method and path', () => {
    expectEveryRouteHasAContract(routes);
  });
});
