import { ADMIN_TOKEN, databaseModule, EventInbox, EventsController, HealthModule, INTERNAL_TOKEN, InternalClient, Outbox, OutboxMaintenanceController } from '@rendezvous/nest-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountController } from './accounts/account.controller';
import { AccountsAdminController } from './accounts/accounts-admin.controller';
import { Account } from './accounts/account.entity';
import { AccountFlowsService } from './accounts/account-flows.service';
import { AccountsService } from './accounts/accounts.service';
import { AuthService } from './accounts/auth.service';
import { PushSubscription } from './accounts/push-subscription.entity';
import { PushSubscriptionsService } from './accounts/push-subscriptions.service';
import { UserController } from './accounts/user.controller';
import { IDENTITY_CONFIG, type IdentityConfig } from './config';
import { InternalAccountsController } from './internal/internal-accounts.controller';
import { SiteClient } from './internal/site-client';
import { MAIL_CONFIG, Mailer } from './mail/mailer';
import { OutgoingMail } from './mail/outgoing-mail';
import { IdentityInitial1795320000000 } from './migrations/1795320000000-identity-initial';
import { IdentitySessionsTokens1795330000000 } from './migrations/1795330000000-identity-sessions-tokens';
import { IdentityLoginThrottles1795350000000 } from './migrations/1795350000000-identity-login-throttles';
import { IdentityProcessedEvents1795390000000 } from './migrations/1795390000000-identity-processed-events';
import { ChatEvents } from './events/chat-events';
import { MembersEvents } from './events/members-events';
import { NotificationMails } from './notifications/notification-mails';
import { NotificationPushes } from './notifications/notification-pushes';
import { NotificationRecipients } from './notifications/notification-recipients';
import { PushEndpoints } from './notifications/push-endpoints';
import { WebPushSender } from './notifications/web-push-sender';
import { UnsubscribeLinks } from './notifications/unsubscribe-links';
import { PaymentsEvents } from './events/payments-events';
import { SiteEvents } from './events/site-events';
import { IdentityOutbox1795360000000 } from './migrations/1795360000000-identity-outbox';
import { IdentityLanderSignupMessage1795410000000 } from './migrations/1795410000000-identity-lander-signup-message';
import { IdentityLockoutPerAddress1795425000000 } from './migrations/1795425000000-identity-lockout-per-address';
import { AccountPurge } from './purge/account-purge';
import { InternalMaintenanceController } from './purge/internal-maintenance.controller';
import { LoginThrottle } from './logins/login-throttle.entity';
import { DemoSeed } from './seed/demo-seed';
import { InternalSessionsController } from './sessions/internal-sessions.controller';
import { Session } from './sessions/session.entity';
import { SessionGuard } from './sessions/session.guard';
import { SessionsService } from './sessions/sessions.service';
import { AccountToken } from './tokens/account-token.entity';
import { TokensService } from './tokens/tokens.service';

const ENTITIES = [Account, Session, AccountToken, PushSubscription, LoginThrottle];
const MIGRATIONS = [IdentityInitial1795320000000, IdentitySessionsTokens1795330000000, IdentityLoginThrottles1795350000000, IdentityOutbox1795360000000, IdentityProcessedEvents1795390000000, IdentityLanderSignupMessage1795410000000, IdentityLockoutPerAddress1795425000000];

@Module({})
export class AppModule {
  static register(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        databaseModule({ url: config.DATABASE_URL, entities: ENTITIES, migrations: MIGRATIONS }),
        TypeOrmModule.forFeature(ENTITIES),
        HealthModule.forService('identity', { database: true, internalToken: config.INTERNAL_TOKEN }),
      ],
      controllers: [UserController, AccountController, AccountsAdminController, InternalSessionsController, InternalAccountsController, InternalMaintenanceController, OutboxMaintenanceController, EventsController],
      providers: [
        EventInbox,
        PaymentsEvents,
        SiteEvents,
        MembersEvents,
        ChatEvents,
        UnsubscribeLinks,
        NotificationRecipients,
        NotificationMails,
        PushEndpoints,
        WebPushSender,
        NotificationPushes,
        PushSubscriptionsService,
        { provide: IDENTITY_CONFIG, useValue: config },
        { provide: INTERNAL_TOKEN, useValue: config.INTERNAL_TOKEN },
        { provide: ADMIN_TOKEN, useValue: config.ADMIN_TOKEN },
        { provide: MAIL_CONFIG, useValue: { SMTP_URL: config.SMTP_URL, MAIL_FROM: config.MAIL_FROM, PUBLIC_URL: config.PUBLIC_URL } },
        {
          provide: InternalClient,
          useFactory: () =>
            new InternalClient({
              urls: { members: config.MEMBERS_URL, chat: config.CHAT_URL, payments: config.PAYMENTS_URL, site: config.SITE_URL, gateway: config.GATEWAY_URL },
              token: config.INTERNAL_TOKEN,
            }),
        },
        Outbox,
        Mailer,
        OutgoingMail,
        AccountPurge,
        DemoSeed,
        SessionsService,
        SessionGuard,
        TokensService,
        SiteClient,
        AuthService,
        AccountFlowsService,
        AccountsService,
      ],
    };
  }
}
