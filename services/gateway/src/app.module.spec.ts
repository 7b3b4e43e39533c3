import { expectEveryRouteHasAContract, isInternalRoute, overlappingRoutes, routesOf } from '@rendezvous/nest-kit/testing';
import type { InternalClient, SiteSettingsCache } from '@rendezvous/nest-kit';
import { AppModule } from './app.module';
import type { CanaryParts } from './canary/canary.module';
import { CanaryReleasesController } from './canary/canary-releases.controller';
import { TelemetryController } from './canary/telemetry.controller';
import type { GatewayConfig } from './config';
import type { ReleaseStore } from './releases/release-store';
import type { UserCache } from './routing/user-cache';

// Only the routes' metadata is read: nothing is constructed, so the providers can be stand-ins.
const app = AppModule.register(
  {} as GatewayConfig,
  {} as InternalClient,
  {} as SiteSettingsCache,
  {} as UserCache,
  () => ({}),
  {} as ReleaseStore,
  { controllers: [TelemetryController, CanaryReleasesController], providers: [] } as unknown as CanaryParts,
);

describe('the gateway routes', () => {
  const routes = routesOf(app);

  // The catch-all page route must come last (AppModule lists its controllers itself): it is the one overlap there is.
  it('overlap only where the page route takes every path, and it is registered last', () => {
    const pageRoute = routes.findIndex((route) => route.path === '/{*path}');
    expect(pageRoute).toBe(routes.length - 1);
    expect(overlappingRoutes(routes.filter((route) => route.path !== '/{*path}'))).toEqual([]);
  });

  // /metrics is Prometheus's scrape behind the internal token, like the /internal/* routes.
  it('gives every public route a contract with its own method and path', () => {
    expectEveryRouteHasAContract(routes, (route) => isInternalRoute(route) || route.path === '/metrics');
  });
});
