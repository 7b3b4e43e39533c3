import { NavLink } from '@rendezvous/remote-kit';
import { useSession } from '@rendezvous/session-store';
import { FictionalMark } from '@rendezvous/ui';
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
  // The site's fictional_warning says whether it uses fictional profiles; members read the disclaimer in
  // their language from the catalogue (the setting is one text in one language), with the site's mark.
  const disclaimer = useSession((state) => state.settings?.fictional_warning ?? '');
  const icon = useSession((state) => state.settings?.fictional_icon ?? '');
  // The US record-keeping statement addresses US visitors, who read the English site (spec 2: "only in English locale").
  const english = i18n.language === 'en';
  return (
    <footer className="rdv-footer">
      <nav className="rdv-container" aria-label="Legal">
        {LEGAL_LINKS.map(([href, key]) => (
          <NavLink key={href} href={href}>
            {t(key)}
          </NavLink>
        ))}
      </nav>
      {disclaimer.trim() !== '' && (
        <p className="rdv-container rdv-footer__disclaimer">
          {t('footer.fictional_warning')} <FictionalMark icon={icon} />
        </p>
      )}
      {english && (
        <p className="rdv-container rdv-footer__us" data-testid="us-footer">
          {t('footer.us_statement', { name: siteName })}
        </p>
      )}
    </footer>
  );
}
