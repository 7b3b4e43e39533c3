import type { MatchModalProps } from '@rendezvous/contracts';
import { lazy, Suspense } from 'react';

// The match modal, with Radix's dialog under it (about 12 KB on the wire), is a chunk of its own: a match
// is rare next to the pages it can happen on, so search, profiles and likes start without it (issue 13).
// A like starts fetching it (preloadMatchModal), so the modal is there when the answer says "match".
const loadMatchModal = () => import('./match-modal');
const DeferredMatchModal = lazy(() => loadMatchModal().then((module) => ({ default: module.MatchModal })));

export function MatchModal(props: MatchModalProps) {
  return (
    <Suspense fallback={null}>
      <DeferredMatchModal {...props} />
    </Suspense>
  );
}

/** Called as a like is sent: the modal's code arrives while the answer is on its way. */
export function preloadMatchModal(): void {
  void loadMatchModal().catch(() => undefined);
}
