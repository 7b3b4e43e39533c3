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
