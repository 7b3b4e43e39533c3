import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from '@rendezvous/remote-kit';
import { useSession } from '@rendezvous/session-store';
import { useParams } from 'react-router-dom';
import type { ConversationTarget } from '../api/chat';
import { ConversationPane } from '../features/conversation/conversation-pane';
import { ConversationList } from '../features/conversations/conversation-list';

/** Which conversation a route shows: /chats/{id} by its id, /members/{id}/chat by the other member. */
function useTarget(by: 'list' | 'conversation' | 'member'): ConversationTarget | null {
  const { id } = useParams();
  return useMemo(() => {
    const number = Number(id);
    if (by === 'list' || !Number.isSafeInteger(number) || number <= 0) return null;
    return { kind: by, id: number };
  }, [by, id]);
}

/**
 * The chat layout's screen (spec 2): the conversation list beside the open conversation on wide
 * screens; on phones the list alone at /chats and the conversation alone otherwise (chat.css).
 */
export function ChatScreen({ by }: { by: 'list' | 'conversation' | 'member' }) {
  const { t } = useTranslation();
  const target = useTarget(by);
  const invalid = by !== 'list' && target === null;
  const user = useSession((state) => state.user);
  const userLoaded = useSession((state) => state.userLoaded);
  // An open conversation titles the page with the member's name (ConversationPane).
  useEffect(() => {
    if (!target) document.title = t('list.title');
  }, [target, t]);
  // Chat needs a login (spec 6); nothing is asked of the server for a visitor.
  if (!user) {
    return (
      <div className="rdv-chat rdv-chat--visitor" data-screen={`mfe-chat:${by}`}>
        <section className="rdv-chat-pane rdv-chat-pane--empty">
          <h1>{t('list.title')}</h1>
          {userLoaded && (
            <>
              <p>{t('list.logged_out')}</p>
              <NavLink href="/login" className="rdv-button">
                {t('list.login')}
              </NavLink>
            </>
          )}
        </section>
      </div>
    );
  }
  return (
    <div className={target || invalid ? 'rdv-chat rdv-chat--open' : 'rdv-chat'} data-screen={`mfe-chat:${by}`}>
      <ConversationList selectedId={target?.kind === 'conversation' ? target.id : null} />
      {target ? (
        <ConversationPane key={`${target.kind}-${target.id}`} target={target} />
      ) : (
        <section className="rdv-chat-pane rdv-chat-pane--empty">
          <p role={invalid ? 'alert' : undefined}>{invalid ? t('pane.not_found') : t('list.choose')}</p>
        </section>
      )}
    </div>
  );
}
