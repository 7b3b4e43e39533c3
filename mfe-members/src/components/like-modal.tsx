import type { LikeModalProps } from '@rendezvous/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { MemberModalFrame, MemberModalPhoto } from './member-modal-frame';

/**
 * The like modal (spec 4: query parameter t): someone liked the member. A close icon, their photo
 * (or initial), "{name} likes you!" and one button to their profile; Escape, a tap elsewhere and the
 * close icon close it. The match modal's frame (member-modal-frame.tsx). Others mount it as the
 * LikeModal widget (widgets/like-modal.tsx).
 */
export function LikeModal({ member, onOpenProfile, onClose }: LikeModalProps) {
  const { t } = useTranslation('members');
  return (
    <MemberModalFrame descriptionId="rdv-like-modal-text" onClose={onClose}>
      <span className="rdv-match-modal__photo rdv-like-modal__photo">
        <MemberModalPhoto member={member} />
      </span>
      <Dialog.Title className="rdv-match-modal__title">{t('like_modal.title', { name: member.name })}</Dialog.Title>
      <Dialog.Description id="rdv-like-modal-text">{t('like_modal.text')}</Dialog.Description>
      <button type="button" className="rdv-button" onClick={() => onOpenProfile(member.id)}>
        {t('like_modal.view_profile')}
      </button>
    </MemberModalFrame>
  );
}
