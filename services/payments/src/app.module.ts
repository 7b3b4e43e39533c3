import { databaseModule, EventInbox, EventsController, HealthModule, INTERNAL_TOKEN, InternalClient, Outbox, OutboxMaintenanceController } from '@rendezvous/nest-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PAYMENTS_CONFIG, type PaymentsConfig } from './config';
import { CreditLedgerEntry } from './credits/credit-ledger-entry.entity';
import { InternalCreditsController } from './credits/internal-credits.controller';
import { IdentityEvents } from './events/identity-events';
import { Membership } from './memberships/membership.entity';
import { PaymentsInitial1795320300000 } from './migrations/1795320300000-payments-initial';
import { PaymentsProcessedEvents1795360300000 } from './migrations/1795360300000-payments-processed-events';
import { PaymentsOutbox1795360300001 } from './migrations/1795360300001-payments-outbox';
import { DemoSeed } from './seed/demo-seed';
import { InternalWalletsController } from './internal/internal-wallets.controller';

const ENTITIES = [CreditLedgerEntry, Membership];

@Module({})
export class AppModule {
  static register(config: PaymentsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        databaseModule({ url: config.DATABASE_URL, entities: ENTITIES, migrations: [PaymentsInitial1795320300000, PaymentsProcessedEvents1795360300000, PaymentsOutbox1795360300001] }),
        TypeOrmModule.forFeature(ENTITIES),
        HealthModule.forService('payments', { database: true, internalToken: config.INTERNAL_TOKEN }),
      ],
      controllers: [InternalWalletsController, InternalCreditsController, EventsController, OutboxMaintenanceController],
      providers: [
        { provide: PAYMENTS_CONFIG, useValue: config },
        { provide: INTERNAL_TOKEN, useValue: config.INTERNAL_TOKEN },
        { provide: InternalClient, useFactory: () => new InternalClient({ urls: { gateway: config.GATEWAY_URL }, token: config.INTERNAL_TOKEN }) },
        Outbox,
        EventInbox,
        IdentityEvents,
        DemoSeed,
      ],
    };
  }
}
