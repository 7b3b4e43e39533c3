import {
  ADMIN_TOKEN,
  databaseModule,
  EventInbox,
  EventsController,
  HealthModule,
  INTERNAL_TOKEN,
  InternalClient,
  MemberGuard,
  Outbox,
  OutboxMaintenanceController,
} from '@rendezvous/nest-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PAYMENTS_CONFIG, type PaymentsConfig } from './config';
import { CreditLedgerEntry } from './credits/credit-ledger-entry.entity';
import { CreditsService } from './credits/credits.service';
import { InternalCreditsController } from './credits/internal-credits.controller';
import { IdentityEvents } from './events/identity-events';
import { InternalWalletsController } from './internal/internal-wallets.controller';
import { Membership } from './memberships/membership.entity';
import { PaymentsInitial1795320300000 } from './migrations/1795320300000-payments-initial';
import { PaymentsProcessedEvents1795360300000 } from './migrations/1795360300000-payments-processed-events';
import { PaymentsOutbox1795360300001 } from './migrations/1795360300001-payments-outbox';
import { PaymentsOrders1795390300000 } from './migrations/1795390300000-payments-orders';
import { BuyerCountry } from './orders/buyer-country';
import { Fulfilment } from './orders/fulfilment';
import { Order } from './orders/order.entity';
import { OrdersController } from './orders/orders.controller';
import { OrdersService } from './orders/orders.service';
import { agentTrusting } from './providers/emulator-trust';
import { MollieProvider } from './providers/mollie-provider';
import { StripeProvider } from './providers/stripe-provider';
import { StripeWebhookController } from './webhooks/stripe-webhook.controller';
import { PAYMENT_PROVIDERS, type PaymentProviders } from './providers/payment-provider';
import { DemoSeed } from './seed/demo-seed';
import { DiscountAdminController } from './discounts/discount-admin.controller';
import { DiscountCheckLimit } from './discounts/discount-check-limit';
import { DiscountCodeRow } from './discounts/discount-code.entity';
import { DiscountsController } from './discounts/discounts.controller';
import { DiscountsService } from './discounts/discounts.service';
import { PaymentsDiscounts1795390300001 } from './migrations/1795390300001-payments-discounts';
import { PaymentsReversals1795390300002 } from './migrations/1795390300002-payments-reversals';
import { PaymentsDirectDebit1795390300003 } from './migrations/1795390300003-payments-direct-debit';
import { PaymentsProviderCustomers1795390300004 } from './migrations/1795390300004-payments-provider-customers';
import { PaymentsOrdersAwaitingProviderId1795390300005 } from './migrations/1795390300005-payments-orders-awaiting-provider-id';
import { ProviderCustomers } from './customers/provider-customers';
import { ProviderCustomersRepository } from './customers/provider-customers.repository';
import { CreditLedgerStore } from './credits/credit-ledger.store';
import { MembershipsRepository } from './memberships/memberships.repository';
import { MembershipsService } from './memberships/memberships.service';
import { OrdersRepository } from './orders/orders.repository';
import { DiscountsRepository } from './discounts/discounts.repository';
import { DirectDebitRepository } from './direct-debit/direct-debit.repository';
import { RepeatOrdersController } from './repeat-orders/repeat-orders.controller';
import { RepeatOrdersService } from './repeat-orders/repeat-orders.service';
import { DirectDebitController } from './direct-debit/direct-debit.controller';
import { DirectDebitService } from './direct-debit/direct-debit.service';
import { OrderAdminController } from './orders/order-admin.controller';
import { Reversals } from './orders/reversals';
import { MollieWebhookController } from './webhooks/mollie-webhook.controller';

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
];

@Module({})
export class AppModule {
  static register(config: PaymentsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        databaseModule({ url: config.DATABASE_URL, entities: ENTITIES, migrations: MIGRATIONS }),
        TypeOrmModule.forFeature(ENTITIES),
        HealthModule.forService('payments', { database: true, internalToken: config.INTERNAL_TOKEN }),
      ],
      controllers: [
        InternalWalletsController,
        InternalCreditsController,
        EventsController,
        OutboxMaintenanceController,
        OrdersController,
        MollieWebhookController,
        StripeWebhookController,
        DiscountsController,
        DiscountAdminController,
        OrderAdminController,
        DirectDebitController,
        RepeatOrdersController,
      ],
      providers: [
        { provide: PAYMENTS_CONFIG, useValue: config },
        { provide: INTERNAL_TOKEN, useValue: config.INTERNAL_TOKEN },
        { provide: ADMIN_TOKEN, useValue: config.ADMIN_TOKEN },
        CreditsService,
        DiscountsService,
        DiscountCheckLimit,
        {
          provide: InternalClient,
          useFactory: () =>
            new InternalClient({
              urls: { gateway: config.GATEWAY_URL, members: config.MEMBERS_URL, identity: config.IDENTITY_URL, site: config.SITE_URL },
              token: config.INTERNAL_TOKEN,
            }),
        },
        {
          provide: PAYMENT_PROVIDERS,
          useFactory: (): PaymentProviders => ({
            mollie: new MollieProvider({ apiKey: config.MOLLIE_API_KEY, apiEndpoint: config.MOLLIE_API_ENDPOINT }),
            ...(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
              ? {
                  stripe: new StripeProvider(
                    {
                      secretKey: config.STRIPE_SECRET_KEY,
                      apiBase: config.STRIPE_API_BASE,
                      httpAgent: config.PROVIDER_CA_FILE ? agentTrusting(config.PROVIDER_CA_FILE) : undefined,
                    },
                    config.STRIPE_WEBHOOK_SECRET,
                  ),
                }
              : {}),
          }),
        },
        MemberGuard,
        Outbox,
        EventInbox,
        IdentityEvents,
        DemoSeed,
        BuyerCountry,
        OrdersService,
        Fulfilment,
        Reversals,
        DirectDebitService,
        ProviderCustomers,
        RepeatOrdersService,
        CreditLedgerStore,
        MembershipsRepository,
        MembershipsService,
        OrdersRepository,
        DiscountsRepository,
        ProviderCustomersRepository,
        DirectDebitRepository,
      ],
    };
  }
}
