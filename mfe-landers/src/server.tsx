import type { MemberTeaserResponse } from '@rendezvous/contracts';
import { createServerRenderer } from '@rendezvous/remote-kit/server';
import homeCss from './features/home/home.css';
import { teaserPath } from './features/home/member-strip';
import { NAMESPACE, RESOURCES } from './locales';
import { LanderRoutes } from './routes';

/**
 * mfe-landers' server bundle (issue 12): the home arrives as HTML with its members, styled by its own
 * rules inline, so a visitor on a phone sees it before any script runs. The landers follow.
 */
export const { render } = createServerRenderer({
  name: 'mfe-landers',
  namespace: NAMESPACE,
  resources: RESOURCES,
  css: [homeCss],
  async route({ url, settings, fetchApi }) {
    if (url.pathname !== '/') return null;
    // Without members the page is still the page: the strip is left out, not the render.
    const teaser = await fetchApi<MemberTeaserResponse>(teaserPath(settings?.geoip_country ?? null)).then(
      (answer) => answer.members,
      () => [],
    );
    return { element: <LanderRoutes pathname="/" teaser={teaser} />, state: { teaser }, title: settings?.index_title };
  },
});
