import { isSupportedLocale, termsVersionDate, type LegalPage, type LegalPageName, type Locale } from '@rendezvous/contracts';
import { AppError } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { SitesService } from '../sites/sites.service';
import { fillLegalFacts, loadLegalTexts, textKey, type LegalFacts, type LegalTemplate } from './legal-content';
import { LegalLinksRepository } from './legal-links.repository';

const NOT_FOUND = () => new AppError(404, 'LEGAL.NOT_FOUND', 'This page could not be found');

export interface LegalPageRequest {
  host: string;
  /** an explicit ?locale= wins; else the locale cookie; else the site's language */
  locale?: string;
  languageCookie?: string;
}

@Injectable()
export class LegalService {
  private readonly texts: Map<string, LegalTemplate> = loadLegalTexts();

  constructor(
    private readonly sites: SitesService,
    private readonly links: LegalLinksRepository,
  ) {}

  /** One page of the request's site in the request's locale (English where a locale has no text), facts filled in. */
  async page(page: LegalPageName, request: LegalPageRequest): Promise<LegalPage> {
    const settings = await this.sites.settingsFor({ host: request.host, languageCookie: request.languageCookie });
    const company = await this.sites.companyFor(request.host);
    const wanted: Locale = isSupportedLocale(request.locale) ? request.locale : isSupportedLocale(settings.language) ? settings.language : 'en';
    const locale = this.texts.has(textKey(wanted, page)) ? wanted : 'en';
    const template = this.texts.get(textKey(locale, page));
    if (!template) throw NOT_FOUND();
    const version = termsVersionDate(company.added);
    const facts: LegalFacts = {
      site_name: settings.name,
      domain: settings.domain,
      company_name: company.name,
      company_address: company.address,
      company_city: company.city,
      company_country: company.country,
      company_kvk: company.kvk,
      company_tradenames: company.tradenames.length > 0 ? company.tradenames.join(', ') : settings.name,
      company_vat_numbers: company.vat_numbers.join(', '),
      support_email: settings.support_email,
      // Spec 9: dashes and spaces stripped (settingsFor already does; kept here so the rule is visible where it is shown).
      support_phone: settings.support_phone.replace(/[\s-]/g, ''),
      refund_days: String(settings.refund_days),
      terms_date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(version) + ' UTC',
      min_age: String(settings.min_age ?? 18),
    };
    return { page, locale, title: fillLegalFacts(template.title, facts), html: fillLegalFacts(template.html, facts), version: version.toISOString() };
  }

  /** The page a mailed {token} link opens; an unknown token is the 404 page. */
  async pageForToken(token: string, request: LegalPageRequest): Promise<LegalPage> {
    const link = await this.links.byToken(token);
    if (!link) throw NOT_FOUND();
    return this.page(link.page as LegalPageName, request);
  }

  /** A new {token} link to a page, for mails: 24 random bytes, base64url (32 characters). */
  async issueLink(page: LegalPageName): Promise<{ token: string; page: LegalPageName; path: string }> {
    const token = randomBytes(24).toString('base64url');
    await this.links.insert({ token, page });
    return { token, page, path: `/${token}` };
  }
}
