import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 9: the top progress bar appears only after 200 ms of loading and fills over 5000 ms. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5_000;
/** How long the full bar stays before it fades away after loading ends. */
const PROGRESS_DONE_MS = 200;

type Phase = 'idle' | 'loading' | 'done';

/**
 * A thin bar at the top of the page while a route change loads (single-spa fires before-routing-event
 * when it starts and routing-event once the remote for the new route has mounted). Quick changes
 * under the throttle never show it, so moving between loaded areas does not flicker.
 */
export function TopProgressBar() {
  const { t } = useTranslation('common');
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    let pending = 0;
    let shown = false;
    let throttle: ReturnType<typeof setTimeout> | null = null;
    let fade: ReturnType<typeof setTimeout> | null = null;
    const clear = (timer: ReturnType<typeof setTimeout> | null) => timer && clearTimeout(timer);
    const start = () => {
      pending += 1;
      if (pending > 1) return;
      // A bar fading out keeps fading: only a change that outlasts the throttle brings it back. Cancelling
      // the fade here left a full bar on screen for good when a quick change (a redirect) followed a slow one.
      throttle = setTimeout(() => {
        clear(fade);
        shown = true;
        setPhase('loading');
      }, PROGRESS_THROTTLE_MS);
    };
    const finish = () => {
      if (pending === 0) return;
      pending -= 1;
      if (pending > 0) return;
      clear(throttle);
      if (!shown) return;
      shown = false;
      setPhase('done');
      fade = setTimeout(() => setPhase('idle'), PROGRESS_DONE_MS);
    };
    window.addEventListener('single-spa:before-routing-event', start);
    window.addEventListener('single-spa:routing-event', finish);
    return () => {
      window.removeEventListener('single-spa:before-routing-event', start);
      window.removeEventListener('single-spa:routing-event', finish);
      clear(throttle);
      clear(fade);
    };
  }, []);

  if (phase === 'idle') return null;
  return (
    <div className={`rdv-progress rdv-progress--${phase}`} role="progressbar" aria-label={t('loading')} aria-busy={phase === 'loading'}>
      <div className="rdv-progress__bar" style={{ transitionDuration: phase === 'loading' ? `${PROGRESS_DURATION_MS}ms` : undefined }} />
    </div>
  );
}
