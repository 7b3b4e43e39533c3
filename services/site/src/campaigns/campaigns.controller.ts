import { CAMPAIGN_LIMITS, CAMPAIGN_SLUG_PATTERN, isCampaignLander, LOCALE_COOKIE, type Campaign, type CampaignResponse } from '@rendezvous/contracts';
import { AdminTokenGuard, fieldErrors, readCookie, requestHost } from '@rendezvous/nest-kit';
import { Body, Controller, Delete, Get, Header, Param, Put, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CampaignsService } from './campaigns.service';
import { UpsertCampaignDto } from './dto/upsert-campaign.dto';

/** lander and slug from a query, or a 400 naming the field */
function campaignKey(lander: unknown, slug: unknown) {
  const errors: Record<string, string[]> = {};
  if (!isCampaignLander(lander)) errors.lander = ['lander is not a lander of this site.'];
  const variant = slug === undefined ? '' : slug;
  if (typeof variant !== 'string' || variant.length > CAMPAIGN_LIMITS.slug || !CAMPAIGN_SLUG_PATTERN.test(variant)) errors.slug = ['slug is lower-case letters and digits joined by dashes.'];
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
  @ApiOperation({ summary: "A lander's campaign (headline, text, images, call to action, target) for the site and locale" })
  async current(@Req() req: Request, @Query('lander') lander?: unknown, @Query('slug') slug?: unknown, @Query('locale') locale?: unknown): Promise<CampaignResponse> {
    const key = campaignKey(lander, slug);
    const campaign = await this.campaigns.current({
      host: requestHost(req),
      ...key,
      locale: typeof locale === 'string' ? locale : undefined,
      languageCookie: readCookie(req, LOCALE_COOKIE),
    });
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
  @ApiOperation({ summary: 'Every campaign of a site' })
  async list(@Param('domain') domain: string): Promise<{ campaigns: Campaign[] }> {
    return { campaigns: await this.campaigns.list(domain) };
  }

  /** Creates or replaces the campaign of (lander, slug, locale) on the site; the next request of that lander shows it. */
  @Put()
  @ApiOperation({ summary: "Create or replace a lander's campaign for a locale" })
  upsert(@Param('domain') domain: string, @Body() body: UpsertCampaignDto): Promise<Campaign> {
    return this.campaigns.upsert(domain, body);
  }

  @Delete(':lander/:locale')
  @ApiOperation({ summary: 'Remove a campaign (?slug= for a variant); the lander falls back to its default' })
  remove(@Param('domain') domain: string, @Param('lander') lander: string, @Param('locale') locale: string, @Query('slug') slug?: unknown) {
    return this.campaigns.remove(domain, { ...campaignKey(lander, slug), locale });
  }
}
