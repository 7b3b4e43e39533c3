import type { GiftPickerProps } from '@rendezvous/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatKeys, getAllowance, getMemberCard, type ConversationTarget } from '../../api/chat';
import { ChatDialog } from '../chat-dialog';
import { SendProblemAlert } from '../send-problem';
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
    <ChatDialog
      widget="GiftPicker"
      title={name ? t('gifts.title_for', { name }) : t('gift_picker')}
      description={sent ? t('gifts.sent', { gift: t(`gifts.${sent}`), name }) : t('gifts.intro')}
      onClose={onClose}
    >
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
    </ChatDialog>
  );
}
