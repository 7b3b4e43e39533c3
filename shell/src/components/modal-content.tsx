import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';

export interface ModalProps {
  labelledBy: string;
  describedBy?: string;
  /** Escape closes the dialog when given; a dialog that needs an answer (the entry warning) leaves it out */
  onEscape?: () => void;
  children: ReactNode;
}

/**
 * The dialog itself, in its own chunk with Radix (see modal.tsx). Radix keeps Tab inside and hides the
 * page from assistive technology; a click on the backdrop closes nothing, as before.
 */
export default function ModalContent({ labelledBy, describedBy, onEscape, children }: ModalProps) {
  // Radix gives the focus back to a Dialog.Trigger; these dialogs open without one, so it goes back to where it was.
  const [returnFocusTo] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onEscape?.()}>
      <Dialog.Overlay className="rdv-modal-backdrop">
        <Dialog.Content
          className="rdv-modal"
          aria-modal="true"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          onOpenAutoFocus={(event) => {
            // The first element with `data-autofocus` gets the focus; else Radix's first focusable one.
            const marked = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[data-autofocus]');
            if (!marked) return;
            event.preventDefault();
            marked.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo?.focus();
          }}
          onEscapeKeyDown={(event) => {
            if (!onEscape) event.preventDefault();
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
        >
          {children}
        </Dialog.Content>
      </Dialog.Overlay>
    </Dialog.Root>
  );
}
