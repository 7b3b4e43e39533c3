import type { GiftPickerProps } from '@rendezvous/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatKeys, getAllowance, getMemberCard, type ConversationTarget } from '../../api/chat';
import { SendProblemAlert } from '../../components/send-problem';
import { useSendMessage, type SendProblem } from '../../lib/send';
import { GiftGrid } from './gift-grid';

/**
 * Sending a gift to a member, in a dialog: the catalogue with its price (gift_credits), one click
 * sends (charged once, like any message). Used in a conversation and, as mfe-chat's GiftPicker
 * widget, on a member's profile.
 */
export function GiftPicker({ recipientId, onSent, onClose, target }: GiftPickerProps & { target?: ConversationTarget }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<SendProblem | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const allowance = useQuery({ queryKey: chatKeys.allowance, queryFn: getAllowance });
  const recipient = useQuery({ queryKey: chatKeys.card(recipientId), queryFn: () => getMemberCard(recipientId) });
  const name = recipient.data?.name ?? '';
  // In an open conversation the gift shows there at once; elsewhere (a profile) in the member's conversation.
  const sending = useSendMessage(recipientId, target ?? { kind: 'member', id: recipientId }, { onRefused: (refusal) => setProblem(refusal) });

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="rdv-dialog__backdrop" />
        <Dialog.Content className="rdv-dialog" data-widget="GiftPicker">
          <Dialog.Title className="rdv-dialog__title">{name ? t('gifts.title_for', { name }) : t('gift_picker')}</Dialog.Title>
          <Dialog.Description className="rdv-dialog__text">
            {sent ? t('gifts.sent', { gift: t(`gifts.${sent}`), name }) : t('gifts.intro')}
          </Dialog.Description>
          {problem && <SendProblemAlert problem={problem} name={name} />}
          {!sent && (
            <GiftGrid
              cost={allowance.data?.costs.gift ?? null}
              disabled={sending.isPending}
              onPick={(gift) => {
                setProblem(null);
                // The grid waits for the answer; the dialog says thanks once the gift is stored.
                sending.send(
                  { kind: 'gift', gift },
                  {
                    onSent: () => {
                      setSent(gift);
                      onSent?.(gift);
                    },
                  },
                );
              }}
            />
          )}
          <div className="rdv-form__actions">
            <Dialog.Close className="rdv-button rdv-button--ghost">{t('gifts.close')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
