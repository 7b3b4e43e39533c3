import type { AnchorHTMLAttributes } from 'react';
import { navigateToUrl } from 'single-spa';

/** A link between areas: pushState through single-spa, never a document reload. */
export function NavLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} onClick={(event) => { props.onClick?.(event); if (!event.defaultPrevented) navigateToUrl(event); }} />;
}
