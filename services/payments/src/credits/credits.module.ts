import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxModule } from '../outbox/outbox.module';
import { CreditLedgerEntry } from './credit-ledger-entry.entity';
import { CreditLedgerStore } from './credit-ledger.store';
import { CreditsService } from './credits.service';
import { InternalWalletsController } from './internal-wallets.controller';

/**
 * The credit ledger: other services' wallet reads (/internal/wallets) and credit changes (/internal/credits/changes, answered
 * before Nest: credit-changes.route.ts, wired in main.ts); CreditsService for purchases, reversals and signup credits.
 */
@Module({
  imports: [TypeOrmModule.forFeature([CreditLedgerEntry]), OutboxModule],
  controllers: [InternalWalletsController],
  providers: [CreditsService, CreditLedgerStore],
  exports: [CreditsService],
})
export class CreditsModule {}
