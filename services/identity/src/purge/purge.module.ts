import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { OutboxModule } from '../outbox/outbox.module';
import { AccountPurge } from './account-purge';
import { InternalMaintenanceController } from './internal-maintenance.controller';

/** The end of deleted accounts past the reactivation window: the hourly sweep and its operator entry. */
@Module({
  imports: [AccountsModule, OutboxModule],
  controllers: [InternalMaintenanceController],
  providers: [AccountPurge],
})
export class PurgeModule {}
