import { SUPPORTED_LANGUAGES } from '@rendezvous/contracts';
import type { BodyOf, identityRoutes } from '@rendezvous/contracts/routes';
import {
  ACTIVATION_MAILS_PER_DAY,
  CONSENT_REQUIRED_MESSAGE,
  IDENTITY_ERRORS,
  MEMBERS_ERROR_CODES,
  LOGIN_LOCK_MINUTES,
  REACTIVATION_WINDOW_DAYS,
  SIGNUP_STEPS,
  TOO_MANY_ACTIVATION_MAILS,
  type SignupStep,
} from '@rendezvous/contracts';
import { AppError, fieldErrors, Outbox } from '@rendezvous/nest-kit';
import { Inject, Injectable } from '@nestjs/common';
import { verify } from 'argon2';
import type { EntityManager } from 'typeorm';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { SiteClient } from '../site-settings/site-client';
import { OutgoingMail } from '../mail/outgoing-mail';
import { addressKeyOf, LoginThrottlesService, throttleKeyOf } from '../logins/login-throttles.service';
import { SessionsService } from '../sessions/sessions.service';
import { TokensService } from '../tokens/tokens.service';
import type { Account } from './account.entity';
import { AccountsRepository } from './accounts.repository';
import { hashPassword } from '../common/passwords';
import { checkSignup, normaliseEmail } from './rules';

type SignupStepBody = BodyOf<typeof identityRoutes.signupStep>;

/** Who asks, as the controller read it from the request: the site's host and the client's address. */
export interface LoginClient {
  host: string;
  address: string;
}

/** A member just logged in (or signed up): the account, and the new session's token for the cookie. */
export interface StartedSession {
  account: Account;
  sessionToken: string;
}

// Verifying against a real hash even for unknown e-mail addresses keeps the answer time the same,
// so timing does not tell which addresses have an account.
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword('not-a-real-password-decoy'));

@Injectable()
export class AuthService {
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

  /**
   * Login with lockout per e-mail address and client (spec wording with the minutes left): after
   * LOGIN_FAILURES_BEFORE_LOCK wrong passwords in a row from one client, that client is blocked for
   * LOGIN_LOCK_MINUTES; the member on another device is not. An address without a (usable) account
   * is counted and locked the same way, so the 429 tells nothing about which addresses have one
   * (issue 30, finding 5); only a real account's owner gets the lockout mail, sent after the answer.
   * The password is verified in every case (against a decoy hash for an unknown address, and while
   * locked), so unknown, wrong and locked answers take the same time.
   */
  async login(email: string, password: string, client: LoginClient): Promise<StartedSession> {
    const address = normaliseEmail(email);
    const clientKey = throttleKeyOf(client.address);
    const addressKey = addressKeyOf(address);
    // For the lockout mail; asked for every login alike (it is cached), so it tells nothing by timing.
    const siteName = (await this.site.settingsFor(client.host).catch(() => null))?.name ?? 'Rendezvous';
    const account = await this.accounts.findByEmail(address);
    const usable = account && account.status !== 'deleted' && account.status !== 'disabled';
    // A deleted account (still restorable: purged after REACTIVATION_WINDOW_DAYS) is checked against its
    // own password, so its owner, and only its owner, can be told how to restore it (issue 31).
    const deleted = account?.status === 'deleted' ? account : null;
    // Verified before the transaction: argon2 takes a while and must not hold a pooled connection.
    const verified = await verify(usable || deleted ? (account as Account).passwordHash : await decoy(), password).catch(() => false);
    const outcome = await this.accounts.transaction(async (manager) => {
      const throttle = await this.throttles.lockedFor(manager, addressKey, clientKey);
      if (throttle.locked) return { kind: 'locked' as const, minutes: throttle.minutesLeft };
      if (deleted && verified) {
        await this.throttles.clearFailures(manager, addressKey, clientKey);
        return { kind: 'deleted' as const, mail: await this.queueRestoreMail(manager, deleted, siteName) };
      }
      // Without a usable account every password is wrong, the decoy's own included.
      if (!usable || !verified) {
        const justLocked = await this.throttles.recordFailure(manager, addressKey, clientKey);
        if (!justLocked) return { kind: 'failed' as const };
        if (usable) await this.queueLockoutMail(manager, account, siteName);
        return { kind: 'locked' as const, minutes: LOGIN_LOCK_MINUTES, justLocked: true };
      }
      await this.throttles.clearFailures(manager, addressKey, clientKey);
      const sessionToken = await this.sessions.start(manager, account.id);
      return { kind: 'ok' as const, account, sessionToken };
    });

    if (outcome.kind === 'ok') return { account: outcome.account, sessionToken: outcome.sessionToken };
    if (outcome.kind === 'deleted') {
      if (outcome.mail) await this.outbox.deliverNow([outcome.mail]);
      throw new AppError(403, IDENTITY_ERRORS.accountDeleted.code, IDENTITY_ERRORS.accountDeleted.message);
    }
    if (outcome.kind === 'locked') {
      // Not awaited: the answer must not wait on (or be timed by) the mail server.
      if ('justLocked' in outcome) void this.outbox.drain();
      throw new AppError(429, IDENTITY_ERRORS.accountBlocked.code, IDENTITY_ERRORS.accountBlocked.message.replace('{minutes}', String(outcome.minutes)));
    }
    throw new AppError(401, IDENTITY_ERRORS.loginFailed.code, IDENTITY_ERRORS.loginFailed.message);
  }

