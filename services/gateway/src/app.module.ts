import { type DynamicModule, Module } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from './config';
import { GatewayHealthController } from './health/health.controller';
import { GATEWAY_DOCUMENT, OpenApiController } from './openapi/openapi.controller';
import { RemotesController } from './remotes/remotes.controller';
import { PwaController } from './web/pwa.controller';
import { InternalClient, SiteSettingsCache } from '@rendezvous/nest-kit';
import { WebController } from './web/web.controller';

@Module({})
export class AppModule {
  static register(config: GatewayConfig, internal: InternalClient, settingsCache: SiteSettingsCache, gatewayDocument: () => object): DynamicModule {
    return {
      module: AppModule,
      // WebController's catch-all route must come last.
      controllers: [RemotesController, GatewayHealthController, OpenApiController, PwaController, WebController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: InternalClient, useValue: internal },
        { provide: SiteSettingsCache, useValue: settingsCache },
        { provide: GATEWAY_DOCUMENT, useValue: gatewayDocument },
      ],
    };
  }
}
