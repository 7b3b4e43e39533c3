import { databaseModule, HealthModule } from '@rendezvous/nest-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { type PaymentsConfig } from './config';
import { PaymentsConfigModule } from './config.module';
import { CreditLedgerEntry } from './credits/credit-ledger-entry.entity';
import { CreditsModule } from './credits/credits.module';
import { CustomersModule } from './customers/customers.module';
import { DirectDebitModule } from './direct-debit/direct-debit.module';
import { DiscountCodeRow } from './discounts/discount-code.entity';
import { DiscountsModule } from './discounts/discounts.module';
import { EventsModule } from './events/events.module';
import { Membership } from './memberships/membership.entity';
import { MembershipsModule } from './memberships/memberships.module';
import { PaymentsInitial1795320300000 } from './migrations/1795320300000-payments-initial';
import { PaymentsProcessedEvents1795360300000 } from './migrations/1795360300000-payments-processed-events';
import { PaymentsOutbox1795360300001 } from './migrations/1795360300001-payments-outbox';
import { PaymentsOrders1795390300000 } from './migrations/1795390300000-payments-orders';
import { PaymentsDiscounts1795390300001 } from './migrations/1795390300001-payments-discounts';
import { PaymentsReversals1795390300002 } from './migrations/1795390300002-payments-reversals';
import { PaymentsDirectDebit1795390300003 } from './migrations/1795390300003-payments-direct-debit';
import { PaymentsProviderCustomers1795390300004 } from './migrations/1795390300004-payments-provider-customers';
import { PaymentsOrdersAwaitingProviderId1795390300005 } from './migrations/1795390300005-payments-orders-awaiting-provider-id';
import { PaymentsCreditAppendFunction1795390300006 } from './migrations/1795390300006-payments-credit-append-function';
import { PaymentsOutboxTraceParent1795430300000 } from './migrations/1795430300000-payments-outbox-trace-parent';
import { Order } from './orders/order.entity';
import { OrdersModule } from './orders/orders.module';
import { OutboxModule } from './outbox/outbox.module';
import { ProvidersModule } from './providers/providers.module';
import { RepeatOrdersModule } from './repeat-orders/repeat-orders.module';
import { DemoSeedModule } from './seed/demo-seed.module';
import { WebhooksModule } from './webhooks/webhooks.module';

const ENTITIES = [CreditLedgerEntry, Membership, Order, DiscountCodeRow];
const MIGRATIONS = [
  PaymentsInitial1795320300000,
  PaymentsProcessedEvents1795360300000,
  PaymentsOutbox1795360300001,
  PaymentsOrders1795390300000,
  PaymentsDiscounts1795390300001,
  PaymentsReversals1795390300002,
  PaymentsDirectDebit1795390300003,
  PaymentsProviderCustomers1795390300004,
  PaymentsOrdersAwaitingProviderId1795390300005,
  PaymentsCreditAppendFunction1795390300006,
  PaymentsOutboxTraceParent1795430300000,
];

/**
 * The payments service: settings, database and health, then one module per resource (docs/service-shape.md).
 * No two routes of these modules can match the same request (app.module.spec.ts), so their order decides nothing.
 */
@Module({})
export class AppModule {
  static register(config: PaymentsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PaymentsConfigModule.register(config),
        databaseModule({ url: config.DATABASE_URL, entities: ENTITIES, migrations: MIGRATIONS }),
        HealthModule.forService('payments', { database: true, internalToken: config.INTERNAL_TOKEN }),
        OutboxModule,
        ProvidersModule,
        CreditsModule,
        MembershipsModule,
        EventsModule,
        DiscountsModule,
        CustomersModule,
        OrdersModule,
        WebhooksModule,
        DirectDebitModule,
        RepeatOrdersModule,
        DemoSeedModule,
      ],
    };
  }
}
