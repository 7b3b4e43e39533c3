import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { OutboxModule } from '../outbox/outbox.module';
import { ProvidersModule } from '../providers/providers.module';
import { DirectDebitController } from './direct-debit.controller';
import { DirectDebitRepository } from './direct-debit.repository';
import { DirectDebitService } from './direct-debit.service';

/** Direct debit: the form, the mailed code and its confirmation, which makes the mandate and the debit at Mollie. */
@Module({
  imports: [OrdersModule, OutboxModule, ProvidersModule],
  controllers: [DirectDebitController],
  providers: [DirectDebitService, DirectDebitRepository],
})
export class DirectDebitModule {}
