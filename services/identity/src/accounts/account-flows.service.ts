import { SUPPORTED_LANGUAGES } from '@rendezvous/contracts';
import {
  IDENTITY_ERRORS,
  NOTIFICATION_DISABLE_REASONS,
  PASSWORD_NEEDED_TO_DELETE,
  PASSWORD_RESET_MAILS_PER_DAY,
  REACTIVATION_WINDOW_DAYS,
  RECENT_LOGIN_MINUTES,
  type NotificationDisableReason,
  type NotificationPreferences,
  type NotificationSettings,
} from '@rendezvous/contracts';
import { AppError, fieldErrors, Outbox } from '@rendezvous/nest-kit';
import { Inject, Injectable } from '@nestjs/common';
import { verify } from 'argon2';
import type { EntityManager } from 'typeorm';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { SiteClient } from '../site-settings/site-client';
import { setTimeout as sleep } from 'node:timers/promises';
import { maskAddress, OutgoingMail } from '../mail/outgoing-mail';
import { addressKeyOf, LoginThrottlesService } from '../logins/login-throttles.service';
import { SessionsService } from '../sessions/sessions.service';
import { EMAIL_CHANGE_UNDO_DAYS, TokensService } from '../tokens/tokens.service';
import type { Account } from './account.entity';
import { AccountsRepository } from './accounts.repository';
import { hashPassword } from '../common/passwords';
import { checkNewPassword, isValidEmail, normaliseEmail } from './rules';

/**
 * A password-reset request is answered this long after it arrived, whether the address has an
 * account or not, mailed or refused: the answer's timing tells nothing (issue 30, finding 5). The
 * work itself (a few queries; the mail leaves through the outbox afterwards) takes well under it.
 */
const PASSWORD_RESET_ANSWER_MS = 250;

/**
 * Stands for the password after an undone e-mail change: no password verifies against it (argon2
 * refuses it as a hash), so only the reset link opens the account again.
 */
const PASSWORD_UNUSABLE = 'unusable: e-mail change undone, a new password is needed';

const linkInvalid = () => new AppError(400, IDENTITY_ERRORS.linkInvalid.code, IDENTITY_ERRORS.linkInvalid.message);

