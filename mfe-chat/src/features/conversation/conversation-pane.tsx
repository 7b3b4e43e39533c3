import { ApiError } from '@rendezvous/api-client';
import { NavLink } from '@rendezvous/remote-kit';
import { useSession } from '@rendezvous/session-store';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatKeys, getAllowance, getMemberCard, type ConversationTarget } from '../../api/chat';
import { MemberAvatar } from '../../components/member-avatar';
import { SendProblemAlert } from '../../components/send-problem';
import { queryClient } from '../../lib/query-client';
import { useSendMessage, type SendProblem } from '../../lib/send';
import { dayKey, dayLabel } from '../../lib/times';
import { GiftPicker } from '../../components/gifts/gift-picker';
import { GifSearch } from './gif-search';
import { IcebreakerModal } from './icebreaker-modal';
import { MessageBubble } from './message-bubble';
import { SendBar } from './send-bar';
import { useConversation } from './use-conversation';

/** How close to the bottom (px) still counts as "reading the newest": new messages then scroll into view. */
const STICK_TO_BOTTOM_PX = 120;

function DaySeparator({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation();
  const label = dayLabel(iso, i18n.language);
  return (
    // The role sits inside the item: a list may hold only list items (axe "list").
    <li className="rdv-day-separator">
      <span role="separator">{'relative' in label ? t(`pane.${label.relative}`) : label.date}</span>
    </li>
  );
}

/**
 * One conversation (/chats/{id} or /members/{id}/chat): the other member at the top, the messages with
 * day separators (older ones load when scrolling up), the typing indicator, and the send bar. An empty
 * conversation offers icebreakers. Refused sends are explained with the way out (credits, premium).
 */
export function ConversationPane({ target }: { target: ConversationTarget }) {
  const { t } = useTranslation();
  const me = useSession((state) => state.user?.id);
  const { pages, messages, conversationId, profileId, typing } = useConversation(target);
  // A block either way (the page says so, issue 31): shown in place of the composer, before any send.
  const block = pages.data?.pages[0]?.block ?? null;
  const card = useQuery({
    queryKey: chatKeys.card(profileId ?? 0),
    queryFn: () => getMemberCard(profileId ?? 0),
    enabled: profileId !== null,
    staleTime: 60_000,
  });
  const allowance = useQuery({ queryKey: chatKeys.allowance, queryFn: getAllowance });
  const settingsLength = useSession((state) => state.settings?.message_length ?? 1000);
  const [problem, setProblem] = useState<SendProblem | null>(null);
  const [draft, setDraft] = useState<{ text: string; at: number } | null>(null);
  const [icebreakers, setIcebreakers] = useState(false);
  const [gifting, setGifting] = useState(false);
  const [searchingGifs, setSearchingGifs] = useState(false);
  const sending = useSendMessage(profileId ?? 0, target, {
    onRefused: (refusal, input) => {
      setProblem(refusal);
      // Blocked since the page loaded: read it again, so the composer gives way to the block's notice.
      if (refusal.kind === 'blocked' || refusal.kind === 'blocked_by_me') void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(target) });
      // Nothing was stored: the text comes back to the bar.
      if (input.kind === 'text' && input.text) setDraft({ text: input.text, at: Date.now() });
    },
  });
  // Behind a block members shows no card; the page names the member for the block's notice.
  const name = card.data?.name ?? block?.name ?? (card.isPending ? '' : t('list.deleted_member'));
  useEffect(() => {
    document.title = name ? t('pane.with', { name }) : t('conversation');
  }, [name, t]);

  // Scrolling: the newest message in view at first and whenever one arrives while the member reads the
  // newest; loading older ones keeps the message the member was reading where it was.
  const scroller = useRef<HTMLOListElement>(null);
  const top = useRef<HTMLLIElement>(null);
  const stick = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const newestId = messages[messages.length - 1]?.client_id;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (heightBeforeOlder.current !== null) {
      element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (stick.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [messages.length, newestId, typing]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    const sentinel = top.current;
    if (!sentinel || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
        heightBeforeOlder.current = scroller.current?.scrollHeight ?? null;
        void fetchNextPage();
      }
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (pages.isError) {
    const missing = pages.error instanceof ApiError && pages.error.status === 404;
    return (
      <section className="rdv-chat-pane rdv-chat-pane--empty">
        <p role="alert">{missing ? t('pane.not_found') : t('pane.load_failed')}</p>
        <NavLink href="/chats">{t('pane.back')}</NavLink>
      </section>
    );
  }

  const maxLength = allowance.data?.message_length ?? settingsLength;
  const freeLeft = allowance.data && !allowance.data.premium ? allowance.data.messages_left : null;
  const empty = !pages.isPending && messages.length === 0 && !block;

  return (
    <section className="rdv-chat-pane" aria-label={name ? t('pane.with', { name }) : t('conversation')}>
      <header className="rdv-chat-pane__header">
        <NavLink href="/chats" className="rdv-chat-pane__back">
          ‹ <span>{t('pane.back')}</span>
        </NavLink>
        <MemberAvatar card={card.data} size={40} />
        <span className="rdv-chat-pane__who">
          {/* The screen's heading: on a phone the list and its "Messages" heading are hidden while a conversation is open. */}
          <h1 className="rdv-chat-pane__name">{name}</h1>
          {card.data && (
            <span className="rdv-chat-pane__status">
              {t('pane.age', { count: card.data.age })}
              {card.data.online ? ` · ${t('pane.online')}` : ''}
            </span>
          )}
        </span>
        {profileId && block?.by !== 'them' && (
          <NavLink href={`/members/${profileId}`} className="rdv-button rdv-button--ghost rdv-chat-pane__profile">
            {t('pane.view_profile')}
          </NavLink>
        )}
        {profileId && (
          // A notice under the Digital Services Act: the complaints form (mfe-legal), with the member and this conversation.
          <NavLink
            href={`/complaints?${new URLSearchParams({ ...(name ? { member: name } : {}), member_id: String(profileId), ...(conversationId ? { conversation: String(conversationId) } : {}) })}`}
            className="rdv-button rdv-button--link rdv-chat-pane__report"
          >
            {t('pane.report')}
          </NavLink>
        )}
      </header>

      {/* Focusable so a keyboard can scroll the messages (axe "scrollable-region-focusable"). */}
      <ol
        className="rdv-chat-pane__messages"
        ref={scroller}
        tabIndex={0}
        aria-live="polite"
        aria-busy={pages.isPending}
        onScroll={(event) => {
          const element = event.currentTarget;
          stick.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_BOTTOM_PX;
        }}
      >
        <li ref={top} className="rdv-chat-pane__top" aria-hidden="true" />
        {isFetchingNextPage && <li className="rdv-chat-pane__older">{t('pane.load_older')}</li>}
        {pages.isPending && (
          <li className="rdv-chat-progress">
            <span role="progressbar" aria-label={t('pane.loading')} />
          </li>
        )}
        {empty && (
          <li className="rdv-chat-pane__empty">
            <p>{t('pane.empty_title', { name })}</p>
            <button type="button" className="rdv-button rdv-button--secondary" onClick={() => setIcebreakers(true)}>
              {t('pane.icebreakers')}
            </button>
          </li>
        )}
        {messages.map((message, index) => (
          <Fragment key={message.client_id}>
            {(index === 0 || dayKey(messages[index - 1].created_at) !== dayKey(message.created_at)) && <DaySeparator iso={message.created_at} />}
            <MessageBubble message={message} mine={message.sender_id === me} />
          </Fragment>
        ))}
        {typing && (
          <li className="rdv-typing" aria-label={t('pane.typing', { name })}>
            <span className="rdv-typing__dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="rdv-typing__text">{t('pane.typing', { name })}</span>
          </li>
        )}
      </ol>

      {problem && !block && <SendProblemAlert problem={problem} name={name} free={freeLeft !== null} />}
      {block ? (
        <div className="rdv-alert rdv-alert--info rdv-chat-problem" role="status">
          <span>{t(block.by === 'them' ? 'problems.blocked' : 'problems.blocked_by_me', { name })}</span>
          {block.by === 'me' && profileId && (
            <NavLink className="rdv-button rdv-button--secondary" href={`/members/${profileId}`}>
              {t('pane.view_profile')}
            </NavLink>
          )}
        </div>
      ) : (
        <>
          {/* Free members see their free messages count down, and once they are used, what a message costs (spec 6). */}
          {freeLeft !== null && allowance.data && (
            <p className="rdv-chat-pane__allowance" role="status">
              {freeLeft > 0 ? t('send.free_left', { count: freeLeft }) : t('send.free_used', { count: allowance.data.costs.text })}
            </p>
          )}
          <SendBar
            maxLength={maxLength}
            conversationId={conversationId}
            disabled={profileId === null}
            draft={draft}
            onSend={(text) => {
              setProblem(null);
              sending.send({ kind: 'text', text });
            }}
            onGift={() => setGifting(true)}
            onPhoto={(file) => {
              setProblem(null);
              // Shown from the file itself until the stored photo replaces it.
              sending.send({ kind: 'photo', file, preview: URL.createObjectURL(file) });
            }}
            onGif={() => setSearchingGifs(true)}
          />
        </>
      )}
      {searchingGifs && (
        <GifSearch
          onClose={() => setSearchingGifs(false)}
          onPick={(gif) => {
            setSearchingGifs(false);
            setProblem(null);
            sending.send({ kind: 'photo', gif_id: gif.id, preview: gif.url });
          }}
        />
      )}
      <IcebreakerModal
        open={icebreakers}
        name={name}
        onClose={() => setIcebreakers(false)}
        onPick={(text) => {
          setIcebreakers(false);
          setDraft({ text, at: Date.now() });
        }}
      />
      {gifting && profileId !== null && !block && <GiftPicker recipientId={profileId} target={target} onClose={() => setGifting(false)} />}
    </section>
  );
}
