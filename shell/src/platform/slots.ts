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

/**
 * A page the gateway rendered on the server (issue 12) arrives with the owning remote's markup in its
 * slot inside #root. Before the shell renders over #root, that slot joins the slot host: the layout
 * then places it in <main> in the same commit, and the remote hydrates it where it stands.
 */
export function adoptServerRenderedSlots(root: HTMLElement): void {
  for (const slot of Array.from(root.querySelectorAll<HTMLElement>('[data-remote-slot]'))) slotHost.appendChild(slot);
}
