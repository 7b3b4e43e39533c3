import type { CompanyInfo, SiteSettings } from '@rendezvous/contracts';
import { AdminTokenGuard, readCookie, requestHost } from '@rendezvous/nest-kit';
import { Body, Controller, Get, HttpCode, Param, Patch, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { UpdateSettingsDto } from './dto/update-settings.dto';
import { SitesService } from './sites.service';

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
@ApiBearerAuth()
@UseGuards(AdminTokenGuard)
@Controller('api/admin/sites')
export class SiteAdminController {
  constructor(private readonly sites: SitesService) {}

  @Patch(':domain/settings')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change a site\'s settings (bearer ADMIN_TOKEN); the next request sees them' })
  async update(@Param('domain') domain: string, @Body() changes: UpdateSettingsDto): Promise<{ updated: string }> {
    await this.sites.updateSettings(domain, changes);
    return { updated: domain };
  }
}
