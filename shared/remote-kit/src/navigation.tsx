import { useSyncExternalStore, type AnchorHTMLAttributes } from 'react';
import { navigateToUrl } from 'single-spa';

/** A link anywhere on the site: pushState through single-spa, never a document reload. */
export function NavLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      {...props}
      onClick={(event) => {
        props.onClick?.(event);
        if (!event.defaultPrevented) navigateToUrl(event);
      }}
    />
  );
}

// single-spa fires this after every route change (pushState, replaceState, popstate), so one
// subscription follows the one browser history whoever changed it.
const EVENTS = ['popstate', 'single-spa:routing-event'] as const;

function subscribe(onChange: () => void): () => void {
  EVENTS.forEach((event) => window.addEventListener(event, onChange));
  return () => EVENTS.forEach((event) => window.removeEventListener(event, onChange));
}

/** The current path, re-rendering on every navigation: enough routing for a remote without a router. */
// The same getter serves hydration: a server-rendered remote hydrates at the address it was rendered for.
const pathname = () => window.location.pathname;
export function usePathname(): string {
  return useSyncExternalStore(subscribe, pathname, pathname);
}

/** The current query string ('?t=30', or ''), re-rendering on every navigation, like usePathname. */
export function useLocationSearch(): string {
  const search = () => window.location.search;
  return useSyncExternalStore(subscribe, search, search);
}
