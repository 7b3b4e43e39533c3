import { type DynamicModule, Module } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from './config';
import { GatewayHealthController } from './health/health.controller';
import { GATEWAY_DOCUMENT, OpenApiController } from './openapi/openapi.controller';
import { RemotesController } from './remotes/remotes.controller';
import { PwaController } from './web/pwa.controller';
import { CrawlersController } from './web/crawlers.controller';
import { INTERNAL_TOKEN, InternalClient, SiteSettingsCache } from '@rendezvous/nest-kit';
import { MemberEventsController } from './routing/member-events.controller';
import { UserCache } from './routing/user-cache';
import { WebController } from './web/web.controller';
import { RELEASES_CONTROLLERS, releasesProviders } from './releases/releases.module';
import type { ReleaseStore } from './releases/release-store';
import type { CanaryParts } from './canary/canary.module';

@Module({})
export class AppModule {
  static register(
    config: GatewayConfig,
    internal: InternalClient,
    settingsCache: SiteSettingsCache,
    users: UserCache,
    gatewayDocument: () => object,
    releaseStore: ReleaseStore,
    canary: CanaryParts,
  ): DynamicModule {
    return {
      module: AppModule,
      // WebController's catch-all route must come last.
      controllers: [
        RemotesController,
        GatewayHealthController,
        OpenApiController,
        MemberEventsController,
        ...RELEASES_CONTROLLERS,
        ...canary.controllers,
        PwaController,
        CrawlersController,
        WebController,
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: InternalClient, useValue: internal },
        { provide: UserCache, useValue: users },
        { provide: INTERNAL_TOKEN, useValue: config.INTERNAL_TOKEN },
        { provide: SiteSettingsCache, useValue: settingsCache },
        { provide: GATEWAY_DOCUMENT, useValue: gatewayDocument },
        ...releasesProviders(releaseStore),
        ...canary.providers,
      ],
    };
  }
}
