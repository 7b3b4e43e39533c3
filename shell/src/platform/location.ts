import { useSyncExternalStore } from 'react';

// single-spa fires this after every route change (pushState, replaceState, popstate), so one
// subscription follows the one browser history whoever changed it.
const EVENTS = ['popstate', 'single-spa:routing-event'] as const;

function subscribe(onChange: () => void): () => void {
  EVENTS.forEach((event) => window.addEventListener(event, onChange));
  return () => EVENTS.forEach((event) => window.removeEventListener(event, onChange));
}

export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}