@Injectable()
export class AccountFlowsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly sessions: SessionsService,
    private readonly tokens: TokensService,
    private readonly throttles: LoginThrottlesService,
    private readonly site: SiteClient,
    private readonly outbox: Outbox,
    private readonly mail: OutgoingMail,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** The name of the site the request came to (by its host), for the mails. */
  private async siteName(host: string): Promise<string> {
    return (await this.site.settingsFor(host)).name;
  }

  /**
   * Sends a reset link; the spec's own wording tells an unknown address apart (kept, see
   * docs/product-rules.md section 8), and limits mails per day. The count and the new token happen
   * under a lock on the account row: ten requests sent at once are counted one after the other, so
   * no more than PASSWORD_RESET_MAILS_PER_DAY mails go out. The answer never waits for the mail
   * server and leaves PASSWORD_RESET_ANSWER_MS after arrival in every case, so its timing does not
   * tell a known address from an unknown one (it did: 142 ms against 8 ms).
   */
  async requestPasswordReset(email: string, host: string): Promise<void> {
    const answerAt = Date.now() + PASSWORD_RESET_ANSWER_MS;
    try {
      await this.queuePasswordReset(email, host);
      // Sent by the relay after the answer; the outbox retries it while the mail server is away.
      void this.outbox.drain().catch(() => undefined);
    } finally {
      await sleep(Math.max(0, answerAt - Date.now()));
    }
  }

  private async queuePasswordReset(email: string, host: string): Promise<void> {
    const siteName = await this.siteName(host);
    await this.accounts.transaction(async (manager) => {
      const account = await this.accounts.lockByEmail(manager, normaliseEmail(email));
      if (!account || account.status === 'deleted') {
        throw fieldErrors({ email: [IDENTITY_ERRORS.emailNotFound.message] }, IDENTITY_ERRORS.emailNotFound.code);
      }
      const sentToday = await this.tokens.countSince(manager, account.id, 'password_reset', new Date(Date.now() - 24 * 3600_000));
      if (sentToday >= PASSWORD_RESET_MAILS_PER_DAY) {
        throw new AppError(429, IDENTITY_ERRORS.tooManyResetMails.code, IDENTITY_ERRORS.tooManyResetMails.message);
      }
      const token = await this.tokens.issue(manager, account.id, 'password_reset');
      await this.mail.queue(manager, account.id, {
        to: account.email,
        kind: 'password_reset',
        locale: account.language,
        vars: { link: `${this.config.PUBLIC_URL}/reset-password/do?token=${token}`, siteName },
      });
    });
  }

  /** A valid reset link sets the new password, lifts a lockout, ends every session and tells the member by mail. */
  async confirmPasswordReset(token: string, password: string, repeat: string, host: string): Promise<void> {
    checkNewPassword(password, repeat);
    const passwordHash = await hashPassword(password);
    const siteName = await this.siteName(host);
    const events = await this.accounts.transaction(async (manager) => {
      const used = await this.tokens.consume(manager, token, 'password_reset');
      if (!used) throw linkInvalid();
      const account = await this.accounts.lockById(manager, used.accountId);
      if (!account) throw linkInvalid();
      await this.accounts.update(manager, account.id, { passwordHash });
      await this.throttles.clearAllFailures(manager, addressKeyOf(account.email));
      const socketsClosed = await this.sessions.endAll(manager, account.id);
      // The gateway keeps user objects per session: the ended sessions must not answer from it.
      const ended = await this.outbox.publish(manager, 'member.changed', { member_id: account.id, reason: 'sessions_ended' }, account.id);
      return [ended, socketsClosed, await this.queuePasswordChangedMail(manager, account, siteName)];
    });
    await this.outbox.deliverNow(events);
  }

  async changePassword(account: Account, oldPassword: string, password: string, repeat: string, host: string, sessionToken: string | undefined): Promise<void> {
    if (!(await verify(account.passwordHash, oldPassword).catch(() => false))) {
      throw fieldErrors({ old_password: [IDENTITY_ERRORS.oldPasswordWrong.message] }, IDENTITY_ERRORS.oldPasswordWrong.code);
    }
    checkNewPassword(password, repeat);
    const passwordHash = await hashPassword(password);
    const siteName = await this.siteName(host);
    const events = await this.accounts.transaction(async (manager) => {
      await this.accounts.update(manager, account.id, { passwordHash });
      // Other devices must log in again with the new password; this one stays logged in.
      const socketsClosed = await this.sessions.endAll(manager, account.id, sessionToken);
      const ended = await this.outbox.publish(manager, 'member.changed', { member_id: account.id, reason: 'sessions_ended' }, account.id);
      return [ended, socketsClosed, await this.queuePasswordChangedMail(manager, account, siteName)];
    });
    await this.outbox.deliverNow(events);
  }

  /**
   * "Your password was changed", to the account's address, in its language: whoever changed it
   * without the member's knowing is found out, and the button leads to a new password (issue 30,
   * finding 10). Queued in the change's transaction: no change without the mail, no mail without it.
   */
  private queuePasswordChangedMail(manager: EntityManager, account: Account, siteName: string): Promise<string> {
    return this.mail.queue(manager, account.id, {
      to: account.email,
      kind: 'password_changed',
      locale: account.language,
      vars: { link: `${this.config.PUBLIC_URL}/reset-password`, siteName },
    });
  }

  /** Mails a confirmation link to the new address; the address changes only when it is confirmed. */
  async requestEmailChange(account: Account, newEmail: string, host: string): Promise<void> {
    if (!isValidEmail(newEmail)) throw fieldErrors({ email: [IDENTITY_ERRORS.newEmailInvalid.message] }, IDENTITY_ERRORS.newEmailInvalid.code);
    const email = normaliseEmail(newEmail);
    if (email === account.email || (await this.accounts.findByEmail(email))) {
      throw fieldErrors({ email: [IDENTITY_ERRORS.emailTaken.message] }, IDENTITY_ERRORS.emailTaken.code);
    }
    const siteName = await this.siteName(host);
    const mail = await this.accounts.transaction(async (manager) => {
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

  /**
   * The new address's link changes the address, and the old address hears of it with a one-time
   * link that undoes the change within EMAIL_CHANGE_UNDO_DAYS (issue 30, finding 10): whoever took
   * over a session cannot quietly move the account to a mailbox of their own.
   */
  async confirmEmailChange(token: string, host: string): Promise<void> {
    const siteName = await this.siteName(host);
    const events = await this.accounts.transaction(async (manager) => {
      const used = await this.tokens.consume(manager, token, 'email_change');
      if (!used?.payload.email) throw linkInvalid();
      const taken = await this.accounts.findByEmailIn(manager, used.payload.email);
      if (taken) throw fieldErrors({ email: [IDENTITY_ERRORS.emailTaken.message] }, IDENTITY_ERRORS.emailTaken.code);
      const account = await this.accounts.lockById(manager, used.accountId);
      if (!account) throw linkInvalid();
      // A confirmed address also proves the mailbox works again.
      await this.accounts.update(manager, account.id, { email: used.payload.email, notificationsDisabled: [] });
      const undo = await this.tokens.issue(manager, account.id, 'email_change_undo', { email: account.email });
      const notice = await this.mail.queue(manager, account.id, {
        to: account.email,
        kind: 'email_changed',
        locale: account.language,
        vars: {
          link: `${this.config.PUBLIC_URL}/api/account/email/undo?token=${undo}`,
          siteName,
          address: maskAddress(used.payload.email),
          days: EMAIL_CHANGE_UNDO_DAYS,
        },
      });
      const changed = await this.outbox.publish(manager, 'member.changed', { member_id: account.id, reason: 'email' }, account.id);
      return [changed, notice];
    });
    await this.outbox.deliverNow(events);
  }

  /**
   * The old address's link: the account gets that address back and, since whoever changed it may
   * know the password, the password stops working, every session ends and every pending reset or
   * e-mail-change link dies; the answer is a fresh reset token, so the member chooses a new password
   * right away (or later through "forgot password", which now mails the restored address). Undo links of
   * changes made after this one die too; earlier ones stay, so a chain of changes cannot be used to
   * cancel the member's own link. Null when the link is unknown, used or expired, or when the old
   * address has found another owner meanwhile.
   */
  async undoEmailChange(token: string): Promise<string | null> {
    const outcome = await this.accounts.transaction(async (manager) => {
      const used = await this.tokens.consume(manager, token, 'email_change_undo');
      if (!used?.payload.email) return null;
      const account = await this.accounts.lockById(manager, used.accountId);
      if (!account || account.status === 'deleted') return null;
      const owner = await this.accounts.findByEmailIn(manager, used.payload.email);
      if (owner && owner.id !== account.id) return null;
      await this.accounts.update(manager, account.id, { email: used.payload.email, passwordHash: PASSWORD_UNUSABLE });
      await this.tokens.revoke(manager, account.id, ['email_change', 'password_reset']);
      await this.tokens.revoke(manager, account.id, ['email_change_undo'], used.createdAt);
      const socketsClosed = await this.sessions.endAll(manager, account.id);
      await this.throttles.clearAllFailures(manager, addressKeyOf(used.payload.email));
      const reset = await this.tokens.issue(manager, account.id, 'password_reset');
      const ended = await this.outbox.publish(manager, 'member.changed', { member_id: account.id, reason: 'sessions_ended' }, account.id);
      return { reset, ended, socketsClosed };
    });
    if (!outcome) return null;
    await this.outbox.deliverNow([outcome.ended, outcome.socketsClosed]);
    return outcome.reset;
  }

  /**
   * Deletes the account reversibly: it is hidden and logged out everywhere, and a mailed link undoes
   * the deletion within REACTIVATION_WINDOW_DAYS days (spec sections 4 and 9). It takes the password,
   * or a login within the last RECENT_LOGIN_MINUTES: a borrowed phone or a stolen cookie is not enough.
   * The request's own session (`sessionToken`) ends too; the caller clears its cookie.
   */
  async deleteAccount(account: Account, password: string | undefined, sessionToken: string | undefined, host: string): Promise<void> {
    if (password === undefined) {
      const session = await this.sessions.sessionOf(sessionToken);
      const freshLogin = session !== null && Date.now() - session.createdAt.getTime() <= RECENT_LOGIN_MINUTES * 60_000;
      if (!freshLogin) throw fieldErrors({ password: [PASSWORD_NEEDED_TO_DELETE.message] }, PASSWORD_NEEDED_TO_DELETE.code);
    } else if (!(await verify(account.passwordHash, password).catch(() => false))) {
      throw fieldErrors({ password: [IDENTITY_ERRORS.oldPasswordWrong.message] }, IDENTITY_ERRORS.oldPasswordWrong.code);
    }
    const siteName = await this.siteName(host);
    const events = await this.accounts.transaction(async (manager) => {
      await this.accounts.update(manager, account.id, { statusBeforeDeletion: account.status, status: 'deleted', deletedAt: new Date() });
      const socketsClosed = await this.sessions.endAll(manager, account.id);
      const hidden = await this.outbox.publish(manager, 'profile.written', { member_id: account.id, changes: { status: 'disabled' } }, account.id);
      const token = await this.tokens.issue(manager, account.id, 'reactivation');
      const mail = await this.mail.queue(manager, account.id, {
        to: account.email,
        kind: 'account_deletion',
        locale: account.language,
        vars: { link: `${this.config.PUBLIC_URL}/api/account/reactivate?token=${token}`, siteName, days: REACTIVATION_WINDOW_DAYS },
      });
      const ended = await this.outbox.publish(manager, 'member.changed', { member_id: account.id, reason: 'deleted' }, account.id);
      return [hidden, mail, ended, socketsClosed];
    });
    await this.sessions.end(sessionToken);
    await this.outbox.deliverNow(events);
  }

  /** Undoes a deletion from the mailed link and logs the member in again: the new session's token, or null. */
  async reactivate(token: string): Promise<string | null> {
    const outcome = await this.accounts.transaction(async (manager) => {
      const used = await this.tokens.consume(manager, token, 'reactivation');
      if (!used) return null;
      const account = await this.accounts.lockById(manager, used.accountId);
      if (!account || account.status !== 'deleted') return null;
      account.status = account.statusBeforeDeletion ?? 'active';
      account.statusBeforeDeletion = null;
      account.deletedAt = null;
      await this.accounts.saveIn(manager, account);
      const shown =
        account.status === 'active'
          ? [await this.outbox.publish(manager, 'profile.written', { member_id: account.id, changes: { status: 'active' } }, account.id)]
          : [];
      const sessionToken = await this.sessions.start(manager, account.id);
      return { shown, sessionToken };
    });
    if (!outcome) return null;
    await this.outbox.deliverNow(outcome.shown);
    return outcome.sessionToken;
  }

  async setLanguage(account: Account, language: string): Promise<Account> {
    if (!SUPPORTED_LANGUAGES.includes(language)) throw fieldErrors({ language: ['This language is not supported.'] });
    account.language = language;
    return this.accounts.save(account);
  }

  notificationSettings(account: Account): NotificationSettings {
    return { notifications_disabled: account.notificationsDisabled, preferences: account.notificationPreferences };
  }

  async savePreferences(account: Account, preferences: NotificationPreferences): Promise<NotificationSettings> {
    account.notificationPreferences = preferences;
    await this.accounts.save(account);
    return this.notificationSettings(account);
  }

  /** E-mail stops for a reason: the member unsubscribed, the mail provider reported spam or a bounce. */
  async disableNotifications(account: Account, reason: NotificationDisableReason): Promise<NotificationSettings> {
    if (!NOTIFICATION_DISABLE_REASONS.includes(reason)) throw fieldErrors({ reason: ['Unknown reason.'] });
    if (!account.notificationsDisabled.includes(reason)) {
      account.notificationsDisabled = [...account.notificationsDisabled, reason];
      await this.accounts.save(account);
    }
    return this.notificationSettings(account);
  }

  /**
   * A notification mail's one-click unsubscribe (RFC 8058): the token names the account; notification
   * mails stop for the reason listunsubscribe (spec 4). An unknown token is a 404, never a hint.
   */
  async unsubscribe(token: unknown): Promise<void> {
    const account = typeof token === 'string' && /^[A-Za-z0-9_-]{32}$/.test(token) ? await this.accounts.findByUnsubscribeToken(token) : null;
    if (!account) throw new AppError(404, 'ACCOUNT.UNSUBSCRIBE_UNKNOWN', 'This unsubscribe link is not valid.');
    await this.disableNotifications(account, 'listunsubscribe');
  }

  async accountByEmail(email: string): Promise<Account> {
    const account = await this.accounts.findByEmail(normaliseEmail(email));
    if (!account) throw fieldErrors({ email: [IDENTITY_ERRORS.emailNotFound.message] }, IDENTITY_ERRORS.emailNotFound.code);
    return account;
  }
}
