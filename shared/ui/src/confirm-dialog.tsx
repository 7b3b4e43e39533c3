import { useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-content';
import { deferredComponent } from './deferred-component';

// The props live with the dialog they describe (as mfe-chat's ChatDialog does), so the two files do not import each other.
export type { ConfirmDialogProps } from './confirm-dialog-content';

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
