import { isLegalPage, LOCALE_COOKIE } from '@rendezvous/contracts';
import { siteRoutes, type AnswerOf, type BodyOf, type QueryOf } from '@rendezvous/contracts/routes';
import { AdminTokenGuard, AppError, ContractRoute, readCookie, requestHost, ZodBody, ZodQuery } from '@rendezvous/nest-kit';
import { Body, Controller, Get, Header, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { LegalService } from './legal.service';

@ApiTags('site')
@Controller('api')
export class LegalController {
  constructor(private readonly legal: LegalService) {}

  /** A legal or help page (`?page=terms`), or the page of a mailed link (`?token=…`), for the request's site and locale. */
  @Get('legal.php')
  @Header('Cache-Control', 'no-cache')
  @ContractRoute(siteRoutes.legalPage)
  legalPage(
    @Req() req: Request,
    @Query(new ZodQuery(siteRoutes.legalPage.query)) { page, token, locale }: QueryOf<typeof siteRoutes.legalPage>,
  ): Promise<AnswerOf<typeof siteRoutes.legalPage>> {
    const request = { host: requestHost(req), locale, languageCookie: readCookie(req, LOCALE_COOKIE) };
    if (token) return this.legal.pageForToken(token, request);
    if (isLegalPage(page)) return this.legal.page(page, request);
    throw new AppError(404, 'LEGAL.NOT_FOUND', 'This page could not be found');
  }
}

@ApiTags('site admin')
@ApiBearerAuth()
@UseGuards(AdminTokenGuard)
@Controller('api/admin/sites')
export class LegalAdminController {
  constructor(private readonly legal: LegalService) {}

  /** A new {token} link to a legal page, for an e-mail (bearer ADMIN_TOKEN). */
  @Post('legal-links')
  @ContractRoute(siteRoutes.issueLegalLink)
  issue(
    @Body(new ZodBody(siteRoutes.issueLegalLink.body)) body: BodyOf<typeof siteRoutes.issueLegalLink>,
  ): Promise<AnswerOf<typeof siteRoutes.issueLegalLink>> {
    return this.legal.issueLink(body.page);
  }
}
