import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS, type User } from '@rendezvous/contracts';
import { AppError, authenticationRequired, isHttps } from '@rendezvous/nest-kit';
import { Body, Controller, Get, HttpCode, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentAccount, SessionGuard } from '../sessions/session.guard';
import { SessionsService } from '../sessions/sessions.service';
import type { Account } from './account.entity';
import { AccountFlowsService } from './account-flows.service';
import { AuthService } from './auth.service';
import { LanguageDto, LoginDto, PushDto } from './dto/account.dto';
import { toUserView } from './user-view';

/** The account behind the request's session, or the spec's 403 authentication_required. */
export async function requireAccount(sessions: SessionsService, req: Request): Promise<Account> {
  const account = await sessions.accountOf(req);
  if (!account) throw authenticationRequired();
  return account;
}

@ApiTags('identity')
@Controller('api')
export class UserController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly auth: AuthService,
    private readonly flows: AccountFlowsService,
  ) {}

  @Get('user.php')
  @ApiOperation({ summary: 'The logged-in member (spec user object); 403 authentication_required when logged out' })
  async current(@Req() req: Request): Promise<User> {
    return toUserView(await requireAccount(this.sessions, req));
  }

  @Post('user.php')
  @HttpCode(200)
  @ApiOperation({ summary: 'Log in with email and password; with ?push=1 save a push subscription instead' })
  async loginOrPush(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body() body: Record<string, unknown>,
    @Query('push') push?: string,
  ): Promise<User | { subscribed: true }> {
    if (push === '1') {
      const account = await requireAccount(this.sessions, req);
      const dto = await validated(PushDto, body);
      await this.flows.savePush(account, dto.subscription.endpoint, dto.subscription.keys);
      return { subscribed: true };
    }
    const dto = await validated(LoginDto, body);
    return toUserView(await this.auth.login(dto.email, dto.password, req, res));
  }

  @Put('user.php')
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'Save the member\'s language (and the locale cookie)' })
  async saveLanguage(
    @CurrentAccount() current: Account,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body() body: LanguageDto,
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
  @ApiOperation({ summary: 'Log out' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ logged_out: true }> {
    await this.sessions.end(req, res);
    return { logged_out: true };
  }
}

/** One path serves two bodies (login, push), so the DTO is chosen in the handler and validated here. */
async function validated<T extends object>(dto: new () => T, body: unknown): Promise<T> {
  const { plainToInstance } = await import('class-transformer');
  const { validate } = await import('class-validator');
  const instance = plainToInstance(dto, body ?? {});
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length > 0) {
    const fields: Record<string, string[]> = {};
    const walk = (list: typeof errors, prefix = '') => {
      for (const error of list) {
        const field = prefix ? `${prefix}.${error.property}` : error.property;
        if (error.constraints) fields[field] = Object.values(error.constraints);
        if (error.children?.length) walk(error.children, field);
      }
    };
    walk(errors);
    throw new AppError(400, 'VALIDATION.FAILED', 'The request is not valid.', fields);
  }
  return instance;
}