  /**
   * A fresh restore link for the owner of a deleted account who logged in with the right password: the
   * deletion mail may be long gone. At most ACTIVATION_MAILS_PER_DAY a day (counted under the account's
   * row lock), so repeated logins do not flood the inbox; past that the links already sent still work.
   */
  private async queueRestoreMail(manager: EntityManager, account: Account, siteName: string): Promise<string | null> {
    await this.accounts.lockById(manager, account.id);
    if ((await this.tokens.countSince(manager, account.id, 'reactivation', new Date(Date.now() - 24 * 3600_000))) >= ACTIVATION_MAILS_PER_DAY) return null;
    const token = await this.tokens.issue(manager, account.id, 'reactivation');
    return this.mail.queue(manager, account.id, {
      to: account.email,
      kind: 'account_deletion',
      locale: account.language,
      vars: { link: `${this.config.PUBLIC_URL}/api/account/reactivate?token=${token}`, siteName, days: REACTIVATION_WINDOW_DAYS },
    });
  }

  /** Tells the member that someone was locked out of their account, with the way to a new password. */
  private async queueLockoutMail(manager: EntityManager, account: Account, siteName: string): Promise<void> {
    await this.mail.queue(manager, account.id, {
      to: account.email,
      kind: 'login_blocked',
      locale: account.language,
      vars: { link: `${this.config.PUBLIC_URL}/reset-password`, siteName, minutes: LOGIN_LOCK_MINUTES },
    });
  }

