import { expectEveryRouteHasAContract, isInternalRoute, overlappingRoutes, routesOf } from '@rendezvous/nest-kit/testing';
import type { InternalClient, SiteSettingsCache } from '@rendezvous/nest-kit';
import {
  checkReleaseCall,
  deliverEventCall,
  listReleasesCall,
  promoteCanaryCall,
  releaseCall,
  rollbackCanaryCall,
  rollbackReleaseCall,
} from '@rendezvous/contracts/internal';
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

  // The release API, the member events and the users-changed batches are InternalCalls (shared/contracts/src/internal): each /internal/ route is one.
  it('describes every /internal/ route by an InternalCall with its method and path', () => {
    const APP = 'mfe-an-app';
    const calls = [
      listReleasesCall.path({}),
      releaseCall.path({ app: APP, version: '1.0.0' }),
      checkReleaseCall.path({ app: APP }),
      rollbackReleaseCall.path({ app: APP }),
      promoteCanaryCall.path({ app: APP }),
      rollbackCanaryCall.path({ app: APP }),
    ].map((path, i) => ({
      method: [listReleasesCall, releaseCall, checkReleaseCall, rollbackReleaseCall, promoteCanaryCall, rollbackCanaryCall][i].method,
      path,
    }));
    const events = deliverEventCall('gateway');
    // usersChangedCall is answered before Express and Nest (routing/users-changed.route.ts), so it is no Nest route.
    calls.push({ method: events.method, path: events.path() });
    const described = new Set(calls.map(({ method, path }) => `${method} ${path.split('?')[0].replace(`/${APP}`, '/:app')}`));
    const internal = routes.filter((route) => isInternalRoute(route) && route.path !== '/health').map(({ method, path }) => `${method} ${path}`);
    expect(internal).toHaveLength(6);
    expect(internal.filter((route) => !described.has(route))).toEqual([]);
  });
});
