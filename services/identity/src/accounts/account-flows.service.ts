import { SUPPORTED_LANGUAGES } from '@rendezvous/contracts';
import {
  IDENTITY_ERRORS, NOTIFICATION_DISABLE_REASONS, PASSWORD_NEEDED_TO_DELETE, PASSWORD_RESET_MAILS_PER_DAY, REACTIVATION_WINDOW_DAYS, RECENT_LOGIN_MINUTES,
  type NotificationDisableReason, type NotificationPreferences, type NotificationSettings,
} from '@rendezvous/contracts';
import { AppError, fieldErrors, Outbox, requestHost } from '@rendezvous/nest-kit';
import { Inject, Injectable } from '@nestjs/common';
import { verify } from 'argon2';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { SiteClient } from '../internal/site-client';
import { OutgoingMail } from '../mail/outgoing-mail';
import { clearAllFailures } from '../logins/login-throttles';
import { SessionsService } from '../sessions/sessions.service';
import { TokensService } from '../tokens/tokens.service';
import { Account } from './account.entity';
import { hashPassword } from './passwords';
import { checkNewPassword, isValidEmail, normaliseEmail } from './rules';

const linkInvalid = () => new AppError(400, IDENTITY_ERRORS.linkInvalid.code, IDENTITY_ERRORS.linkInvalid.message);

