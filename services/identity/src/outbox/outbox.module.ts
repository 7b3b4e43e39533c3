import { Outbox, OutboxMaintenanceController } from '@rendezvous/nest-kit';
import { Module } from '@nestjs/common';

/**
 * The service's outbox (docs/adr/0005-outbox-and-synchronous-calls.md): accounts publish profile and
 * account events here for members, chat, payments and the gateway, and mails and pushes leave through
 * its local topics; the operator's /internal/outbox calls come with it. It delivers with the one
 * InternalClient of the config module.
 */
@Module({
  controllers: [OutboxMaintenanceController],
  providers: [Outbox],
  exports: [Outbox],
})
export class OutboxModule {}
