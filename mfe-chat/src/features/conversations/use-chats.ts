import { chatEvents, useSession } from '@rendezvous/session-store';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { chatKeys, getCards, getChats } from '../../api/chat';
import { queryClient } from '../../lib/query-client';

/** Chats reload this often while the socket is down (the shell's poll is only every 60 s). */
export const CHATS_FALLBACK_POLL_MS = 15_000;

/**
 * The member's conversations (GET /api/chats.php) with the cards of the people in them (members).
 * Any realtime event reloads the list; without a socket it polls.
 */
export function useChats() {
  const live = useSession((state) => state.realtime === 'live');
  const chats = useQuery({ queryKey: chatKeys.chats, queryFn: getChats, refetchInterval: live ? false : CHATS_FALLBACK_POLL_MS });
  const ids = useMemo(() => [...new Set(chats.data?.chats.map((chat) => chat.profile_id) ?? [])].sort((a, b) => a - b), [chats.data]);
  const cards = useQuery({ queryKey: chatKeys.cards(ids), queryFn: () => getCards(ids), enabled: ids.length > 0, staleTime: 60_000 });
  const cardOf = useMemo(() => new Map((cards.data ?? []).map((card) => [card.id, card])), [cards.data]);

  useEffect(
    () =>
      chatEvents.subscribe((event) => {
        if (event.type !== 'chat:typing') void queryClient.invalidateQueries({ queryKey: chatKeys.chats });
      }),
    [],
  );

  return { chats, cardOf, cardsLoaded: !cards.isPending || ids.length === 0 };
}