@Injectable()
export class AccountFlowsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly tokens: TokensService,
    private readonly site: SiteClient,
    private readonly outbox: Outbox,
    private readonly mail: OutgoingMail,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  private async siteName(req: Request): Promise<string> {
    return (await this.site.settingsFor(requestHost(req))).name;
  }

  /**
   * Sends a reset link; the spec's own wording tells an unknown address apart, and limits mails per
   * day. The count and the new token happen under a lock on the account row: ten requests sent at
   * once are counted one after the other, so no more than PASSWORD_RESET_MAILS_PER_DAY mails go out.
   */
  async requestPasswordReset(email: string, req: Request): Promise<void> {
    const siteName = await this.siteName(req);
    const mail = await this.dataSource.transaction(async (manager) => {
      const account = await manager.findOne(Account, { where: { email: normaliseEmail(email) }, lock: { mode: 'pessimistic_write' } });
      if (!account || account.status === 'deleted') {
        throw fieldErrors({ email: [IDENTITY_ERRORS.emailNotFound.message] }, IDENTITY_ERRORS.emailNotFound.code);
      }
      const sentToday = await this.tokens.countSince(manager, account.id, 'password_reset', new Date(Date.now() - 24 * 3600_000));
      if (sentToday >= PASSWORD_RESET_MAILS_PER_DAY) {
        throw new AppError(429, IDENTITY_ERRORS.tooManyResetMails.code, IDENTITY_ERRORS.tooManyResetMails.message);
      }
      const token = await this.tokens.issue(manager, account.id, 'password_reset');
      return this.mail.queue(manager, account.id, {
        to: account.email,
        kind: 'password_reset',
        locale: account.language,
        vars: { link: `${this.config.PUBLIC_URL}/reset-password/do?token=${token}`, siteName },
      });
    });
    await this.outbox.deliverNow([mail]);
  }

  /** A valid reset link sets the new password, lifts a lockout and ends every other session. */
  async confirmPasswordReset(token: string, password: string, repeat: string): Promise<void> {
    checkNewPassword(password, repeat);
    const passwordHash = await hashPassword(password);
    const ended = await this.dataSource.transaction(async (manager) => {
      const used = await this.tokens.consume(manager, token, 'password_reset');
      if (!used) throw linkInvalid();
      await manager.update(Account, { id: used.accountId }, { passwordHash });
      await clearAllFailures(manager, used.accountId);
      await this.sessions.endAll(manager, used.accountId);
      // The gateway keeps user objects per session: the ended sessions must not answer from it.
      return this.outbox.publish(manager, 'member.changed', { member_id: used.accountId, reason: 'sessions_ended' }, used.accountId);
    });
    await this.outbox.deliverNow([ended]);
  }

  async changePassword(account: Account, oldPassword: string, password: string, repeat: string, req: Request): Promise<void> {
    if (!(await verify(account.passwordHash, oldPassword).catch(() => false))) {
      throw fieldErrors({ old_password: [IDENTITY_ERRORS.oldPasswordWrong.message] }, IDENTITY_ERRORS.oldPasswordWrong.code);
    }
    checkNewPassword(password, repeat);
    const passwordHash = await hashPassword(password);
    const ended = await this.dataSource.transaction(async (manager) => {
      await manager.update(Account, { id: account.id }, { passwordHash });
      // Other devices must log in again with the new password; this one stays logged in.
      await this.sessions.endAll(manager, account.id, req);
      return this.outbox.publish(manager, 'member.changed', { member_id: account.id, reason: 'sessions_ended' }, account.id);
    });
    await this.outbox.deliverNow([ended]);
  }

  /** Mails a confirmation link to the new address; the address changes only when it is confirmed. */
  async requestEmailChange(account: Account, newEmail: string, req: Request): Promise<void> {
    if (!isValidEmail(newEmail)) throw fieldErrors({ email: [IDENTITY_ERRORS.newEmailInvalid.message] }, IDENTITY_ERRORS.newEmailInvalid.code);
    const email = normaliseEmail(newEmail);
    const repository = this.dataSource.getRepository(Account);
    if (email === account.email || (await repository.findOne({ where: { email } }))) {
      throw fieldErrors({ email: [IDENTITY_ERRORS.emailTaken.message] }, IDENTITY_ERRORS.emailTaken.code);
    }
    const siteName = await this.siteName(req);
    const mail = await this.dataSource.transaction(async (manager) => {
      const token = await this.tokens.issue(manager, account.id, 'email_change', { email });
      return this.mail.queue(manager, account.id, {
        to: email,
        kind: 'email_change',
        locale: account.language,
        vars: { link: `${this.config.PUBLIC_URL}/mail-change/do?token=${token}`, siteName },
      });
    });
    await this.outbox.deliverNow([mail]);
  }

  async confirmEmailChange(token: string): Promise<void> {
    const changed = await this.dataSource.transaction(async (manager) => {
      const used = await this.tokens.consume(manager, token, 'email_change');
      if (!used?.payload.email) throw linkInvalid();
      const taken = await manager.findOne(Account, { where: { email: used.payload.email } });
      if (taken) throw fieldErrors({ email: [IDENTITY_ERRORS.emailTaken.message] }, IDENTITY_ERRORS.emailTaken.code);
      // A confirmed address also proves the mailbox works again.
      await manager.update(Account, { id: used.accountId }, { email: used.payload.email, notificationsDisabled: [] });
      return this.outbox.publish(manager, 'member.changed', { member_id: used.accountId, reason: 'email' }, used.accountId);
    });
    await this.outbox.deliverNow([changed]);
  }

  /**
   * Deletes the account reversibly: it is hidden and logged out everywhere, and a mailed link undoes
   * the deletion within REACTIVATION_WINDOW_DAYS days (spec sections 4 and 9). It takes the password,
   * or a login within the last RECENT_LOGIN_MINUTES: a borrowed phone or a stolen cookie is not enough.
   */
  async deleteAccount(account: Account, password: string | undefined, req: Request, res: Response): Promise<void> {
    if (password === undefined) {
      const session = await this.sessions.sessionOf(req);
      const freshLogin = session !== null && Date.now() - session.createdAt.getTime() <= RECENT_LOGIN_MINUTES * 60_000;
      if (!freshLogin) throw fieldErrors({ password: [PASSWORD_NEEDED_TO_DELETE.message] }, PASSWORD_NEEDED_TO_DELETE.code);
    } else if (!(await verify(account.passwordHash, password).catch(() => false))) {
      throw fieldErrors({ password: [IDENTITY_ERRORS.oldPasswordWrong.message] }, IDENTITY_ERRORS.oldPasswordWrong.code);
    }
    const siteName = await this.siteName(req);
    const events = await this.dataSource.transaction(async (manager) => {
      await manager.update(Account, { id: account.id }, { statusBeforeDeletion: account.status, status: 'deleted', deletedAt: new Date() });
      await this.sessions.endAll(manager, account.id);
      const hidden = await this.outbox.publish(manager, 'profile.written', { member_id: account.id, changes: { status: 'disabled' } }, account.id);
      const token = await this.tokens.issue(manager, account.id, 'reactivation');
      const mail = await this.mail.queue(manager, account.id, {
        to: account.email,
        kind: 'account_deletion',
        locale: account.language,
        vars: { link: `${this.config.PUBLIC_URL}/api/account/reactivate?token=${token}`, siteName, days: REACTIVATION_WINDOW_DAYS },
      });
      const ended = await this.outbox.publish(manager, 'member.changed', { member_id: account.id, reason: 'deleted' }, account.id);
      return [hidden, mail, ended];
    });
    await this.sessions.end(req, res);
    await this.outbox.deliverNow(events);
  }

  /** Undoes a deletion from the mailed link and logs the member in again. */
  async reactivate(token: string, req: Request, res: Response): Promise<boolean> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const used = await this.tokens.consume(manager, token, 'reactivation');
      if (!used) return null;
      const account = await manager.findOne(Account, { where: { id: used.accountId }, lock: { mode: 'pessimistic_write' } });
      if (!account || account.status !== 'deleted') return null;
      account.status = account.statusBeforeDeletion ?? 'active';
      account.statusBeforeDeletion = null;
      account.deletedAt = null;
      await manager.save(account);
      const shown = account.status === 'active' ? [await this.outbox.publish(manager, 'profile.written', { member_id: account.id, changes: { status: 'active' } }, account.id)] : [];
      await this.sessions.start(manager, account.id, req, res);
      return shown;
    });
    if (!outcome) return false;
    await this.outbox.deliverNow(outcome);
    return true;
  }

  async setLanguage(account: Account, language: string): Promise<Account> {
    if (!SUPPORTED_LANGUAGES.includes(language)) throw fieldErrors({ language: ['This language is not supported.'] });
    account.language = language;
    return this.dataSource.getRepository(Account).save(account);
  }

  notificationSettings(account: Account): NotificationSettings {
    return { notifications_disabled: account.notificationsDisabled, preferences: account.notificationPreferences };
  }

  async savePreferences(account: Account, preferences: NotificationPreferences): Promise<NotificationSettings> {
    account.notificationPreferences = preferences;
    await this.dataSource.getRepository(Account).save(account);
    return this.notificationSettings(account);
  }

  /** E-mail stops for a reason: the member unsubscribed, the mail provider reported spam or a bounce. */
  async disableNotifications(account: Account, reason: NotificationDisableReason): Promise<NotificationSettings> {
    if (!NOTIFICATION_DISABLE_REASONS.includes(reason)) throw fieldErrors({ reason: ['Unknown reason.'] });
    if (!account.notificationsDisabled.includes(reason)) {
      account.notificationsDisabled = [...account.notificationsDisabled, reason];
      await this.dataSource.getRepository(Account).save(account);
    }
    return this.notificationSettings(account);
  }

  /**
   * A notification mail's one-click unsubscribe (RFC 8058): the token names the account; notification
   * mails stop for the reason listunsubscribe (spec 4). An unknown token is a 404, never a hint.
   */
  async unsubscribe(token: unknown): Promise<void> {
    const account = typeof token === 'string' && /^[A-Za-z0-9_-]{32}$/.test(token) ? await this.dataSource.getRepository(Account).findOne({ where: { unsubscribeToken: token } }) : null;
    if (!account) throw new AppError(404, 'ACCOUNT.UNSUBSCRIBE_UNKNOWN', 'This unsubscribe link is not valid.');
    await this.disableNotifications(account, 'listunsubscribe');
  }

  async accountByEmail(email: string): Promise<Account> {
    const account = await this.dataSource.getRepository(Account).findOne({ where: { email: normaliseEmail(email) } });
    if (!account) throw fieldErrors({ email: [IDENTITY_ERRORS.emailNotFound.message] }, IDENTITY_ERRORS.emailNotFound.code);
    return account;
  }
}
