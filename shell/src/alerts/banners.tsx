import { useSession } from '@rendezvous/session-store';
import { Fragment, useCallback, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WelcomeDiscountBannerSlot } from '../offers/offers';
import { welcomeBonusVisible } from '../offers/offer-rules';
import { mediaMatches } from '../platform/dismissals';
import { SMARTPHONE_MEDIA_QUERY } from './alert-rules';
import { selectBanners, type BannerKind } from './banner-priority';
import { useAlertBanners } from './alerts';

/**
 * Follows a media query as the window is resized or turned; without matchMedia (jsdom) nothing matches.
 * The subscription is kept per query (a new one on every render would unsubscribe and subscribe again).
 */
function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
      if (!list?.addEventListener) return () => undefined;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaMatches(query),
    () => false,
  );
}

/**
 * The default layout's banner area: the member's alerts and the welcome-discount offer in
 * BANNER_PRIORITY order. A phone shows one at a time so the screen's own content stays in view; the
 * others are a tap away ("Show 2 more notices"), and the next one comes up when the first is dismissed.
 */
export function Banners() {
  const { t } = useTranslation('common');
  const { banners, modal } = useAlertBanners();
  const welcome = useSession((state) => welcomeBonusVisible(state.user));
  const phone = useMediaQuery(SMARTPHONE_MEDIA_QUERY);
  const [expanded, setExpanded] = useState(false);

  const nodes = new Map<BannerKind, ReactNode>(banners.map(({ kind, node }) => [kind, node]));
  if (welcome) nodes.set('welcome_discount', <WelcomeDiscountBannerSlot />);
  const { shown, folded } = selectBanners([...nodes.keys()], { phone, expanded });

  return (
    <>
      {modal}
      {shown.map((kind) => (
        <Fragment key={kind}>{nodes.get(kind)}</Fragment>
      ))}
      {folded.length > 0 && (
        <button type="button" className="rdv-button rdv-button--link rdv-banners__more" onClick={() => setExpanded(true)}>
          {t('alerts.more', { count: folded.length })}
        </button>
      )}
    </>
  );
}
