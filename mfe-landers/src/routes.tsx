import { usePathname } from '@rendezvous/remote-kit';
import { matchPattern } from '@rendezvous/route-table';
import { ScreenPlaceholder } from '@rendezvous/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeScreen, type HomeScreenProps } from './features/home/home-screen';
import { takeServerTeaser } from './lib/server-data';
import { SignupCallToAction, useSignupModal } from './signup-call-to-action';

// The routes this remote owns (platform.md, The cut; the shell activates it by @rendezvous/route-table).
// Landers are the first page most visitors see, so this remote has no router library: the route
// table's own matcher picks the screen, which keeps react-router (about 61 KB gzip) off the first visit.
const LANDER_SCREENS: ReadonlyArray<readonly [pattern: string, titleKey: string]> = [
  ['/landers/tinderswipe', 'tinderswipe'],
  ['/landers/:lander/:slug?', 'lander'],
  ['/members/:id/landing', 'member_landing'],
  ['/members/:id/signup', 'member_landing'],
  ['/members/:id/landing2/:slug?', 'member_landing'],
  ['/members/:id/landing3/:slug?', 'member_landing'],
];

// Each lander is a titled placeholder until its design is built (issue 12, a later slice).
function Screen({ titleKey, params }: { titleKey: string; params: Record<string, string> }) {
  const { t } = useTranslation();
  const signup = useSignupModal();
  return (
    <ScreenPlaceholder title={t(titleKey)}>
      <div data-screen={`mfe-landers:${titleKey}`} data-params={JSON.stringify(params)} />
      <SignupCallToAction signup={signup} />
      {signup.modal}
    </ScreenPlaceholder>
  );
}

/** The screen for a path: the browser passes the current one, the server render the request's. */
export function LanderRoutes({ pathname, teaser }: { pathname: string } & HomeScreenProps) {
  if (pathname === '/') return <HomeScreen teaser={teaser} />;
  for (const [pattern, titleKey] of LANDER_SCREENS) {
    const params = matchPattern(pattern, pathname);
    if (params) return <Screen titleKey={titleKey} params={params} />;
  }
  return null;
}

export function AppRoutes() {
  const pathname = usePathname();
  // Taken at mount: the teaser the server rendered `/` with (hydration), if it did; a later mount fetches.
  const [teaser] = useState(takeServerTeaser);
  return <LanderRoutes pathname={pathname} teaser={teaser} />;
}
