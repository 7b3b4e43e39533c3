import { useTranslation } from 'react-i18next';
import { NavLink } from './nav-link';

const LEGAL_LINKS = [
  ['/pages/terms', 'footer.terms'],
  ['/pages/privacy', 'footer.privacy'],
  ['/pages/cookies', 'footer.cookies'],
  ['/pages/faq', 'footer.faq'],
  ['/pages/service', 'footer.service'],
] as const;

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="rdv-footer">
      <nav className="rdv-container" aria-label="Legal">
        {LEGAL_LINKS.map(([href, key]) => (
          <NavLink key={href} href={href}>{t(key)}</NavLink>
        ))}
      </nav>
    </footer>
  );
}
