import { identityRoutes, type BodyOf } from '@rendezvous/contracts/routes';
import { ACTIVATION_ALREADY_ACTIVE_QUERY, SIGNUP_STEPS, type NotificationSettings, type SignupStep, type User } from '@rendezvous/contracts';
import { ContractRoute, AdminTokenGuard, AppError, requestHost, ZodBody } from '@rendezvous/nest-kit';
import {
  Body,
  Controller,
  Delete,
  type ExecutionContext,
  Get,
  Headers,
  HttpCode,
  Injectable,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AccountFlowsService } from './account-flows.service';
import { AccountsService } from './accounts.service';
import { AuthService } from './auth.service';
import { requireAccount } from './user.controller';
import { CurrentAccount, SessionGuard } from './session.guard';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './session-cookie.http';
import type { Account } from './account.entity';
import { toUserView } from './user-view';

/** The operator's token when an Authorization header is sent (mail-provider reports); a member's own call has none. */
@Injectable()
class AdminTokenIfPresentGuard extends AdminTokenGuard {
  override canActivate(context: ExecutionContext): boolean {
    return !context.switchToHttp().getRequest<Request>().headers.authorization || super.canActivate(context);
  }
}

@ApiTags('identity')
@Controller('api/account')
export class AccountController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly auth: AuthService,
    private readonly flows: AccountFlowsService,
  ) {}

  @Post('signup')
  @ContractRoute(identityRoutes.signup)
  async signup(
    @Body(new ZodBody(identityRoutes.signup.body)) body: BodyOf<typeof identityRoutes.signup>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<User> {
    const { account, sessionToken } = await this.auth.signup(body, requestHost(req));
    setSessionCookie(req, res, sessionToken);
    return toUserView(account);
  }

  @Put('signup/steps/:step')
  @UseGuards(SessionGuard)
  @ContractRoute(identityRoutes.signupStep)
  async step(
    @Param('step') step: string,
    @Body(new ZodBody(identityRoutes.signupStep.body)) body: BodyOf<typeof identityRoutes.signupStep>,
    @CurrentAccount() account: Account,
  ): Promise<User> {
    if (!(SIGNUP_STEPS as readonly string[]).includes(step)) throw new AppError(404, 'ROUTE.NOT_FOUND', 'This page could not be found');
    return toUserView(await this.auth.saveSignupStep(account, step as SignupStep, body));
  }

  @Post('signup/complete')
  @UseGuards(SessionGuard)
  @HttpCode(200)
  @ContractRoute(identityRoutes.completeSignup)
  async complete(@CurrentAccount() account: Account, @Req() req: Request): Promise<User> {
    return toUserView(await this.auth.completeSignup(account, requestHost(req)));
  }

  @Post('activation-mail')
  @UseGuards(SessionGuard)
  @HttpCode(200)
  @ContractRoute(identityRoutes.resendActivation)
  async resend(@CurrentAccount() account: Account, @Req() req: Request): Promise<{ sent: true }> {
    await this.auth.resendActivation(account, requestHost(req));
    return { sent: true };
  }

  /** The link in the activation mail: answered with the page that tells how it went. */
  @Get('activate')
  @ContractRoute(identityRoutes.activate)
  async activate(@Query('token') token: string | undefined, @Res() res: Response): Promise<void> {
    const outcome = typeof token === 'string' ? await this.auth.activate(token) : 'failed';
    const target = { activated: '/activate/done', already_active: `/activate/done?${ACTIVATION_ALREADY_ACTIVE_QUERY}=1`, failed: '/activate/error' }[outcome];
    res.redirect(303, target);
  }

  @Post('password-reset')
  @HttpCode(200)
  @ContractRoute(identityRoutes.requestPasswordReset)
  async requestReset(
    @Body(new ZodBody(identityRoutes.requestPasswordReset.body)) body: BodyOf<typeof identityRoutes.requestPasswordReset>,
    @Req() req: Request,
  ): Promise<{ sent: true }> {
    await this.flows.requestPasswordReset(body.email, requestHost(req));
    return { sent: true };
  }

  @Post('password-reset/confirm')
  @HttpCode(200)
  @ContractRoute(identityRoutes.confirmPasswordReset)
  async confirmReset(
    @Body(new ZodBody(identityRoutes.confirmPasswordReset.body)) body: BodyOf<typeof identityRoutes.confirmPasswordReset>,
    @Req() req: Request,
  ): Promise<{ changed: true }> {
    await this.flows.confirmPasswordReset(body.token, body.password, body.password_repeat, requestHost(req));
    return { changed: true };
  }

  @Post('password')
  @UseGuards(SessionGuard)
  @HttpCode(200)
  @ContractRoute(identityRoutes.changePassword)
  async changePassword(
    @Body(new ZodBody(identityRoutes.changePassword.body)) body: BodyOf<typeof identityRoutes.changePassword>,
    @CurrentAccount() account: Account,
    @Req() req: Request,
  ): Promise<{ changed: true }> {
    await this.flows.changePassword(account, body.old_password, body.password, body.password_repeat, requestHost(req), sessionTokenOf(req));
    return { changed: true };
  }

  @Post('email')
  @UseGuards(SessionGuard)
  @HttpCode(200)
  @ContractRoute(identityRoutes.changeEmail)
  async changeEmail(
    @Body(new ZodBody(identityRoutes.changeEmail.body)) body: BodyOf<typeof identityRoutes.changeEmail>,
    @CurrentAccount() account: Account,
    @Req() req: Request,
  ): Promise<{ sent: true }> {
    await this.flows.requestEmailChange(account, body.email, requestHost(req));
    return { sent: true };
  }

  @Post('email/confirm')
  @HttpCode(200)
  @ContractRoute(identityRoutes.confirmEmail)
  async confirmEmail(
    @Body(new ZodBody(identityRoutes.confirmEmail.body)) body: BodyOf<typeof identityRoutes.confirmEmail>,
    @Req() req: Request,
  ): Promise<{ changed: true }> {
    await this.flows.confirmEmailChange(body.token, requestHost(req));
    return { changed: true };
  }

  /**
   * The link in the notice to the old address: restores it, logs out everywhere and opens the page
   * that sets a new password with a fresh reset token; a dead link lands on the same page, which
   * then says the link is invalid and offers a new one.
   */
  @Get('email/undo')
  @ContractRoute(identityRoutes.undoEmail)
  async undoEmail(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    const reset = typeof token === 'string' ? await this.flows.undoEmailChange(token) : null;
    res.redirect(303, reset ? `/reset-password/do?token=${encodeURIComponent(reset)}` : '/reset-password/do');
  }

  @Delete()
  @UseGuards(SessionGuard)
  @ContractRoute(identityRoutes.deleteAccount)
  async delete(
    @Body(new ZodBody(identityRoutes.deleteAccount.body)) body: BodyOf<typeof identityRoutes.deleteAccount>,
    @CurrentAccount() account: Account,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ deleted: true }> {
    await this.flows.deleteAccount(account, body.password, sessionTokenOf(req), requestHost(req));
    clearSessionCookie(req, res);
    return { deleted: true };
  }

  /** The link in the deletion mail: restores the account, logs in, and opens the members area. */
  @Get('reactivate')
  @ContractRoute(identityRoutes.reactivate)
  async reactivate(@Query('token') token: string | undefined, @Req() req: Request, @Res() res: Response): Promise<void> {
    const sessionToken = typeof token === 'string' ? await this.flows.reactivate(token) : null;
    if (sessionToken) setSessionCookie(req, res, sessionToken);
    res.redirect(303, sessionToken ? '/members' : '/login');
  }

  @Get('notifications')
  @UseGuards(SessionGuard)
  @ContractRoute(identityRoutes.notifications)
  async notifications(@CurrentAccount() account: Account): Promise<NotificationSettings> {
    return this.flows.notificationSettings(account);
  }

  @Put('notifications')
  @UseGuards(SessionGuard)
  @ContractRoute(identityRoutes.savePreferences)
  async savePreferences(
    @Body(new ZodBody(identityRoutes.savePreferences.body)) body: BodyOf<typeof identityRoutes.savePreferences>,
    @CurrentAccount() account: Account,
  ): Promise<NotificationSettings> {
    return this.flows.savePreferences(account, { ...body });
  }

  /**
   * The one-click unsubscribe of notification mails (RFC 8058): a mail client posts
   * `List-Unsubscribe=One-Click` to the address in the List-Unsubscribe header; no login, no client
   * header (nest-kit CLIENT_HEADER_EXEMPT), only the token.
   */
  @Post('unsubscribe')
  @HttpCode(200)
  @ContractRoute(identityRoutes.unsubscribe)
  async unsubscribe(@Query('token') token: unknown): Promise<{ unsubscribed: true }> {
    await this.flows.unsubscribe(token);
    return { unsubscribed: true };
  }

  /**
   * Stops e-mail for a reason: a member unsubscribing (session, reason listunsubscribe), or the mail
   * provider reporting spam (fbl) or a bounce (operator bearer token, with the address).
   */
  @Post('notifications/disable')
  @HttpCode(200)
  @UseGuards(AdminTokenIfPresentGuard)
  @ContractRoute(identityRoutes.disableNotifications)
  async disable(
    @Body(new ZodBody(identityRoutes.disableNotifications.body)) body: BodyOf<typeof identityRoutes.disableNotifications>,
    @Req() req: Request,
    @Headers('authorization') authorization?: string,
  ): Promise<NotificationSettings> {
    // An Authorization header was checked by the guard before the body was validated.
    if (authorization) {
      if (!body.email) throw new AppError(400, 'VALIDATION.FAILED', 'The request is not valid.', { email: ['email is required'] });
      return this.flows.disableNotifications(await this.flows.accountByEmail(body.email), body.reason);
    }
    const account = await requireAccount(this.accounts, req);
    if (body.reason !== 'listunsubscribe') throw new AppError(403, 'ACCESS.FORBIDDEN', 'Only the mail provider reports spam and bounces.');
    return this.flows.disableNotifications(account, body.reason);
  }
}
