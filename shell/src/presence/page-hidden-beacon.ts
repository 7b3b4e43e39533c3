import { IDENTITY_PATHS } from '@rendezvous/contracts';
import type { SessionState } from '@rendezvous/session-store';
import type { StoreApi } from 'zustand';

/**
 * Spec 7: while a member is logged in, a beacon (POST /api/page-hidden.php, empty JSON body) tells the
 * server when the page goes out of sight. A beacon survives the tab being closed, where a fetch would
 * be cancelled; it cannot carry the client header, which is why the server exempts this one call.
 * Returns a stop function.
 */
export function startPageHiddenBeacon(store: StoreApi<SessionState>, doc: Document = document, nav: Navigator = navigator): () => void {
  const onVisibilityChange = () => {
    if (doc.visibilityState !== 'hidden' || !store.getState().user || typeof nav.sendBeacon !== 'function') return;
    nav.sendBeacon(IDENTITY_PATHS.pageHidden, new Blob(['{}'], { type: 'application/json' }));
  };
  doc.addEventListener('visibilitychange', onVisibilityChange);
  return () => doc.removeEventListener('visibilitychange', onVisibilityChange);
}
