import { NavLink } from '@rendezvous/remote-kit';
import { FictionalMark } from '@rendezvous/ui';
import { useTranslation } from 'react-i18next';
import type { LanderSite } from '../lib/lander-data';
import footerCss from './lander-footer.css';

/** the footer's styles: text in the server build (inlined with the HTML), injected by style-loader in the browser */
export const LANDER_FOOTER_CSS: unknown = footerCss;

/**
 * The compact legal footer every lander-layout page ends with (issue 31, defect 6): the lander layout
 * keeps its simple navbar, but a visitor arriving on a lander must reach the terms, privacy, cookies,
 * the company's details and complaints in one click, read the fictional-profiles disclaimer where the
 * site uses fictional profiles, and (in English) the US statement (docs/product-rules.md section 2).
 * It is part of the screen, not of the shell's layout, so the server render has it in the HTML.
 */
export const LANDER_LEGAL_LINKS = [
  ['/pages/terms', 'footer.terms'],
  ['/pages/privacy', 'footer.privacy'],
  ['/pages/cookies', 'footer.cookies'],
  // The customer-service page holds the company details (name, address, registration, VAT).
  ['/pages/service', 'footer.company'],
  ['/complaints', 'footer.complaints'],
] as const;

export function LanderFooter({ site }: { site: LanderSite }) {
  const { t, i18n } = useTranslation('common');
  // The US record-keeping statement addresses US visitors, who read the English site (spec 2, 9).
  const english = i18n.language === 'en';
  return (
    <footer className="rdv-lander-footer">
      <div className="rdv-container">
        <nav aria-label={t('footer.legal')}>
          {LANDER_LEGAL_LINKS.map(([href, key]) => (
            <NavLink key={href} href={href}>
              {t(key)}
            </NavLink>
          ))}
        </nav>
        {/* in the member's language from the catalogue: the site's setting is one text in one language */}
        {site.disclaimer.trim() !== '' && (
          <p className="rdv-lander-footer__note">
            {t('footer.fictional_warning')} <FictionalMark icon={site.fictional.icon} />
          </p>
        )}
        {english && <p className="rdv-lander-footer__note">{t('footer.us_statement', { name: site.name || 'Rendezvous' })}</p>}
      </div>
    </footer>
  );
}
