import { isLegalPage, LOCALE_COOKIE, type LegalPage } from '@rendezvous/contracts';
import { AdminTokenGuard, AppError, readCookie, requestHost } from '@rendezvous/nest-kit';
import { Body, Controller, Get, Header, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { IssueLegalLinkDto } from './dto/issue-legal-link.dto';
import { LegalService } from './legal.service';

@ApiTags('site')
@Controller('api')
export class LegalController {
  constructor(private readonly legal: LegalService) {}

  /** A legal or help page (`?page=terms`), or the page of a mailed link (`?token=…`), for the request's site and locale. */
  @Get('legal.php')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'A legal page of the site in a locale, as HTML with the company facts filled in' })
  legalPage(@Req() req: Request, @Query('page') page?: unknown, @Query('token') token?: unknown, @Query('locale') locale?: unknown): Promise<LegalPage> {
    const request = { host: requestHost(req), locale: typeof locale === 'string' ? locale : undefined, languageCookie: readCookie(req, LOCALE_COOKIE) };
    if (typeof token === 'string' && token) return this.legal.pageForToken(token, request);
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
  @ApiOperation({ summary: 'Issue a {token} link that opens a legal page' })
  issue(@Body() body: IssueLegalLinkDto) {
    return this.legal.issueLink(body.page);
  }
}
