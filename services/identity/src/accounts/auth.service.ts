import { SUPPORTED_LANGUAGES } from '@rendezvous/contracts';
import {
  IDENTITY_ERRORS, LOGIN_FAILURES_BEFORE_LOCK, LOGIN_LOCK_MINUTES, SIGNUP_STEPS, type SignupStep,
} from '@rendezvous/contracts';
import { AppError, requestHost } from '@rendezvous/nest-kit';
import { Inject, Injectable } from '@nestjs/common';
import { verify } from 'argon2';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { MembersClient } from '../internal/members-client';
import { SiteClient } from '../internal/site-client';
import { Mailer } from '../mail/mailer';
import { SessionsService } from '../sessions/sessions.service';
import { TokensService } from '../tokens/tokens.service';
import { Account } from './account.entity';
import type { SignupDto, SignupStepDto } from './dto/account.dto';
import { hashPassword } from './passwords';
import { checkSignup, fieldErrors, normaliseEmail } from './rules';


// Verifying against a real hash even for unknown e-mail addresses keeps the answer time the same,
// so timing does not tell which addresses have an account.
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword('not-a-real-password-decoy'));

@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly tokens: TokensService,
    private readonly site: SiteClient,
    private readonly members: MembersClient,
    private readonly mailer: Mailer,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /**
   * Login with lockout: after LOGIN_FAILURES_BEFORE_LOCK wrong passwords in a row the account is
   * blocked for LOGIN_LOCK_MINUTES (spec wording with the minutes left). Unknown address and wrong
   * password get the same answer.
   */
  async login(email: string, password: string, req: Request, res: Response): Promise<Account> {
    const address = normaliseEmail(email);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const account = await manager.findOne(Account, { where: { email: address }, lock: { mode: 'pessimistic_write' } });
      if (!account || account.status === 'deleted' || account.status === 'disabled') {
        await verify(await decoy(), password).catch(() => false);
        return { kind: 'failed' as const };
      }
      const now = Date.now();
      if (account.lockedUntil && account.lockedUntil.getTime() > now) {
        return { kind: 'locked' as const, minutes: Math.ceil((account.lockedUntil.getTime() - now) / 60_000) };
      }
      if (!(await verify(account.passwordHash, password).catch(() => false))) {
        account.failedLogins += 1;
        let locked = false;
        if (account.failedLogins >= LOGIN_FAILURES_BEFORE_LOCK) {
          account.lockedUntil = new Date(now + LOGIN_LOCK_MINUTES * 60_000);
          account.failedLogins = 0;
          locked = true;
        }
        await manager.save(account);
        return locked ? { kind: 'locked' as const, minutes: LOGIN_LOCK_MINUTES, justLocked: account } : { kind: 'failed' as const };
      }
      account.failedLogins = 0;
      account.lockedUntil = null;
      await manager.save(account);
      await this.sessions.start(manager, account.id, req, res);
      return { kind: 'ok' as const, account };
    });

    if (outcome.kind === 'ok') return outcome.account;
    if (outcome.kind === 'locked') {
      if ('justLocked' in outcome && outcome.justLocked) {
        const settings = await this.site.settingsFor(requestHost(req)).catch(() => null);
        await this.mailer
          .send({
            to: outcome.justLocked.email,
            kind: 'login_blocked',
            locale: outcome.justLocked.language,
            vars: { link: `${this.config.PUBLIC_URL}/reset-password`, siteName: settings?.name ?? 'Rendezvous', minutes: LOGIN_LOCK_MINUTES },
          })
          .catch(() => undefined);
      }
      throw new AppError(429, IDENTITY_ERRORS.accountBlocked.code, IDENTITY_ERRORS.accountBlocked.message.replace('{minutes}', String(outcome.minutes)));
    }
    throw new AppError(401, IDENTITY_ERRORS.loginFailed.code, IDENTITY_ERRORS.loginFailed.message);
  }

  /**
   * Creates the account (not confirmed, profile disabled until activation), starts the session and
   * leads into signup step 0. The profile is written to the members service inside the same
   * transaction: if that fails, no account is left behind.
   */
  async signup(input: SignupDto, req: Request, res: Response): Promise<Account> {
    const settings = await this.site.settingsFor(requestHost(req));
    if (settings.signups === 'with_trafficsource' && !input.tracking?.network?.trim()) {
      throw new AppError(403, IDENTITY_ERRORS.signupsClosed.code, IDENTITY_ERRORS.signupsClosed.message);
    }
    checkSignup(input, settings.min_age ?? 18);
    const email = normaliseEmail(input.email);
    const passwordHash = await hashPassword(input.password);
    const language = SUPPORTED_LANGUAGES.includes(settings.language) ? settings.language : 'en';

    return this.dataSource.transaction(async (manager) => {
      const taken = await manager.findOne(Account, { where: { email } });
      if (taken) throw fieldErrors({ email: [IDENTITY_ERRORS.emailTaken.message] }, IDENTITY_ERRORS.emailTaken.code);
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(Account)
        .values({ email, passwordHash, status: 'not_confirmed', language, tracking: input.tracking ?? null, signupStep: 'message' })
        // A concurrent signup with the same address loses here instead of creating a second account.
        .orIgnore()
        .returning('id')
        .execute();
      const id = Number(inserted.raw[0]?.id);
      if (!id) throw fieldErrors({ email: [IDENTITY_ERRORS.emailTaken.message] }, IDENTITY_ERRORS.emailTaken.code);
      await this.members.writeProfile(id, {
        name: input.name.trim(),
        birth_date: input.date_of_birth,
        signup_message: input.signup_message?.trim() || undefined,
        status: 'disabled',
      });
      await this.sessions.start(manager, id, req, res);
      return manager.findOneOrFail(Account, { where: { id } });
    });
  }

  /** Saves one signup step and moves the member to the next; profile facts go to the members service. */
  async saveSignupStep(account: Account, step: SignupStep, data: SignupStepDto): Promise<Account> {
    if (!(SIGNUP_STEPS as readonly string[]).includes(step)) throw new AppError(404, 'ROUTE.NOT_FOUND', 'This page could not be found');
    const allowed: Record<SignupStep, Array<keyof SignupStepDto>> = {
      message: ['signup_message'],
      photo: [],
      personal_info: ['gender', 'sexuality', 'country', 'region', 'city'],
      about_me: ['about_me'],
      push: [],
    };
    const stray = Object.keys(data).filter((key) => !allowed[step].includes(key as keyof SignupStepDto));
    if (stray.length > 0) throw fieldErrors(Object.fromEntries(stray.map((key) => [key, [`${key} does not belong to this step`]])));
    const profile = Object.fromEntries(allowed[step].filter((key) => data[key] !== undefined).map((key) => [key, data[key]]));
    if (Object.keys(profile).length > 0) await this.members.writeProfile(account.id, profile);
    const next = SIGNUP_STEPS[SIGNUP_STEPS.indexOf(step) + 1] ?? null;
    // Steps may be revisited; signup_step only moves forward.
    const current = account.signupStep ? SIGNUP_STEPS.indexOf(account.signupStep) : SIGNUP_STEPS.length;
    if (next && SIGNUP_STEPS.indexOf(next) > current) account.signupStep = next;
    if (!next && account.signupStep === 'push') account.signupStep = 'push';
    await this.dataSource.getRepository(Account).save(account);
    return account;
  }

  /** Ends the signup steps and sends the activation mail: activation comes last (spec section 2). */
  async completeSignup(account: Account, req: Request): Promise<Account> {
    if (account.status !== 'not_confirmed') return account;
    account.signupStep = null;
    await this.dataSource.transaction(async (manager) => {
      await manager.save(account);
      await this.sendActivationMail(manager, account, req);
    });
    return account;
  }

  async resendActivation(account: Account, req: Request): Promise<void> {
    if (account.status !== 'not_confirmed') return;
    await this.dataSource.transaction((manager) => this.sendActivationMail(manager, account, req));
  }

  private async sendActivationMail(manager: import('typeorm').EntityManager, account: Account, req: Request): Promise<void> {
    const settings = await this.site.settingsFor(requestHost(req));
    const token = await this.tokens.issue(manager, account.id, 'activation');
    await this.mailer.send({
      to: account.email,
      kind: 'activation',
      locale: account.language,
      vars: { link: `${this.config.PUBLIC_URL}/api/account/activate?token=${token}`, siteName: settings.name },
    });
  }

  /** Activates the account of a valid activation link, once; its profile becomes visible. */
  async activate(token: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const used = await this.tokens.consume(manager, token, 'activation');
      if (!used) return false;
      const account = await manager.findOne(Account, { where: { id: used.accountId }, lock: { mode: 'pessimistic_write' } });
      if (!account || account.status === 'deleted' || account.status === 'disabled') return false;
      account.status = 'active';
      account.activatedAt = new Date();
      await manager.save(account);
      await this.members.writeProfile(account.id, { status: 'active' });
      return true;
    });
  }
}
