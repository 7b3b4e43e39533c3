import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreditsModule } from '../credits/credits.module';
import { CustomersModule } from '../customers/customers.module';
import { DiscountsModule } from '../discounts/discounts.module';
import { MembershipsModule } from '../memberships/memberships.module';
import { OutboxModule } from '../outbox/outbox.module';
import { ProvidersModule } from '../providers/providers.module';
import { BuyerCountry } from './buyer-country';
import { Fulfilment } from './fulfilment';
import { OrderAdminController } from './order-admin.controller';
import { Order } from './order.entity';
import { OrdersController } from './orders.controller';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';
import { Reversals } from './reversals';

/**
 * The credits shop and its orders: the shop, the overview, checkout, the member's transactions, an
 * operator's refund, and Fulfilment (what a provider's webhook does to an order). Direct debit and
 * repeat orders make their orders through OrdersService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Order]), CreditsModule, MembershipsModule, DiscountsModule, CustomersModule, ProvidersModule, OutboxModule],
  controllers: [OrdersController, OrderAdminController],
  providers: [OrdersService, OrdersRepository, BuyerCountry, Fulfilment, Reversals],
  exports: [OrdersService, BuyerCountry, Fulfilment],
})
export class OrdersModule {}

// Direct debit and repeat orders open their orders with the same entity helper (OrdersService stores them).
export { type Order, openOrderFrom } from './order.entity';
