import type { MatchModalProps } from '@rendezvous/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { MemberModalFrame, MemberModalPhoto } from './member-modal-frame';

/**
 * The match modal (spec 2): a close icon, the liked member's main photo and one button. Tapping the
 * photo or the button reports the member's id; tapping elsewhere (or Escape) closes it. Title
 * "It's a Match", text "New like!". The frame (focus, Escape, backdrop, close icon) is the one the
 * like modal shares (member-modal-frame.tsx).
 * This area shows it itself; others mount it as the MatchModal widget (widgets/match-modal.tsx).
 */
export function MatchModal({ member, onPhoto, onAction, onClose }: MatchModalProps) {
  const { t } = useTranslation('members');
  return (
    <MemberModalFrame descriptionId="rdv-match-modal-text" onClose={onClose}>
      <Dialog.Title className="rdv-match-modal__title">{t('match_modal_title')}</Dialog.Title>
      <button type="button" className="rdv-match-modal__photo" aria-label={member.name} onClick={() => onPhoto(member.id)}>
        <MemberModalPhoto member={member} />
      </button>
      <Dialog.Description id="rdv-match-modal-text">{t('like_modal_text')}</Dialog.Description>
      <button type="button" className="rdv-button" onClick={() => onAction(member.id)}>
        {t('match_modal_action', { name: member.name })}
      </button>
    </MemberModalFrame>
  );
}
