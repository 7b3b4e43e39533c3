import * as Dialog from '@radix-ui/react-dialog';

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

/** The dialog itself, in its own chunk with Radix (see confirm-dialog.tsx). */
export default function ConfirmDialogContent({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  pending = false,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="rdv-dialog__backdrop" />
        <Dialog.Content className="rdv-dialog">
          <Dialog.Title className="rdv-dialog__title">{title}</Dialog.Title>
          <Dialog.Description className="rdv-dialog__text">{text}</Dialog.Description>
          <div className="rdv-form__actions">
            <button type="button" className={danger ? 'rdv-button rdv-button--danger' : 'rdv-button'} disabled={pending} onClick={onConfirm}>
              {confirmLabel}
            </button>
            <Dialog.Close className="rdv-button rdv-button--ghost" disabled={pending}>
              {cancelLabel}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
