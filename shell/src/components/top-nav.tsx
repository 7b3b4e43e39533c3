import { NavLink, usePathname } from '@rendezvous/remote-kit';
import { useSession } from '@rendezvous/session-store';
import { useTranslation } from 'react-i18next';
import { badgeText, creditsBadge, showBackButton } from '../navigation/badge-rules';
import { isInstalledApp } from '../platform/installed-app';
import { AccountMenu } from './account-menu';
import { LocaleDropdown, useVisibleLocales } from './locale-dropdown';

/** A counter beside a navigation link; the number is spoken with its meaning, shown capped at 99+. */
function CountBadge({ count, label, tone = 'unread' }: { count: number; label: string; tone?: 'unread' | 'warning' | 'danger' }) {
  const text = tone === 'unread' ? badgeText(count) : String(count);
  if (text === null) return null;
  return (
    <span className={`rdv-badge rdv-badge--${tone}`} data-badge={tone}>
      <span aria-hidden="true">{text}</span>
      <span className="rdv-visually-hidden">{label}</span>
    </span>
  );
}

/** Inside an installed app there is no browser back button, so member, likes and credit pages get one. */
function BackButton() {
  const { t } = useTranslation('common');
  const pathname = usePathname();
  if (!showBackButton(pathname, isInstalledApp())) return null;
  return (
    <button type="button" className="rdv-topnav__back" onClick={() => window.history.back()}>
      <span aria-hidden="true">‹</span> {t('nav.back')}
    </button>
  );
}

/** Top navigation (spec section 2): search, messages and likes with their badges, credits or Get Premium, account. */
export function TopNav() {
  const { t } = useTranslation('common');
  const user = useSession((state) => state.user);
  const unreadMessages = useSession((state) => state.badges.unreadMessages);
  const newLikes = useSession((state) => state.badges.newLikes);
  const siteName = useSession((state) => state.settings?.name ?? 'Rendezvous');
  const showLocales = useVisibleLocales().locales.length > 1;
  const credits = creditsBadge(user);
  return (
    <header className="rdv-topnav">
      <nav className="rdv-container rdv-topnav__inner" aria-label={t('nav.main')}>
        <span className="rdv-topnav__start">
          <BackButton />
          <NavLink href="/" className="rdv-topnav__logo">
            {siteName}
          </NavLink>
        </span>
        <ul className="rdv-topnav__links">
          <li>
            <NavLink href="/members">{t('nav.search')}</NavLink>
          </li>
          {user && (
            <li>
              <NavLink href="/chats">
                {t('nav.messages')}
                <CountBadge count={unreadMessages} label={t('nav.badge_unread_messages', { count: unreadMessages })} />
              </NavLink>
            </li>
          )}
          {user && (
            <li>
              <NavLink href="/likes">
                {t('nav.likes')}
                <CountBadge count={newLikes} label={t('nav.badge_new_likes', { count: newLikes })} />
              </NavLink>
            </li>
          )}
          {user?.paid_user ? (
            <li>
              <NavLink href="/credits">
                {t('nav.credits')}
                {credits && <CountBadge count={credits.credits} tone={credits.tone} label={t('nav.badge_credits', { count: credits.credits })} />}
              </NavLink>
            </li>
          ) : (
            <li>
              <NavLink href="/premium">{t('nav.get_premium')}</NavLink>
            </li>
          )}
        </ul>
        <span className="rdv-topnav__actions">
          {showLocales && <LocaleDropdown />}
          {user ? <AccountMenu /> : <NavLink href="/login">{t('nav.login')}</NavLink>}
        </span>
      </nav>
    </header>
  );
}
