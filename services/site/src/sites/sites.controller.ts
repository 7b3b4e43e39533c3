import { siteRoutes, type AnswerOf, type BodyOf, type QueryOf } from '@rendezvous/contracts/routes';
import { AdminTokenGuard, ContractRoute, readCookie, requestHost, ZodBody, ZodQuery } from '@rendezvous/nest-kit';
import { Body, Controller, Get, HttpCode, Param, Patch, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SitesService } from './sites.service';

@ApiTags('site')
@Controller('api')
export class SitesController {
  constructor(private readonly sites: SitesService) {}

  @Get('settings.php')
  @ContractRoute(siteRoutes.settings)
  settings(
    @Req() req: Request,
    @Query(new ZodQuery(siteRoutes.settings.query)) { domain: forcedDomain }: QueryOf<typeof siteRoutes.settings>,
  ): Promise<AnswerOf<typeof siteRoutes.settings>> {
    return this.sites.settingsFor({
      host: forcedDomain ? forcedDomain : requestHost(req),
      languageCookie: readCookie(req, 'locale'),
      geoipCountry: req.header('x-geoip-country') ?? undefined,
      selectedCountry: readCookie(req, 'selected_country'),
    });
  }

  @Get('companyinfo.php')
  @ContractRoute(siteRoutes.companyInfo)
  companyInfo(@Req() req: Request): Promise<AnswerOf<typeof siteRoutes.companyInfo>> {
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
  @ContractRoute(siteRoutes.updateSettings)
  async update(
    @Param('domain') domain: string,
    @Body(new ZodBody(siteRoutes.updateSettings.body)) changes: BodyOf<typeof siteRoutes.updateSettings>,
  ): Promise<AnswerOf<typeof siteRoutes.updateSettings>> {
    await this.sites.updateSettings(domain, changes);
    return { updated: domain };
  }
}
