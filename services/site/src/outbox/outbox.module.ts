import { Outbox, OutboxMaintenanceController } from '@rendezvous/nest-kit';
import { Module } from '@nestjs/common';

/**
 * The service's outbox (docs/adr/0005-outbox-and-synchronous-calls.md): complaints publish their mails
 * here, identity receives them; the operator's /internal/outbox calls come with it.
 */
@Module({
  controllers: [OutboxMaintenanceController],
  providers: [Outbox],
  exports: [Outbox],
})
export class OutboxModule {}
