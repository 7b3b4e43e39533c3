// One persistent element per remote, all inside one slot host. Layouts move the host between
// themselves, so a layout switch never destroys a mounted remote's DOM.
const slotHost = document.createElement('div');
slotHost.className = 'rdv-slot-host';

export function getSlotHost(): HTMLElement {
  return slotHost;
}

export function getRemoteSlot(remote: string): HTMLElement {
  let slot = slotHost.querySelector<HTMLElement>(`[data-remote-slot="${remote}"]`);
  if (!slot) {
    slot = document.createElement('div');
    slot.dataset.remoteSlot = remote;
    slotHost.appendChild(slot);
  }
  return slot;
}

/** Adopted slots whose server markup no mount of their remote has taken over yet. */
const serverMarkupSlots = new Set<HTMLElement>();

/**
 * A page the gateway rendered on the server (issue 12) arrives with the owning remote's markup in its
 * slot inside #root. Before the shell renders over #root, that slot joins the slot host: the layout
 * then places it in <main> in the same commit, and the remote hydrates it where it stands.
 */
export function adoptServerRenderedSlots(root: HTMLElement): void {
  for (const slot of Array.from(root.querySelectorAll<HTMLElement>('[data-remote-slot]'))) {
    slotHost.appendChild(slot);
    serverMarkupSlots.add(slot);
  }
}

/**
 * A member who leaves a server-rendered page before its remote has mounted (its files still on the
 * way) must not keep seeing that page under the next one: single-spa never mounts, so never unmounts,
 * a remote that stopped being wanted while it loaded, and the server's markup would stay in its slot.
 * Called as each route change starts: the markup of a remote that does not own the new path and has
 * not mounted goes; a remote that mounts (hydrating or not) owns its slot from then on.
 */
export function dropServerMarkupLeftBehind(isWanted: (remote: string) => boolean, hasMounted: (remote: string) => boolean): void {
  for (const slot of serverMarkupSlots) {
    const remote = slot.dataset.remoteSlot ?? '';
    if (hasMounted(remote)) serverMarkupSlots.delete(slot);
    else if (!isWanted(remote)) {
      slot.replaceChildren();
      slot.removeAttribute('data-ssr');
      serverMarkupSlots.delete(slot);
    }
  }
}
