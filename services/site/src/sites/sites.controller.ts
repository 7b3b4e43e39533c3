import type { CompanyInfo, SiteSettings } from '@rendezvous/contracts';
import { AppError, readCookie, requestHost } from '@rendezvous/nest-kit';
import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Patch, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { UpdateSettingsDto } from './dto/update-settings.dto';
import { SitesService } from './sites.service';
import { SITE_CONFIG, type SiteConfig } from '../config';

@ApiTags('site')
@Controller('api')
export class SitesController {
  constructor(private readonly sites: SitesService) {}

  @Get('settings.php')
  @ApiOperation({ summary: 'Site settings for the request host (spec sections 3 and 7)' })
  @ApiOkResponse({ description: 'settings' })
  settings(@Req() req: Request, @Query('domain') forcedDomain?: string): Promise<SiteSettings> {
    return this.sites.settingsFor({
      host: typeof forcedDomain === 'string' && forcedDomain ? forcedDomain : requestHost(req),
      languageCookie: readCookie(req, 'locale'),
      geoipCountry: req.header('x-geoip-country') ?? undefined,
      selectedCountry: readCookie(req, 'selected_country'),
    });
  }

  @Get('companyinfo.php')
  @ApiOperation({ summary: 'Company behind the site' })
  companyInfo(@Req() req: Request): Promise<CompanyInfo> {
    return this.sites.companyFor(requestHost(req));
  }
}

@ApiTags('site admin')
@Controller('api/admin/sites')
export class SiteAdminController {
  private readonly adminToken: Buffer;

  constructor(
    private readonly sites: SitesService,
    @Inject(SITE_CONFIG) config: SiteConfig,
  ) {
    this.adminToken = Buffer.from(config.ADMIN_TOKEN);
  }

  @Patch(':domain/settings')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change a site\'s settings (bearer ADMIN_TOKEN); the next request sees them' })
  async update(
    @Param('domain') domain: string,
    @Body() changes: UpdateSettingsDto,
    @Headers('authorization') authorization?: string,
  ): Promise<{ updated: string }> {
    const given = Buffer.from((authorization ?? '').replace(/^Bearer\s+/i, ''));
    if (given.length !== this.adminToken.length || !timingSafeEqual(given, this.adminToken)) {
      throw new AppError(403, 'ADMIN.FORBIDDEN', 'This call needs the admin token.');
    }
    await this.sites.updateSettings(domain, changes);
    return { updated: domain };
  }
}
