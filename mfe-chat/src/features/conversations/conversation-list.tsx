import type { ChatSummary, MemberCard } from '@rendezvous/contracts';
import { NavLink } from '@rendezvous/remote-kit';
import { useSession } from '@rendezvous/session-store';
import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { useTranslation } from 'react-i18next';
import { chatKeys, deleteChat } from '../../api/chat';
import { ConfirmDialog } from '@rendezvous/ui';
import { MemberAvatar } from '../../components/member-avatar';
import { queryClient } from '../../lib/query-client';
import { listTime } from '../../lib/times';
import { useChats } from './use-chats';

function Preview({ chat, me }: { chat: ChatSummary; me: number | undefined }) {
  const { t } = useTranslation();
  const last = chat.last_message;
  if (!last) return <span className="rdv-chat-list__preview">{t('list.no_messages')}</span>;
  const text = last.kind === 'gift' ? t('list.gift') : last.kind === 'photo' ? t('list.photo') : (last.preview ?? '');
  return <span className="rdv-chat-list__preview">{last.sender_id === me ? t('list.you', { text }) : text}</span>;
}

/**
 * The member's conversations, newest activity first (spec 3, 7): photo, name, the newest message,
 * its time and the unread count. A progress indicator only on the first load. Deleting removes the
 * conversation here first, then asks the server; when that fails an alert says why and the list
 * reloads (spec 4, 8).
 */
export function ConversationList({ selectedId }: { selectedId: number | null }) {
  const { t, i18n } = useTranslation();
  const me = useSession((state) => state.user?.id);
  const { chats, cardOf, cardsLoaded } = useChats();
  const [deleting, setDeleting] = useState<{ chat: ChatSummary; card: MemberCard | undefined } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const remove = (chat: ChatSummary) => {
    setDeleting(null);
    setFailure(null);
    queryClient.setQueryData(chatKeys.chats, (data: { chats: ChatSummary[] } | undefined) => data && { chats: data.chats.filter((c) => c.id !== chat.id) });
    deleteChat(chat.id).catch((error: unknown) => {
      setFailure(t('list.delete_failed', { message: error instanceof Error ? error.message : String(error) }));
      void queryClient.invalidateQueries({ queryKey: chatKeys.chats });
    });
    // Leaving a deleted conversation that is open.
    if (chat.id === selectedId) navigateToUrl('/chats');
  };

  return (
    <nav className="rdv-chat-list" aria-label={t('list.title')}>
      <h1 className="rdv-chat-list__title">{t('list.title')}</h1>
      {failure && (
        <div className="rdv-alert rdv-alert--danger" role="alert">
          {failure}
        </div>
      )}
      {chats.isPending ? (
        <div className="rdv-chat-progress" role="progressbar" aria-label={t('list.loading')} />
      ) : chats.isError ? (
        <div className="rdv-alert rdv-alert--danger" role="alert">
          {t('list.load_failed')}{' '}
          <button type="button" className="rdv-button rdv-button--link" onClick={() => void chats.refetch()}>
            {t('list.retry')}
          </button>
        </div>
      ) : chats.data.chats.length === 0 ? (
        <p className="rdv-chat-list__empty">
          {t('list.empty')} <NavLink href="/members">{t('list.search_link')}</NavLink>
        </p>
      ) : (
        <ul className="rdv-chat-list__items">
          {chats.data.chats.map((chat) => {
            const card = cardOf.get(chat.profile_id);
            // Until the cards arrive the name stays empty; a member with no card left is gone.
            const name = card?.name ?? (cardsLoaded ? t('list.deleted_member') : '');
            return (
              <li key={chat.id} className={chat.id === selectedId ? 'rdv-chat-list__item rdv-chat-list__item--selected' : 'rdv-chat-list__item'}>
                <NavLink href={`/chats/${chat.id}`} className="rdv-chat-list__link" aria-current={chat.id === selectedId ? 'page' : undefined}>
                  <MemberAvatar card={card} />
                  <span className="rdv-chat-list__text">
                    <span className="rdv-chat-list__name">{name}</span>
                    <Preview chat={chat} me={me} />
                  </span>
                  <span className="rdv-chat-list__meta">
                    {chat.last_message_at && <time dateTime={chat.last_message_at}>{listTime(chat.last_message_at, i18n.language)}</time>}
                    {chat.num_unread_messages > 0 && (
                      <span className="rdv-chat-list__unread" aria-label={t('list.unread', { count: chat.num_unread_messages })}>
                        {chat.num_unread_messages > 99 ? '99+' : chat.num_unread_messages}
                      </span>
                    )}
                  </span>
                </NavLink>
                <button
                  type="button"
                  className="rdv-chat-list__delete"
                  aria-label={t('list.delete_with', { name })}
                  onClick={() => setDeleting({ chat, card })}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('list.delete_confirm_title')}
        text={t('list.delete_confirm_text', { name: deleting?.card?.name ?? t('list.deleted_member') })}
        confirmLabel={t('list.delete_confirm')}
        cancelLabel={t('list.cancel')}
        danger
        onConfirm={() => deleting && remove(deleting.chat)}
        onCancel={() => setDeleting(null)}
      />
    </nav>
  );
}
