import { useSession } from '@rendezvous/session-store';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountMenuDropdownProps, FocusTarget } from './account-menu-dropdown';
import './account-menu.css';

// Radix's DropdownMenu and its positioning (about 20 KB on the wire) would not fit the shell's first-visit
// budget (shell/budget.json): its chunk is fetched when the member points at or focuses the button, and
// the menu renders once it is there. A chunk that failed to load is asked for again at the next opening.
let loaded: ComponentType<AccountMenuDropdownProps> | null = null;
const loadDropdown = () => import('./account-menu-dropdown').then((module) => (loaded = module.default));
const preload = () => void loadDropdown().catch(() => undefined);

/**
 * The account dropdown of the top navigation (spec section 2): My profile, Settings, Logout. A menu button
 * in the WAI-ARIA pattern (account-menu-dropdown.tsx); until the member first opens it, this plain button
 * with the same name and look stands in for it.
 */
export function AccountMenu() {
  const { t } = useTranslation('common');
  const name = useSession((state) => state.user?.profile?.name ?? null);
  const [Dropdown, setDropdown] = useState(() => loaded);
  const [openAt, setOpenAt] = useState<FocusTarget | null>(null);
  const label = name ?? t('nav.account');

  const open = (at: FocusTarget) => {
    setOpenAt(at);
    loadDropdown().then(
      (component) => setDropdown(() => component),
      (error: unknown) => {
        console.error('[shell] the account menu could not be loaded', error);
        setOpenAt(null);
      },
    );
  };

  return (
    <div className="rdv-account-menu">
      {Dropdown && openAt ? (
        <Dropdown label={label} openAt={openAt} />
      ) : (
        <button
          type="button"
          className="rdv-account-menu__button"
          aria-haspopup="menu"
          aria-expanded={false}
          aria-busy={openAt !== null || undefined}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => open('first')}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
            event.preventDefault();
            open(event.key === 'ArrowDown' ? 'first' : 'last');
          }}
        >
          {label}
        </button>
      )}
    </div>
  );
}
