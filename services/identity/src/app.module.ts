import { databaseModule, HealthModule } from '@rendezvous/nest-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { Account } from './accounts/account.entity';
import { AccountsModule } from './accounts/accounts.module';
import { type IdentityConfig } from './config';
import { IdentityConfigModule } from './config.module';
import { EventsModule } from './events/events.module';
import { LoginThrottle } from './logins/login-throttle.entity';
import { LoginsModule } from './logins/logins.module';
import { MailModule } from './mail/mail.module';
import { IdentityInitial1795320000000 } from './migrations/1795320000000-identity-initial';
import { IdentitySessionsTokens1795330000000 } from './migrations/1795330000000-identity-sessions-tokens';
import { IdentityLoginThrottles1795350000000 } from './migrations/1795350000000-identity-login-throttles';
import { IdentityOutbox1795360000000 } from './migrations/1795360000000-identity-outbox';
import { IdentityProcessedEvents1795390000000 } from './migrations/1795390000000-identity-processed-events';
import { IdentityLanderSignupMessage1795410000000 } from './migrations/1795410000000-identity-lander-signup-message';
import { IdentityLockoutPerAddress1795425000000 } from './migrations/1795425000000-identity-lockout-per-address';
import { IdentityOutboxTraceParent1795430000000 } from './migrations/1795430000000-identity-outbox-trace-parent';
import { NotificationsModule } from './notifications/notifications.module';
import { OutboxModule } from './outbox/outbox.module';
import { PurgeModule } from './purge/purge.module';
import { PushSubscription } from './push-subscriptions/push-subscription.entity';
import { PushSubscriptionsModule } from './push-subscriptions/push-subscriptions.module';
import { Session } from './sessions/session.entity';
import { SessionsModule } from './sessions/sessions.module';
import { SiteSettingsModule } from './site-settings/site-settings.module';
import { AccountToken } from './tokens/account-token.entity';
import { TokensModule } from './tokens/tokens.module';

const ENTITIES = [Account, Session, AccountToken, PushSubscription, LoginThrottle];
const MIGRATIONS = [
  IdentityInitial1795320000000,
  IdentitySessionsTokens1795330000000,
  IdentityLoginThrottles1795350000000,
  IdentityOutbox1795360000000,
  IdentityProcessedEvents1795390000000,
  IdentityLanderSignupMessage1795410000000,
  IdentityLockoutPerAddress1795425000000,
  IdentityOutboxTraceParent1795430000000,
];

/**
 * The identity service: settings, database and health, the outbox, then one module per resource
 * (docs/service-shape.md). No two routes of these modules can match the same request
 * (app.module.spec.ts), so their order decides nothing.
 */
@Module({})
export class AppModule {
  static register(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        IdentityConfigModule.register(config),
        databaseModule({ url: config.DATABASE_URL, entities: ENTITIES, migrations: MIGRATIONS }),
        HealthModule.forService('identity', { database: true, internalToken: config.INTERNAL_TOKEN }),
        OutboxModule,
        MailModule,
        SiteSettingsModule,
        TokensModule,
        LoginsModule,
        SessionsModule,
        PushSubscriptionsModule,
        AccountsModule,
        NotificationsModule,
        EventsModule,
        PurgeModule,
      ],
    };
  }
}
