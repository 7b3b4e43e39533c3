import { NavLink } from '@rendezvous/remote-kit';
import type { LayoutName } from '@rendezvous/route-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banners } from '../alerts/banners';
import { Footer } from '../components/footer';
import { LocaleDropdown } from '../components/locale-dropdown';
import { TopNav } from '../components/top-nav';
import { EntryWarning } from '../entry-warning/entry-warning';
import { useSession } from '@rendezvous/session-store';

interface LayoutProps {
  children: ReactNode;
}

/** default: top navigation, warning banners, footer, disclaimer, US footer and entry warning (spec section 2). */
export function DefaultLayout({ children }: LayoutProps) {
  const { t } = useTranslation('common');
  return (
    <div className="rdv-layout rdv-layout--default" data-layout="default">
      <TopNav />
      <div className="rdv-container rdv-banners" role="region" aria-label={t('alerts.region')}>
        <Banners />
      </div>
      {children}
      <Footer />
      <EntryWarning layout="default" />
    </div>
  );
}

/** chat: the navigation without the footer, the conversation fills the screen. */
export function ChatLayout({ children }: LayoutProps) {
  return (
    <div className="rdv-layout rdv-layout--chat" data-layout="chat">
      <TopNav />
      {children}
      <EntryWarning layout="chat" />
    </div>
  );
}

/** lander: a simple navbar with the logo. */
export function LanderLayout({ children }: LayoutProps) {
  const { t } = useTranslation('common');
  const siteName = useSession((state) => state.settings?.name ?? 'Rendezvous');
  const loggedIn = useSession((state) => state.user !== null);
  return (
    <div className="rdv-layout rdv-layout--lander" data-layout="lander">
      <header className="rdv-topnav rdv-topnav--simple">
        <nav className="rdv-container rdv-topnav__inner" aria-label={t('nav.main')}>
          <NavLink href="/" className="rdv-topnav__logo">
            {siteName}
          </NavLink>
          <span className="rdv-topnav__actions">
            <LocaleDropdown />
            {!loggedIn && <NavLink href="/login">{t('nav.login')}</NavLink>}
          </span>
        </nav>
      </header>
      {children}
      <EntryWarning layout="lander" />
    </div>
  );
}

/** empty: the screen alone. */
export function EmptyLayout({ children }: LayoutProps) {
  return (
    <div className="rdv-layout rdv-layout--empty" data-layout="empty">
      {children}
      <EntryWarning layout="empty" />
    </div>
  );
}

export const LAYOUTS: Record<LayoutName, (props: LayoutProps) => ReactNode> = {
  default: DefaultLayout,
  chat: ChatLayout,
  lander: LanderLayout,
  empty: EmptyLayout,
};
