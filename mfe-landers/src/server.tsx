import { createServerRenderer } from '@rendezvous/remote-kit/server';
import { LANDER_FOOTER_CSS } from './components/lander-footer';
import { loadLanderData, pageTitleOf, siteOf } from './lib/lander-data';
import type { LanderServerState } from './lib/server-data';
import { NAMESPACE, RESOURCES } from './locales';
import { LanderScreen } from './routes';
import { DESIGN_KEYS, loadScreen, matchScreen, SCREEN_CHUNKS } from './screens';

/**
 * mfe-landers' server bundle (issue 12): the home, every lander and the member landers arrive as HTML
 * with their members and the campaign's words, styled by the design's own rules inline, so a visitor on
 * a phone sees the page before any script runs. Its calls go to the services without the visitor's
 * cookies (the gateway's fetchApi): the HTML is the same for every visitor of a country.
 */
export const { render } = createServerRenderer({
  name: 'mfe-landers',
  namespace: NAMESPACE,
  resources: RESOURCES,
  async route({ url, locale, settings, fetchApi }) {
    const match = matchScreen(url.pathname);
    if (!match) return null;
    const context = { locale, country: settings?.geoip_country ?? null, fallbackCountry: settings?.countries?.[0] ?? null, site: siteOf(settings) };
    const [screen, data] = await Promise.all([loadScreen(match.screen), loadLanderData(match.spec, context, fetchApi)]);
    const element = <LanderScreen match={match} data={data} />;
    // A member lander without a member to show is the 404 page, with its status; the browser renders it afresh.
    if (match.spec.memberId && !data.member) return { element, status: 404, hydrate: false, css: [LANDER_FOOTER_CSS as string] };
    const state: LanderServerState = { path: url.pathname, data };
    // The title in the page's language: the design's headline is translated once the request's catalogues are loaded.
    const title = (t: (key: string, values?: Record<string, unknown>) => string) =>
      pageTitleOf(data, t(`${DESIGN_KEYS[match.screen]}.title`, { name: data.member?.name }));
    const chunk = SCREEN_CHUNKS[match.screen];
    return { element, state, title, css: [screen.css as string, LANDER_FOOTER_CSS as string], ...(chunk ? { chunks: [chunk] } : {}) };
  },
});
