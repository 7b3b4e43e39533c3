import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The chat area's dialogs (gift picker, GIF search, icebreakers): Radix's Dialog for focus, Escape and
 * the backdrop, a title, a description (read out), the content and a Close button.
 */
export interface ChatDialogProps {
  title: string;
  description: ReactNode;
  hideDescription?: boolean;
  onClose: () => void;
  children: ReactNode;
  widget?: string;
}

export default function ChatDialogContent({ title, description, hideDescription = false, onClose, children, widget }: ChatDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="rdv-dialog__backdrop" />
        <Dialog.Content className="rdv-dialog" data-widget={widget}>
          <Dialog.Title className="rdv-dialog__title">{title}</Dialog.Title>
          <Dialog.Description className={hideDescription ? 'rdv-visually-hidden' : 'rdv-dialog__text'}>{description}</Dialog.Description>
          {children}
          <div className="rdv-form__actions">
            <Dialog.Close className="rdv-button rdv-button--ghost">{t('gifts.close')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
