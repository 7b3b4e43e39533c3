import type { WidgetMember } from '@rendezvous/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface MemberModalFrameProps {
  /** the id of the modal's Dialog.Description: Radix reads it as the dialog's description */
  descriptionId: string;
  /** Escape, a tap outside it or the close icon */
  onClose: () => void;
  /** the modal's own title, photo, description and button, in its own order */
  children: ReactNode;
}

/**
 * The frame the match and like modals share, so they look and close alike: always open (its owner
 * mounts it to show it), a backdrop, and a close icon. Focus, Escape and the backdrop come from
 * Radix's Dialog.
 */
export function MemberModalFrame({ descriptionId, onClose, children }: MemberModalFrameProps) {
  const { t } = useTranslation('members');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="rdv-match-modal__backdrop" />
        <Dialog.Content className="rdv-match-modal" aria-describedby={descriptionId}>
          <Dialog.Close className="rdv-match-modal__close" aria-label={t('close')}>
            ×
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The member's photo in a modal, or their initial without one; decorative, the modal names them. */
export function MemberModalPhoto({ member }: { member: Pick<WidgetMember, 'name' | 'photoUrl'> }) {
  return member.photoUrl ? <img src={member.photoUrl} alt="" width={200} height={200} /> : <span aria-hidden="true">{member.name.slice(0, 1)}</span>;
}
