import type { LikeModalProps } from '@rendezvous/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';

/**
 * The like modal (spec 4: query parameter t): someone liked the member. A close icon, their photo
 * (or initial), "{name} likes you!" and one button to their profile; Escape, a tap elsewhere and the
 * close icon close it. The match modal's frame, from Radix's Dialog. Others mount it as the
 * LikeModal widget (widgets/like-modal.tsx).
 */
export function LikeModal({ member, onOpenProfile, onClose }: LikeModalProps) {
  const { t } = useTranslation('members');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="rdv-match-modal__backdrop" />
        <Dialog.Content className="rdv-match-modal" aria-describedby="rdv-like-modal-text">
          <Dialog.Close className="rdv-match-modal__close" aria-label={t('close')}>
            ×
          </Dialog.Close>
          <span className="rdv-match-modal__photo rdv-like-modal__photo">
            {member.photoUrl ? <img src={member.photoUrl} alt="" width={200} height={200} /> : <span aria-hidden="true">{member.name.slice(0, 1)}</span>}
          </span>
          <Dialog.Title className="rdv-match-modal__title">{t('like_modal.title', { name: member.name })}</Dialog.Title>
          <Dialog.Description id="rdv-like-modal-text">{t('like_modal.text')}</Dialog.Description>
          <button type="button" className="rdv-button" onClick={() => onOpenProfile(member.id)}>
            {t('like_modal.view_profile')}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
