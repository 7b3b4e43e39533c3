import { NavLink } from '@rendezvous/remote-kit';
import { useSession } from '@rendezvous/session-store';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import './account-menu.css';

type FocusTarget = 'first' | 'last';

/**
 * The account dropdown of the top navigation (spec section 2): My profile, Settings, Logout.
 * A menu button in the WAI-ARIA pattern: arrows move between items, Escape closes and returns focus.
 */
export function AccountMenu() {
  const { t } = useTranslation('common');
  const name = useSession((state) => state.user?.profile?.name ?? null);
  const logout = useSession((state) => state.logout);
  const [open, setOpen] = useState(false);
  const focusOnOpen = useRef<FocusTarget>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return undefined;
    const all = items();
    all[focusOnOpen.current === 'first' ? 0 : all.length - 1]?.focus();
    // A click anywhere else closes the menu, as every dropdown on the web does.
    const closeOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const openAt = (target: FocusTarget) => {
    focusOnOpen.current = target;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return moveTo(current + 1);
      case 'ArrowUp':
        return moveTo(current - 1);
      case 'Home':
        return moveTo(0);
      case 'End':
        return moveTo(all.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        // Back to the button first, so the browser's own Tab move continues from there.
        return close(true);
      default:
        return undefined;
    }
  };

  const onLogout = async () => {
    close(false);
    try {
      await logout();
    } catch (error) {
      // The session is forgotten locally either way (session store); the member still goes home.
      console.error('[shell] logout call failed', error);
    }
    // After logout go to / (spec section 2).
    navigateToUrl('/');
  };

  return (
    <div className="rdv-account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="rdv-account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {name ?? t('nav.account')}
      </button>
      {open && (
        <ul id={menuId} ref={menuRef} role="menu" aria-label={t('nav.account')} className="rdv-account-menu__list" onKeyDown={onMenuKeyDown}>
          <li role="none">
            <NavLink role="menuitem" tabIndex={-1} href="/profile" onClick={() => close(false)}>
              {t('nav.my_profile')}
            </NavLink>
          </li>
          <li role="none">
            <NavLink role="menuitem" tabIndex={-1} href="/settings" onClick={() => close(false)}>
              {t('nav.settings')}
            </NavLink>
          </li>
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={() => void onLogout()}>
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
