import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { Company } from './company.entity';
import { Site } from './site.entity';

/** The sites and companies tables: every read and write of them goes through here. */
@Injectable()
export class SitesRepository {
  constructor(
    @InjectRepository(Site) private readonly sites: Repository<Site>,
    @InjectRepository(Company) private readonly companies: Repository<Company>,
    private readonly dataSource: DataSource,
  ) {}

  /** The site of a domain (already normalised), or null. */
  byDomain(domain: string): Promise<Site | null> {
    return this.sites.findOne({ where: { domain } });
  }

  /** The site answering for hosts no site claims, or null when none is marked. */
  defaultSite(): Promise<Site | null> {
    return this.sites.findOne({ where: { isDefault: true } });
  }

  companyById(id: number): Promise<Company | null> {
    return this.companies.findOne({ where: { id } });
  }

  /**
   * Changes a site in one transaction with a row lock: `change` sees the current row and edits it;
   * false when no site has the domain (nothing is written).
   */
  async updateLocked(domain: string, change: (site: Site) => void): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const site = await manager.findOne(Site, { where: { domain }, lock: { mode: 'pessimistic_write' } });
      if (!site) return false;
      change(site);
      await manager.save(site);
      return true;
    });
  }
}
