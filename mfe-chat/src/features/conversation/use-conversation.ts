import { TYPING_SHOWN_MS, type ChatMessage } from '@rendezvous/contracts';
import { chatEvents, sessionStore, useSession } from '@rendezvous/session-store';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { chatKeys, getPage, markRead, type ConversationTarget } from '../../api/chat';
import { queryClient } from '../../lib/query-client';
import { withMessage, type Pages } from '../../lib/send';

/** The open conversation reloads this often while the socket is down. */
export const CONVERSATION_FALLBACK_POLL_MS = 5_000;

function belongsHere(
  message: ChatMessage,
  target: ConversationTarget,
  conversationId: number | null,
  profileId: number | null,
  me: number | undefined,
): boolean {
  if (conversationId !== null) return message.conversation_id === conversationId;
  if (target.kind === 'conversation') return message.conversation_id === target.id;
  // A conversation not started yet: the other member's first message starts it (the member's own
  // first message comes from the send's answer here, and carries no recipient to tell it apart).
  return profileId !== null && message.sender_id === profileId && message.sender_id !== me;
}

/**
 * One conversation: its newest page first, older pages on demand (scrolling up), live messages,
 * typing and read receipts from the socket (de-duplicated by message and client id), polling while
 * the socket is down. Opening it, and every message that arrives while it is open and visible, marks
 * the other member's messages read (spec 4: its unread count is 0), and the shell's counters follow.
 */
export function useConversation(target: ConversationTarget) {
  const me = useSession((state) => state.user?.id);
  const live = useSession((state) => state.realtime === 'live');
  const pages = useInfiniteQuery({
    queryKey: chatKeys.conversation(target),
    queryFn: ({ pageParam }) => getPage(target, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.has_more && page.messages.length > 0 ? page.messages[0].id : undefined),
    refetchInterval: live ? false : CONVERSATION_FALLBACK_POLL_MS,
  });
  const first = pages.data?.pages[0];
  const conversationId = first?.conversation_id ?? (target.kind === 'conversation' ? target.id : null);
  const profileId = first?.profile_id ?? (target.kind === 'member' ? target.id : null);
  const [typingUntil, setTypingUntil] = useState(0);
  const [, rerender] = useState(0);

  // Messages shown oldest first: the oldest page first, each page in its own (oldest first) order.
  const messages = pages.data ? [...pages.data.pages].reverse().flatMap((page) => page.messages) : [];
  const unreadFromThem = messages.some((message) => message.sender_id !== me && message.read_at === null && message.id > 0);

  const reading = useRef(false);
  useEffect(() => {
    if (!conversationId || !unreadFromThem || reading.current || document.visibilityState === 'hidden') return;
    reading.current = true;
    markRead(conversationId)
      .then(() => {
        const readAt = new Date().toISOString();
        queryClient.setQueryData<Pages>(
          chatKeys.conversation(target),
          (data) =>
            data && {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                messages: page.messages.map((m) => (m.sender_id !== me && !m.read_at ? { ...m, read_at: readAt } : m)),
              })),
            },
        );
        void queryClient.invalidateQueries({ queryKey: chatKeys.chats });
        void sessionStore.getState().refreshBadges();
      })
      .catch((error: unknown) => console.error('[chat] could not mark the conversation read', error))
      .finally(() => {
        reading.current = false;
      });
  }, [conversationId, unreadFromThem, me, target]);

  // Coming back to the tab reads what arrived while it was hidden.
  useEffect(() => {
    const onVisible = () => rerender((n) => n + 1);
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  useEffect(
    () =>
      chatEvents.subscribe((event) => {
        if (event.type === 'chat:message' && belongsHere(event.payload, target, conversationId, profileId, me)) {
          queryClient.setQueryData<Pages>(chatKeys.conversation(target), (data) => withMessage(data, event.payload));
          if (event.payload.sender_id !== me) setTypingUntil(0);
        } else if (event.type === 'chat:typing' && event.payload.conversation_id === conversationId && event.payload.member_id !== me) {
          setTypingUntil(Date.now() + TYPING_SHOWN_MS);
        } else if (event.type === 'chat:read' && event.payload.conversation_id === conversationId && event.payload.reader_id !== me) {
          const readAt = event.payload.read_at;
          queryClient.setQueryData<Pages>(
            chatKeys.conversation(target),
            (data) =>
              data && {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  messages: page.messages.map((m) => (m.sender_id === me && !m.read_at && m.id > 0 ? { ...m, read_at: readAt } : m)),
                })),
              },
          );
        }
      }),
    [target, conversationId, profileId, me],
  );

  // The typing indicator goes by itself a few seconds after the last typing event.
  useEffect(() => {
    if (typingUntil === 0) return;
    const timer = setTimeout(() => setTypingUntil(0), Math.max(0, typingUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [typingUntil]);

  return { pages, messages, conversationId, profileId, typing: typingUntil > 0 };
}
