import { isSupportedLocale, type Campaign, type CampaignLander, type CampaignUpsert } from '@rendezvous/contracts';
import { AppError } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import { SitesService } from '../sites/sites.service';
import type { CampaignRow } from './campaign.entity';
import { CampaignsRepository } from './campaigns.repository';

const toCampaign = (row: CampaignRow): Campaign => ({
  lander: row.lander,
  slug: row.slug,
  locale: row.locale as Campaign['locale'],
  headline: row.headline,
  text: row.text,
  images: row.images,
  cta: row.cta,
  target: { gender: row.target?.gender ?? null },
  updated_at: row.updatedAt.toISOString(),
});

export interface CampaignRequest {
  host: string;
  lander: CampaignLander;
  slug: string;
  /** an explicit ?locale= wins; else the locale cookie; else the site's language */
  locale?: string;
  languageCookie?: string;
}

@Injectable()
export class CampaignsService {
  constructor(
    private readonly sites: SitesService,
    private readonly campaigns: CampaignsRepository,
  ) {}

  /** The campaign a lander shows: its slug's own, else the design's default (slug ''), else none (built-in texts). */
  async current(request: CampaignRequest): Promise<Campaign | null> {
    const site = await this.sites.siteFor(request.host);
    // The site's language as settings.php tells it, from the site already read (no second lookup).
    const locale = isSupportedLocale(request.locale) ? request.locale : this.sites.languageOf(site, request.languageCookie);
    const rows = await this.campaigns.findForLander(site.id, request.lander, locale, [...new Set([request.slug, ''])]);
    const row = rows.find((candidate) => candidate.slug === request.slug) ?? rows.find((candidate) => candidate.slug === '');
    return row ? toCampaign(row) : null;
  }

  /** Every campaign of a site, for the admin. */
  async list(domain: string): Promise<Campaign[]> {
    const site = await this.sites.siteByDomain(domain);
    const rows = await this.campaigns.listForSite(site.id);
    return rows.map(toCampaign);
  }

  /** Creates or replaces one campaign in one statement; the next lander request shows it. */
  async upsert(domain: string, campaign: CampaignUpsert): Promise<Campaign> {
    const site = await this.sites.siteByDomain(domain);
    const key = { siteId: site.id, lander: campaign.lander, slug: campaign.slug ?? '', locale: campaign.locale };
    const row = await this.campaigns.upsert({
      ...key,
      headline: campaign.headline,
      text: campaign.text,
      images: campaign.images,
      cta: campaign.cta,
      target: { gender: campaign.target.gender ?? null },
      updatedAt: new Date(),
    });
    return toCampaign(row);
  }

  /** Removes one campaign; the lander falls back to its default campaign or its built-in texts. */
  async remove(domain: string, key: { lander: CampaignLander; slug: string; locale: string }): Promise<{ deleted: boolean }> {
    const site = await this.sites.siteByDomain(domain);
    if (!(await this.campaigns.remove({ siteId: site.id, ...key }))) throw new AppError(404, 'CAMPAIGN.NOT_FOUND', 'This page could not be found');
    return { deleted: true };
  }
}
