import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxModule } from '../outbox/outbox.module';
import { CreditLedgerEntry } from './credit-ledger-entry.entity';
import { CreditLedgerStore } from './credit-ledger.store';
import { CreditsService } from './credits.service';
import { InternalCreditsController } from './internal-credits.controller';
import { InternalWalletsController } from './internal-wallets.controller';

/** The credit ledger: other services' credit changes and wallet reads (/internal/credits, /internal/wallets); CreditsService for purchases, reversals and signup credits. */
@Module({
  imports: [TypeOrmModule.forFeature([CreditLedgerEntry]), OutboxModule],
  controllers: [InternalWalletsController, InternalCreditsController],
  providers: [CreditsService, CreditLedgerStore],
  exports: [CreditsService],
})
export class CreditsModule {}
