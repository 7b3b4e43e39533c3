import { useState } from 'react';
import { deferredComponent } from './deferred-component';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** the confirmed action is under way: both buttons wait */
  pending?: boolean;
  /** the action cannot be undone (deleting, erasing): a danger button */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

// @rendezvous/ui is a page-wide singleton that the shell loads on every first visit; Radix's dialog
// (about 12 KB on the wire) is only fetched the first time a confirmation is asked (issue 13).
const ConfirmDialogContent = deferredComponent<ConfirmDialogProps>(() => import('./confirm-dialog-content')).Component;

/**
 * Asks before an action that cannot be undone (deleting a photo, a conversation). Focus, Escape and
 * the backdrop come from Radix's Dialog; cancelling (or Escape) leaves everything as it was.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Mounted from the first opening on, so closing keeps Radix's own focus return and unmount.
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return <ConfirmDialogContent {...props} />;
}
