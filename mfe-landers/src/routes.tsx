import { NavLink, RemoteWidget, usePathname } from '@rendezvous/remote-kit';
import { matchPattern } from '@rendezvous/route-table';
import { ScreenPlaceholder } from '@rendezvous/ui';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

// The routes this remote owns (platform.md, The cut; the shell activates it by @rendezvous/route-table).
// Landers are the first page most visitors see, so this remote has no router library: the route
// table's own matcher picks the screen, which keeps react-router (about 61 KB gzip) off the first visit.
const LANDER_SCREENS: ReadonlyArray<readonly [pattern: string, titleKey: string]> = [
  ['/', 'home'],
  ['/landers/tinderswipe', 'tinderswipe'],
  ['/landers/:lander/:slug?', 'lander'],
  ['/members/:id/landing', 'member_landing'],
  ['/members/:id/signup', 'member_landing'],
  ['/members/:id/landing2/:slug?', 'member_landing'],
  ['/members/:id/landing3/:slug?', 'member_landing'],
];

/**
 * The call to action: mfe-signup's SignupModal over the lander (through the widget loader). It stays
 * a link to /signup, so a new tab, a middle click or a page without scripts still reaches signup.
 */
function SignupCallToAction() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const openModal = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <NavLink className="rdv-button rdv-button--secondary" href="/signup" onClick={openModal}>
        {t('cta')}
      </NavLink>
      {open && <RemoteWidget remote="mfe-signup" widget="SignupModal" props={{ onClose: () => setOpen(false) }} />}
    </>
  );
}

// Each screen is a titled placeholder until its feature issue builds it.
function Screen({ titleKey, params }: { titleKey: string; params: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder title={t(titleKey)}>
      <div data-screen={`mfe-landers:${titleKey}`} data-params={JSON.stringify(params)} />
      <SignupCallToAction />
    </ScreenPlaceholder>
  );
}

export function AppRoutes() {
  const pathname = usePathname();
  for (const [pattern, titleKey] of LANDER_SCREENS) {
    const params = matchPattern(pattern, pathname);
    if (params) return <Screen titleKey={titleKey} params={params} />;
  }
  return null;
}
