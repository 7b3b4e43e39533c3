import { isOwnedBy, REMOTE_NAMES } from '@rendezvous/route-table';
import { remoteTelemetry, type RemoteTelemetry } from './remote-telemetry';

/** The remote that owns a path (the one single-spa mounts there), or null for the shell's own pages. */
const ownerOf = (pathname: string) => REMOTE_NAMES.find((remote) => isOwnedBy(remote, pathname)) ?? null;

/**
 * Starts the page's reporting (remote-telemetry.ts): batches go out when the page is hidden or left;
 * uncaught errors are counted for the remote whose script threw; Web Vitals are measured by `web-vitals`,
 * loaded on its own after the page's load so the first visit does not carry it (its observers are
 * buffered: nothing before is missed). LCP belongs to the remote of the page as it was loaded; CLS and INP,
 * reported when the page is hidden, to the remote of the page then.
 */
export function startRemoteTelemetry(telemetry: RemoteTelemetry = remoteTelemetry): void {
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden') telemetry.flush();
  };
  document.addEventListener('visibilitychange', flushWhenHidden);
  window.addEventListener('pagehide', () => telemetry.flush());

  const reportError = (where: string | undefined) => {
    const remote = telemetry.remoteOfScript(where);
    if (remote) telemetry.report('error', remote);
  };
  window.addEventListener('error', (event) => reportError(event.filename || (event.error as Error | undefined)?.stack));
  window.addEventListener('unhandledrejection', (event) => reportError((event.reason as Error | undefined)?.stack));

  const loadedOn = ownerOf(window.location.pathname);
  const measure = () =>
    void import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
      .then(({ onLCP, onCLS, onINP }) => {
        onLCP((metric) => loadedOn && telemetry.reportVital(loadedOn, 'LCP', metric.value));
        for (const [on, name] of [
          [onCLS, 'CLS'],
          [onINP, 'INP'],
        ] as const) {
          on((metric) => {
            const remote = ownerOf(window.location.pathname);
            if (remote) telemetry.reportVital(remote, name, metric.value);
          });
        }
      })
      .catch(() => undefined);
  if (document.readyState === 'complete') measure();
  else window.addEventListener('load', measure, { once: true });
}