  /**
   * Creates the account (not confirmed, profile disabled until activation), starts the session and
   * leads into signup step 0. The profile facts go to the members service as an event stored in the
   * same transaction: both happen, or neither; members down for a moment delays the profile only.
   */
  async signup(input: BodyOf<typeof identityRoutes.signup>, host: string): Promise<StartedSession> {
    const settings = await this.site.settingsFor(host);
    if (settings.signups === 'with_trafficsource' && !input.tracking?.network?.trim()) {
      throw new AppError(403, IDENTITY_ERRORS.signupsClosed.code, IDENTITY_ERRORS.signupsClosed.message);
    }
    checkSignup(input, settings.min_age ?? 18);
    const email = normaliseEmail(input.email);
    const passwordHash = await hashPassword(input.password);
    const language = SUPPORTED_LANGUAGES.includes(settings.language) ? settings.language : 'en';

    const { account, event, created, sessionToken } = await this.accounts.transaction(async (manager) => {
      const taken = await this.accounts.findByEmailIn(manager, email);
      if (taken) throw fieldErrors({ email: [IDENTITY_ERRORS.emailTaken.message] }, IDENTITY_ERRORS.emailTaken.code);
      // A concurrent signup with the same address loses in the insert instead of creating a second account (id 0).
      const id = await this.accounts.insertUnlessTaken(manager, {
        email,
        passwordHash,
        status: 'not_confirmed',
        language,
        tracking: input.tracking ?? null,
        signupStep: 'message',
        // A member lander's visitor: their message waits for activation (then chat delivers it).
        landerMemberId: input.lander_member_id ?? null,
        pendingSignupMessage: input.lander_member_id ? input.signup_message?.trim() || null : null,
      });
      if (!id) throw fieldErrors({ email: [IDENTITY_ERRORS.emailTaken.message] }, IDENTITY_ERRORS.emailTaken.code);
      const event = await this.outbox.publish(
        manager,
        'profile.written',
        {
          member_id: id,
          changes: { name: input.name.trim(), birth_date: input.date_of_birth, signup_message: input.signup_message?.trim() || undefined, status: 'disabled' },
        },
        id,
      );
      const stored = await this.accounts.getByIdIn(manager, id);
      // The site's welcome credits, granted once by payments (its ledger reference is per account).
      const created = await this.outbox.publish(
        manager,
        'account.created',
        { member_id: id, signup_credits: settings.signup_credits ?? 0, signed_up_at: stored.createdAt.toISOString() },
        id,
      );
      const sessionToken = await this.sessions.start(manager, id);
      return { account: stored, event, created, sessionToken };
    });
    // The user object in the answer carries the profile and the credits: give members and payments a moment.
    await this.outbox.deliverNow([event, created]);
    return { account, sessionToken };
  }

  /** Saves one signup step and moves the member to the next; profile facts go to the members service. */
  async saveSignupStep(account: Account, step: SignupStep, data: SignupStepBody): Promise<Account> {
    if (!(SIGNUP_STEPS as readonly string[]).includes(step)) throw new AppError(404, 'ROUTE.NOT_FOUND', 'This page could not be found');
    const allowed: Record<SignupStep, Array<keyof SignupStepBody>> = {
      message: ['signup_message'],
      photo: [],
      personal_info: ['gender', 'sexuality', 'special_category_consent', 'country', 'region', 'city'],
      about_me: ['about_me'],
      push: [],
    };
    // GDPR art. 9: a sexuality is stored only with the member's explicit consent, recorded by members with it.
    if (data.sexuality !== undefined && data.special_category_consent !== true) {
      throw new AppError(422, MEMBERS_ERROR_CODES.consentRequired, CONSENT_REQUIRED_MESSAGE, { special_category_consent: [CONSENT_REQUIRED_MESSAGE] });
    }
    const stray = Object.keys(data).filter((key) => !allowed[step].includes(key as keyof SignupStepBody));
    if (stray.length > 0) throw fieldErrors(Object.fromEntries(stray.map((key) => [key, [`${key} does not belong to this step`]])));
    const changes = Object.fromEntries(allowed[step].filter((key) => data[key] !== undefined).map((key) => [key, data[key]]));
    const next = SIGNUP_STEPS[SIGNUP_STEPS.indexOf(step) + 1] ?? null;
    // Steps may be revisited; signup_step only moves forward.
    const current = account.signupStep ? SIGNUP_STEPS.indexOf(account.signupStep) : SIGNUP_STEPS.length;
    if (next && SIGNUP_STEPS.indexOf(next) > current) account.signupStep = next;
    if (!next && account.signupStep === 'push') account.signupStep = 'push';
    // Rewriting the message on the message step rewrites what the lander's member will get.
    if (step === 'message' && account.landerMemberId && account.status === 'not_confirmed' && typeof data.signup_message === 'string') {
      account.pendingSignupMessage = data.signup_message.trim() || null;
    }
    const event = await this.accounts.transaction(async (manager) => {
      await this.accounts.saveIn(manager, account);
      return Object.keys(changes).length > 0 ? this.outbox.publish(manager, 'profile.written', { member_id: account.id, changes }, account.id) : null;
    });
    if (event) await this.outbox.deliverNow([event]);
    return account;
  }

