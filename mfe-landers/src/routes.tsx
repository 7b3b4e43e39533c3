import { apiRequest } from '@rendezvous/api-client';
import { usePathname } from '@rendezvous/remote-kit';
import { useSession } from '@rendezvous/session-store';
import { ErrorPage } from '@rendezvous/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanderFooter } from './components/lander-footer';
import { loadLanderData, siteOf, type LanderData } from './lib/lander-data';
import { takeServerData } from './lib/server-data';
import { loadedScreen, loadScreen, matchScreen, type ScreenMatch } from './screens';

/** A screen with its data: the server render and the browser's hydration both come through here. */
export function LanderScreen({ match, data }: { match: ScreenMatch; data: LanderData }) {
  const Screen = loadedScreen(match.screen)?.default;
  if (!Screen) return null;
  // A member lander whose member cannot be shown (unknown, hidden, no photo) is the 404 page.
  const content = match.spec.memberId && !data.member ? <ErrorPage status={404} /> : <Screen data={data} params={match.params} />;
  return (
    <>
      {content}
      <LanderFooter site={data.site} />
    </>
  );
}

/**
 * Loads a screen's chunk and data in the browser, unless the server's answer for this path is here.
 * A campaign is per locale: switching the language loads the data again.
 */
function useScreen(match: ScreenMatch, path: string): LanderData | null {
  const { i18n } = useTranslation();
  const settings = useSession((state) => state.settings);
  // A logged-in member's teaser follows their orientation (issue 31); the server rendered it for a visitor.
  const viewerGender = useSession((state) => state.user?.profile?.gender ?? null);
  const viewerSexuality = useSession((state) => state.user?.profile?.sexuality ?? null);
  const viewer = viewerGender ? `${viewerGender}:${viewerSexuality ?? ''}` : 'visitor';
  const [loaded, setLoaded] = useState<{ data: LanderData; locale: string; viewer: string } | null>(() => {
    const data = loadedScreen(match.screen) ? takeServerData(path) : undefined;
    return data ? { data, locale: i18n.language, viewer: 'visitor' } : null;
  });
  const current = loaded?.locale === i18n.language && loaded.viewer === viewer ? loaded.data : null;
  useEffect(() => {
    if (current) return undefined;
    let active = true;
    const locale = i18n.language;
    const context = {
      locale,
      country: settings?.geoip_country ?? null,
      fallbackCountry: settings?.countries?.[0] ?? null,
      site: siteOf(settings),
      viewer: viewerGender ? { gender: viewerGender, sexuality: viewerSexuality } : null,
    };
    void Promise.all([loadScreen(match.screen), loadLanderData(match.spec, context, apiRequest)]).then(
      ([, data]) => active && setLoaded({ data, locale, viewer }),
    );
    return () => {
      active = false;
    };
    // `match` is the same object for the life of this screen (AppRoutes keeps it per path)
  }, [current, match, i18n.language, settings, viewer, viewerGender, viewerSexuality]);
  // while another language's data loads, the page keeps showing the last one instead of going blank
  return current ?? loaded?.data ?? null;
}

function BrowserScreen({ match, path }: { match: ScreenMatch; path: string }) {
  const data = useScreen(match, path);
  // Holds the lander's place while it loads, so the footer does not jump up and back.
  if (!data) return <div className="rdv-lander-pending" aria-busy="true" />;
  return <LanderScreen match={match} data={data} />;
}

export function AppRoutes() {
  const pathname = usePathname();
  const match = useMemo(() => matchScreen(pathname), [pathname]);
  if (!match) return null;
  return <BrowserScreen key={pathname} match={match} path={pathname} />;
}
