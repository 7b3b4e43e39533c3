import { NavLink } from '@rendezvous/remote-kit';
import { useSession } from '@rendezvous/session-store';
import { useTranslation } from 'react-i18next';

const LEGAL_LINKS = [
  ['/pages/terms', 'footer.terms'],
  ['/pages/privacy', 'footer.privacy'],
  ['/pages/cookies', 'footer.cookies'],
  ['/pages/faq', 'footer.faq'],
  ['/pages/service', 'footer.service'],
  ['/pages/return-policy', 'footer.return_policy'],
  ['/pages/ban', 'footer.ban'],
  // The Digital Services Act's point of contact: reports of content and complaints, one click from every page.
  ['/complaints', 'footer.complaints'],
] as const;

/** Footer of the default layout: legal links, the site's disclaimer, and the US footer in English only (spec 2, 9). */
export function Footer() {
  const { t, i18n } = useTranslation('common');
  const siteName = useSession((state) => state.settings?.name ?? 'Rendezvous');
  const disclaimer = useSession((state) => state.settings?.fictional_warning ?? '');
  // The US record-keeping statement addresses US visitors, who read the English site (spec 2: "only in English locale").
  const english = i18n.language === 'en';
  return (
    <footer className="rdv-footer">
      <nav className="rdv-container" aria-label="Legal">
        {LEGAL_LINKS.map(([href, key]) => (
          <NavLink key={href} href={href}>{t(key)}</NavLink>
        ))}
      </nav>
      {disclaimer.trim() !== '' && <p className="rdv-container rdv-footer__disclaimer">{disclaimer}</p>}
      {english && (
        <p className="rdv-container rdv-footer__us" data-testid="us-footer">
          {t('footer.us_statement', { name: siteName })}
        </p>
      )}
    </footer>
  );
}