  /** Ends the signup steps and sends the activation mail: activation comes last (spec section 2). */
  async completeSignup(account: Account, host: string): Promise<Account> {
    if (account.status !== 'not_confirmed') return account;
    account.signupStep = null;
    const mail = await this.accounts.transaction(async (manager) => {
      await this.accounts.saveIn(manager, account);
      return this.queueActivationMail(manager, account, host);
    });
    await this.outbox.deliverNow([mail]);
    return account;
  }

  async resendActivation(account: Account, host: string): Promise<void> {
    if (account.status !== 'not_confirmed') return;
    const mail = await this.accounts.transaction((manager) => this.queueActivationMail(manager, account, host));
    await this.outbox.deliverNow([mail]);
  }

  /**
   * At most ACTIVATION_MAILS_PER_DAY activation mails a day: counted and issued under a lock on the
   * account row, so requests sent at once cannot all pass the count before any of them is stored.
   */
  private async queueActivationMail(manager: EntityManager, account: Account, host: string): Promise<string> {
    const settings = await this.site.settingsFor(host);
    await this.accounts.lockById(manager, account.id);
    if ((await this.tokens.countSince(manager, account.id, 'activation', new Date(Date.now() - 24 * 3600_000))) >= ACTIVATION_MAILS_PER_DAY) {
      throw new AppError(429, TOO_MANY_ACTIVATION_MAILS.code, TOO_MANY_ACTIVATION_MAILS.message);
    }
    const token = await this.tokens.issue(manager, account.id, 'activation');
    return this.mail.queue(manager, account.id, {
      to: account.email,
      kind: 'activation',
      locale: account.language,
      vars: { link: `${this.config.PUBLIC_URL}/api/account/activate?token=${token}`, siteName: settings.name },
    });
  }

  /**
   * Activates the account of a valid activation link, once; its profile becomes visible. A link opened
   * again (a second click, a mail scanner that opened it first) of an account that is active by now is
   * 'already_active', so the member reads that all is well and can log in, not "Activation failed".
   */
  async activate(token: string): Promise<'activated' | 'already_active' | 'failed'> {
    let alreadyActive = false;
    const event = await this.accounts.transaction(async (manager) => {
      const used = await this.tokens.consume(manager, token, 'activation');
      if (!used) {
        const accountId = await this.tokens.accountIdOf(manager, token, 'activation');
        const owner = accountId ? await this.accounts.findByIdIn(manager, accountId) : null;
        alreadyActive = owner?.status === 'active';
        return null;
      }
      const account = await this.accounts.lockById(manager, used.accountId);
      if (!account || account.status === 'deleted' || account.status === 'disabled') return null;
      account.status = 'active';
      account.activatedAt = new Date();
      // The member lander's message goes out now, once: cleared with the same save.
      const signupMessage = account.landerMemberId && account.pendingSignupMessage ? { to: account.landerMemberId, text: account.pendingSignupMessage } : null;
      account.pendingSignupMessage = null;
      await this.accounts.saveIn(manager, account);
      const delivery =
        signupMessage && account.landerMemberId !== account.id
          ? [await this.outbox.publish(manager, 'signup.message', { member_id: account.id, ...signupMessage }, account.id)]
          : [];
      return [
        ...delivery,
        await this.outbox.publish(manager, 'profile.written', { member_id: account.id, changes: { status: 'active' } }, account.id),
        // The link may be opened in another browser: the member's sessions must show the new status.
        await this.outbox.publish(manager, 'member.changed', { member_id: account.id, reason: 'activated' }, account.id),
      ];
    });
    if (!event) return alreadyActive ? 'already_active' : 'failed';
    await this.outbox.deliverNow(event);
    return 'activated';
  }
}
