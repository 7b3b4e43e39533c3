import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { OrdersModule } from '../orders/orders.module';
import { ProvidersModule } from '../providers/providers.module';
import { RepeatOrdersController } from './repeat-orders.controller';
import { RepeatOrdersService } from './repeat-orders.service';

/** Repeat orders: the member's stored methods, and a bundle bought again with one of them. */
@Module({
  imports: [OrdersModule, CustomersModule, ProvidersModule],
  controllers: [RepeatOrdersController],
  providers: [RepeatOrdersService],
})
export class RepeatOrdersModule {}
