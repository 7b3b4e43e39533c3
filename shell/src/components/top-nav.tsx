import { useSession } from '@rendezvous/session-store';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from './account-menu';
import { LocaleDropdown, useVisibleLocales } from './locale-dropdown';
import { NavLink } from './nav-link';

/** Top navigation (spec section 2): the account dropdown for members, Login for visitors. Badges grow in the shell issue. */
export function TopNav() {
  const { t } = useTranslation('common');
  const user = useSession((state) => state.user);
  const siteName = useSession((state) => state.settings?.name ?? 'Rendezvous');
  const showLocales = useVisibleLocales().locales.length > 1;
  return (
    <header className="rdv-topnav">
      <nav className="rdv-container rdv-topnav__inner" aria-label={t('nav.main')}>
        <NavLink href="/" className="rdv-topnav__logo">{siteName}</NavLink>
        <ul className="rdv-topnav__links">
          <li><NavLink href="/members">{t('nav.search')}</NavLink></li>
          {user && <li><NavLink href="/chats">{t('nav.messages')}</NavLink></li>}
          {user && <li><NavLink href="/likes">{t('nav.likes')}</NavLink></li>}
          {user?.paid_user ? (
            <li><NavLink href="/credits">{t('nav.credits')}</NavLink></li>
          ) : (
            <li><NavLink href="/premium">{t('nav.get_premium')}</NavLink></li>
          )}
          {showLocales && <li><LocaleDropdown /></li>}
          <li>{user ? <AccountMenu /> : <NavLink href="/login">{t('nav.login')}</NavLink>}</li>
        </ul>
      </nav>
    </header>
  );
}
