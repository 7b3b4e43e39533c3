import type { CampaignLander } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { CampaignRow } from './campaign.entity';

/** A campaign's key: one lander's variant in one locale on one site. */
export interface CampaignKey {
  siteId: number;
  lander: CampaignLander;
  slug: string;
  locale: string;
}

/** The campaigns table: every read and write of it goes through here. */
@Injectable()
export class CampaignsRepository {
  constructor(@InjectRepository(CampaignRow) private readonly campaigns: Repository<CampaignRow>) {}

  /** The rows of a lander in a locale whose slug is one of `slugs`. */
  findForLander(siteId: number, lander: CampaignLander, locale: string, slugs: string[]): Promise<CampaignRow[]> {
    return this.campaigns.find({ where: { siteId, lander, locale, slug: In(slugs) } });
  }

  /** Every campaign of a site, by lander, slug and locale. */
  listForSite(siteId: number): Promise<CampaignRow[]> {
    return this.campaigns.find({ where: { siteId }, order: { lander: 'ASC', slug: 'ASC', locale: 'ASC' } });
  }

  /** Creates or replaces one campaign in one statement and reads it back. */
  async upsert(row: CampaignRow): Promise<CampaignRow> {
    await this.campaigns.upsert(row, ['siteId', 'lander', 'slug', 'locale']);
    return this.campaigns.findOneByOrFail({ siteId: row.siteId, lander: row.lander, slug: row.slug, locale: row.locale });
  }

  /** Removes one campaign; false when there was none. */
  async remove(key: CampaignKey): Promise<boolean> {
    const result = await this.campaigns.delete(key);
    return Boolean(result.affected);
  }
}
