import { Outbox, OutboxMaintenanceController } from '@rendezvous/nest-kit';
import { Module } from '@nestjs/common';

/**
 * The service's outbox (docs/adr/0005-outbox-and-synchronous-calls.md): credit changes, purchases,
 * reversals and direct-debit codes publish here; the operator's /internal/outbox calls come with it.
 * It delivers with the one InternalClient of the config module.
 */
@Module({
  controllers: [OutboxMaintenanceController],
  providers: [Outbox],
  exports: [Outbox],
})
export class OutboxModule {}
