import { SERVER_STATE_ELEMENT_ID, type ServerRenderedState } from '@rendezvous/contracts';

/**
 * A JSON script the gateway put in the page (`<script id=… type="application/json">`: the site settings,
 * the live remotes, a member's session, a server render's state), or null when it is absent or
 * unreadable. Callers check the shape they need.
 */
export function readInlinedJson<T>(id: string): T | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(id);
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as T) : null;
  } catch {
    return null;
  }
}

/**
 * The server state a server-rendered page carries for `remote` (the gateway inlines it as
 * `<script id="rdv-ssr-state" type="application/json">`, issue 12), or null: another remote's page, a page
 * the browser rendered alone, or unreadable JSON. Read once, at the remote's start.
 */
export function readServerState(remote: string): unknown {
  const inlined = readInlinedJson<ServerRenderedState>(SERVER_STATE_ELEMENT_ID);
  return inlined?.remote === remote ? inlined.state : null;
}

/** The slot attribute that marks markup the server rendered for a remote, waiting to be hydrated. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-ssr';

/** True once per server-rendered slot: the first mount hydrates it, any later mount renders afresh. */
export function takeServerRenderedSlot(domElement: HTMLElement | undefined, remote: string): boolean {
  if (!domElement || domElement.getAttribute(SERVER_RENDERED_ATTRIBUTE) !== remote) return false;
  domElement.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  return true;
}
