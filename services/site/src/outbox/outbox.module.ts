import { InternalClient, Outbox, OutboxMaintenanceController } from '@rendezvous/nest-kit';
import { Module } from '@nestjs/common';
import { SITE_CONFIG, type SiteConfig } from '../config';

/**
 * The service's outbox (docs/adr/0005-outbox-and-synchronous-calls.md): complaints publish their mails
 * here, identity receives them; the operator's /internal/outbox calls come with it.
 */
@Module({
  controllers: [OutboxMaintenanceController],
  providers: [
    Outbox,
    {
      provide: InternalClient,
      inject: [SITE_CONFIG],
      useFactory: (config: SiteConfig) => new InternalClient({ urls: { identity: config.IDENTITY_URL }, token: config.INTERNAL_TOKEN }),
    },
  ],
  exports: [Outbox],
})
export class OutboxModule {}
