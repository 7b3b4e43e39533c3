import { SUPPORTED_LANGUAGES } from '@rendezvous/contracts';
import type { CompanyInfo, SiteSettings } from '@rendezvous/contracts';
import { AppError } from '@rendezvous/nest-kit';
import { Inject, Injectable } from '@nestjs/common';
import { SITE_CONFIG, type SiteConfig } from '../config';
import type { Site, StoredSettings } from './site.entity';
import { SitesRepository } from './sites.repository';

export interface SettingsRequest {
  host: string;
  /** the member's locale cookie, if any */
  languageCookie?: string;
  /** two-letter country from the edge, if known */
  geoipCountry?: string;
  selectedCountry?: string;
}

const siteNotFound = () => new AppError(404, 'SITE.NOT_FOUND', 'This page could not be found');

/** Host header value to site domain: lower case, no port, no trailing dot. */
function domainOf(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * The request's language: the language cookie when supported; else, when the site has a
 * domain_language, its first two letters if supported (spec section 7); else English.
 */
function chooseLanguage(languageCookie: string | undefined, domainLanguage: string | null): string {
  if (languageCookie && SUPPORTED_LANGUAGES.includes(languageCookie)) return languageCookie;
  const fromDomain = domainLanguage?.slice(0, 2).toLowerCase();
  if (!languageCookie && fromDomain && SUPPORTED_LANGUAGES.includes(fromDomain)) return fromDomain;
  return 'en';
}

@Injectable()
export class SitesService {
  constructor(
    private readonly sites: SitesRepository,
    @Inject(SITE_CONFIG) private readonly config: SiteConfig,
  ) {}

  /** The site for a host; hosts no site claims get the default site. */
  async siteFor(host: string): Promise<Site> {
    const site = (await this.sites.byDomain(domainOf(host))) ?? (await this.sites.defaultSite());
    if (!site) throw new AppError(503, 'SITE.NOT_CONFIGURED', 'No site is configured for this host.');
    return site;
  }

  /** The site of exactly this domain, for the admin's calls: no default stands in for an unknown one. */
  async siteByDomain(domain: string): Promise<Site> {
    const site = await this.sites.byDomain(domainOf(domain));
    if (!site) throw siteNotFound();
    return site;
  }

  /** The language of a request on a site, as settings.php tells it (for a site already read: no second lookup). */
  languageOf(site: Site, languageCookie: string | undefined): string {
    return chooseLanguage(languageCookie, site.domainLanguage);
  }

  async settingsFor(request: SettingsRequest): Promise<SiteSettings> {
    const site = await this.siteFor(request.host);
    const country = request.geoipCountry && /^[A-Z]{2}$/.test(request.geoipCountry) ? request.geoipCountry : null;
    const selected = request.selectedCountry && /^[A-Z]{2}$/.test(request.selectedCountry) ? request.selectedCountry : null;
    return {
      ...site.settings,
      domain: site.domain,
      domain_language: site.domainLanguage,
      language: chooseLanguage(request.languageCookie, site.domainLanguage),
      geoip_country: country,
      geoip_selected_country: selected ?? country,
      // Support phone with dashes and spaces stripped (spec section 9).
      support_phone: site.settings.support_phone.replace(/[\s-]/g, ''),
      // The platform's key, whatever a site row holds: identity can sign pushes for no other.
      push_public_key: this.config.VAPID_PUBLIC_KEY,
    };
  }

  async companyFor(host: string): Promise<CompanyInfo> {
    const site = await this.siteFor(host);
    const company = await this.sites.companyById(site.settings.company_id);
    if (!company) throw new AppError(404, 'COMPANY.NOT_FOUND', 'This page could not be found');
    return {
      name: company.name,
      address: company.address,
      kvk: company.kvk,
      city: company.city,
      country: company.country,
      tradenames: company.tradenames,
      vat_numbers: company.vatNumbers,
      support_phone: company.supportPhone.replace(/[\s-]/g, ''),
      delete_discount: company.deleteDiscount,
      added: company.added.toISOString(),
    };
  }

  /** An admin's change: stored in one transaction with a row lock, visible to the next request. */
  async updateSettings(domain: string, changes: Partial<StoredSettings> & { domain_language?: string | null }): Promise<void> {
    const { domain_language: domainLanguage, ...settings } = changes;
    const updated = await this.sites.updateLocked(domainOf(domain), (site) => {
      if (domainLanguage !== undefined) site.domainLanguage = domainLanguage;
      site.settings = { ...site.settings, ...settings };
    });
    if (!updated) throw siteNotFound();
  }
}
