import { identityRoutes, type BodyOf } from '@rendezvous/contracts/routes';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS, type User } from '@rendezvous/contracts';
import { ContractRoute, authenticationRequired, clientAddress, isHttps, parseContract, requestHost, ZodBody } from '@rendezvous/nest-kit';
import { Body, Controller, Get, HttpCode, Inject, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { SessionsService } from '../sessions/sessions.service';
import type { Account } from './account.entity';
import { AccountFlowsService } from './account-flows.service';
import { AccountsService } from './accounts.service';
import { AuthService } from './auth.service';
import { PushSubscriptionsService } from '../push-subscriptions/push-subscriptions.service';
import { CurrentAccount, SessionGuard } from './session.guard';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './session-cookie.http';
import { toUserView } from './user-view';

/** POST /api/user.php takes one of two bodies, picked by ?push=1: its contract's union, a login or a push subscription. */
const [loginBody, pushSubscriptionBody] = identityRoutes.loginOrPush.body.options;
/** as ZodBody reads a body: class-validator's words, a missing body empty, anything but an object refused as a whole */
const BODY_AS_THE_PIPES_READ_IT = { wording: 'class-validator', body: true } as const;

/** The account behind the request's session, or the spec's 403 authentication_required. */
export async function requireAccount(accounts: AccountsService, req: Request): Promise<Account> {
  const account = await accounts.ofSession(sessionTokenOf(req));
  if (!account) throw authenticationRequired();
  return account;
}

@ApiTags('identity')
@Controller('api')
export class UserController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly accounts: AccountsService,
    private readonly auth: AuthService,
    private readonly flows: AccountFlowsService,
    private readonly pushSubscriptions: PushSubscriptionsService,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  @Get('user.php')
  @ContractRoute(identityRoutes.user)
  async current(@Req() req: Request): Promise<User> {
    return toUserView(await requireAccount(this.accounts, req));
  }

  @Post('user.php')
  @HttpCode(200)
  @ContractRoute(identityRoutes.loginOrPush)
  async loginOrPush(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body() body: unknown,
    @Query('push') push?: string,
  ): Promise<User | { subscribed: true }> {
    if (push === '1') {
      const account = await requireAccount(this.accounts, req);
      const { subscription } = parseContract(pushSubscriptionBody, body, BODY_AS_THE_PIPES_READ_IT);
      await this.pushSubscriptions.save(account.id, subscription.endpoint, subscription.keys);
      return { subscribed: true };
    }
    const credentials = parseContract(loginBody, body, BODY_AS_THE_PIPES_READ_IT);
    const { account, sessionToken } = await this.auth.login(credentials.email, credentials.password, {
      host: requestHost(req),
      address: clientAddress(req, this.config.INTERNAL_TOKEN),
    });
    setSessionCookie(req, res, sessionToken);
    return toUserView(account);
  }

  @Put('user.php')
  @UseGuards(SessionGuard)
  @ContractRoute(identityRoutes.saveLanguage)
  async saveLanguage(
    @CurrentAccount() current: Account,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body(new ZodBody(identityRoutes.saveLanguage.body)) body: BodyOf<typeof identityRoutes.saveLanguage>,
  ): Promise<User> {
    const account = await this.flows.setLanguage(current, body.language);
    res.cookie(LOCALE_COOKIE, account.language, {
      maxAge: LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 3600_000,
      sameSite: 'lax',
      secure: isHttps(req),
      path: '/',
    });
    return toUserView(account);
  }

  @Get('logout.php')
  @ContractRoute(identityRoutes.logout)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ logged_out: true }> {
    await this.sessions.end(sessionTokenOf(req));
    clearSessionCookie(req, res);
    return { logged_out: true };
  }

  /**
   * Spec 7: a beacon when the page becomes hidden. Beacons cannot send the client header, so this is
   * the one write without it; all it can do is note the time on the caller's own session.
   */
  @Post('page-hidden.php')
  @HttpCode(204)
  @ContractRoute(identityRoutes.pageHidden)
  async pageHidden(@Req() req: Request, @Body(new ZodBody(identityRoutes.pageHidden.body)) _body: BodyOf<typeof identityRoutes.pageHidden>): Promise<void> {
    await this.sessions.markPageHidden(sessionTokenOf(req));
  }
}
