import type { MatchModalProps } from '@rendezvous/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';

/**
 * The match modal (spec 2): a close icon, the liked member's main photo and one button. Tapping the
 * photo or the button reports the member's id; tapping elsewhere (or Escape) closes it. Title
 * "It's a Match", text "New like!". Focus, Escape and the backdrop come from Radix's Dialog.
 * This area shows it itself; others mount it as the MatchModal widget (widgets/match-modal.tsx).
 */
export function MatchModal({ member, onPhoto, onAction, onClose }: MatchModalProps) {
  const { t } = useTranslation('members');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="rdv-match-modal__backdrop" />
        <Dialog.Content className="rdv-match-modal" aria-describedby="rdv-match-modal-text">
          <Dialog.Close className="rdv-match-modal__close" aria-label={t('close')}>
            ×
          </Dialog.Close>
          <Dialog.Title className="rdv-match-modal__title">{t('match_modal_title')}</Dialog.Title>
          <button type="button" className="rdv-match-modal__photo" aria-label={member.name} onClick={() => onPhoto(member.id)}>
            {member.photoUrl ? <img src={member.photoUrl} alt="" width={200} height={200} /> : <span aria-hidden="true">{member.name.slice(0, 1)}</span>}
          </button>
          <Dialog.Description id="rdv-match-modal-text">{t('like_modal_text')}</Dialog.Description>
          <button type="button" className="rdv-button" onClick={() => onAction(member.id)}>
            {t('match_modal_action', { name: member.name })}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
