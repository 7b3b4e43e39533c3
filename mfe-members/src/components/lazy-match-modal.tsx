import type { MatchModalProps } from '@rendezvous/contracts';
import { deferredComponent } from '@rendezvous/ui';

// The match modal, with Radix's dialog under it (about 12 KB on the wire), is a chunk of its own: a match
// is rare next to the pages it can happen on, so search, profiles and likes start without it (issue 13).
// A like starts fetching it (preloadMatchModal), so the modal is there when the answer says "match".
const matchModal = deferredComponent<MatchModalProps>(() => import('./match-modal').then((module) => ({ default: module.MatchModal })));

export const MatchModal = matchModal.Component;

/** Called as a like is sent: the modal's code arrives while the answer is on its way. */
export const preloadMatchModal = matchModal.preload;
