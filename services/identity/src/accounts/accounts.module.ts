import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoginsModule } from '../logins/logins.module';
import { MailModule } from '../mail/mail.module';
import { OutboxModule } from '../outbox/outbox.module';
import { PushSubscriptionsModule } from '../push-subscriptions/push-subscriptions.module';
import { DemoSeed } from '../seed/demo-seed';
import { SessionsModule } from '../sessions/sessions.module';
import { SiteSettingsModule } from '../site-settings/site-settings.module';
import { TokensModule } from '../tokens/tokens.module';
import { AccountController } from './account.controller';
import { Account } from './account.entity';
import { AccountFlowsService } from './account-flows.service';
import { AccountsAdminController } from './accounts-admin.controller';
import { AccountsRepository } from './accounts.repository';
import { AccountsService } from './accounts.service';
import { AuthService } from './auth.service';
import { InternalAccountsController } from './internal-accounts.controller';
import { InternalSessionsController } from './internal-sessions.controller';
import { SessionGuard } from './session.guard';
import { UserController } from './user.controller';

/**
 * Accounts: signup and its steps, login and logout, activation, password and e-mail changes, deletion
 * and reactivation, language and notification preferences (the member's calls), the operator's and
 * other services' reads, and the gateway's session check. Other resources read accounts through
 * AccountsService only. The demo accounts are seeded here when SEED_DEMO_DATA is on.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Account]),
    SessionsModule,
    TokensModule,
    LoginsModule,
    MailModule,
    SiteSettingsModule,
    PushSubscriptionsModule,
    OutboxModule,
  ],
  controllers: [UserController, AccountController, AccountsAdminController, InternalSessionsController, InternalAccountsController],
  providers: [AccountsRepository, AccountsService, AuthService, AccountFlowsService, SessionGuard, DemoSeed],
  exports: [AccountsService],
})
export class AccountsModule {}
