import { CAMPAIGN_LIMITS, CAMPAIGN_SLUG_PATTERN, isCampaignLander, LOCALE_COOKIE, type Campaign } from '@rendezvous/contracts';
import { siteRoutes, type AnswerOf, type BodyOf, type QueryOf } from '@rendezvous/contracts/routes';
import { AdminTokenGuard, ContractRoute, fieldErrors, readCookie, requestHost, ZodBody, ZodQuery } from '@rendezvous/nest-kit';
import { Body, Controller, Delete, Get, Header, Param, Put, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CampaignsService } from './campaigns.service';

/**
 * lander (a path parameter) and slug (a query value) of the campaign to remove, or a 400 naming the field:
 * both at once, as one answer (the contract's params and query describe the same rules).
 */
function campaignKey(lander: unknown, slug: unknown) {
  const errors: Record<string, string[]> = {};
  if (!isCampaignLander(lander)) errors.lander = ['lander is not a lander of this site.'];
  const variant = slug === undefined ? '' : slug;
  if (typeof variant !== 'string' || variant.length > CAMPAIGN_LIMITS.slug || !CAMPAIGN_SLUG_PATTERN.test(variant))
    errors.slug = ['slug is lower-case letters and digits joined by dashes.'];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return { lander: lander as Campaign['lander'], slug: variant as string };
}

@ApiTags('site')
@Controller('api')
export class CampaignsController {
  constructor(private readonly campaigns: CampaignsService) {}

  /** The campaign of a lander (and `{slug}` variant) for the request's site and locale; null when marketing set none. */
  @Get('campaign.php')
  // Marketing's change shows on the next request: nothing may keep an old one.
  @Header('Cache-Control', 'no-cache')
  @ContractRoute(siteRoutes.campaign)
  async current(
    @Req() req: Request,
    @Query(new ZodQuery(siteRoutes.campaign.query, { message: 'first-error' })) { lander, slug, locale }: QueryOf<typeof siteRoutes.campaign>,
  ): Promise<AnswerOf<typeof siteRoutes.campaign>> {
    const campaign = await this.campaigns.current({ host: requestHost(req), lander, slug, locale, languageCookie: readCookie(req, LOCALE_COOKIE) });
    return { campaign };
  }
}

@ApiTags('site admin')
@ApiBearerAuth()
@UseGuards(AdminTokenGuard)
@Controller('api/admin/sites/:domain/campaigns')
export class CampaignsAdminController {
  constructor(private readonly campaigns: CampaignsService) {}

  @Get()
  @ContractRoute(siteRoutes.campaigns)
  async list(@Param('domain') domain: string): Promise<AnswerOf<typeof siteRoutes.campaigns>> {
    return { campaigns: await this.campaigns.list(domain) };
  }

  /** Creates or replaces the campaign of (lander, slug, locale) on the site; the next request of that lander shows it. */
  @Put()
  @ContractRoute(siteRoutes.upsertCampaign)
  upsert(
    @Param('domain') domain: string,
    @Body(new ZodBody(siteRoutes.upsertCampaign.body)) body: BodyOf<typeof siteRoutes.upsertCampaign>,
  ): Promise<AnswerOf<typeof siteRoutes.upsertCampaign>> {
    return this.campaigns.upsert(domain, body);
  }

  @Delete(':lander/:locale')
  @ContractRoute(siteRoutes.removeCampaign)
  remove(
    @Param('domain') domain: string,
    @Param('lander') lander: string,
    @Param('locale') locale: string,
    @Query('slug') slug?: unknown,
  ): Promise<AnswerOf<typeof siteRoutes.removeCampaign>> {
    return this.campaigns.remove(domain, { ...campaignKey(lander, slug), locale });
  }
}
