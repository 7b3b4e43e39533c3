import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { NavLink } from '@rendezvous/remote-kit';
import { useSession } from '@rendezvous/session-store';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';

export type FocusTarget = 'first' | 'last';

export interface AccountMenuDropdownProps {
  /** the button's text: the member's name */
  label: ReactNode;
  /** the member's first opening, which loaded this code: the menu starts open, focus on this item */
  openAt: FocusTarget;
}

/**
 * The account menu itself, in its own chunk with Radix's DropdownMenu (see account-menu.tsx): arrows move
 * between items (and wrap), Home and End jump, Escape closes and returns focus, a click elsewhere closes it.
 */
export default function AccountMenuDropdown({ label, openAt }: AccountMenuDropdownProps) {
  const { t } = useTranslation('common');
  const logout = useSession((state) => state.logout);
  const [open, setOpen] = useState(true);
  // ArrowUp on the button opens the menu on its last item (WAI-ARIA menu button); anything else on the first.
  const focusOnOpen = useRef<FocusTarget>(openAt);
  const leavingByTab = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    // An item has the focus from the start, whether opened by pointer or key (Radix focuses the list itself on a
    // click). Runs after Radix's own focus on opening (a child's effect).
    const items = listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [];
    items[focusOnOpen.current === 'first' ? 0 : items.length - 1]?.focus();
  }, [open]);

  const onLogout = async () => {
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
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger
        ref={buttonRef}
        className="rdv-account-menu__button"
        onPointerDown={() => (focusOnOpen.current = 'first')}
        onKeyDown={(event) => {
          focusOnOpen.current = event.key === 'ArrowUp' ? 'last' : 'first';
          if (event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {label}
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        asChild
        loop
        align="end"
        sideOffset={6}
        // Named "Account" as before, not after the button (the member's name) as Radix would.
        aria-labelledby={undefined}
        aria-label={t('nav.account')}
        onCloseAutoFocus={(event) => {
          // Left by Tab: the browser's own move goes on from the button, Radix must not take the focus back.
          if (leavingByTab.current) event.preventDefault();
          leavingByTab.current = false;
        }}
        onKeyDownCapture={(event) => {
          if (event.key !== 'Tab') return;
          // Radix keeps Tab inside a menu; here Tab leaves it, as before: the menu closes and the focus goes back
          // to the button first, so the browser's Tab move continues from there (not stopped by Radix's handler).
          event.stopPropagation();
          leavingByTab.current = true;
          flushSync(() => setOpen(false));
          buttonRef.current?.focus();
        }}
      >
        <ul ref={listRef} className="rdv-account-menu__list">
          <li role="none">
            <DropdownMenu.Item asChild>
              <NavLink href="/profile">{t('nav.my_profile')}</NavLink>
            </DropdownMenu.Item>
          </li>
          <li role="none">
            <DropdownMenu.Item asChild>
              <NavLink href="/settings">{t('nav.settings')}</NavLink>
            </DropdownMenu.Item>
          </li>
          <li role="none">
            <DropdownMenu.Item asChild onSelect={() => void onLogout()}>
              <button type="button">{t('nav.logout')}</button>
            </DropdownMenu.Item>
          </li>
        </ul>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
