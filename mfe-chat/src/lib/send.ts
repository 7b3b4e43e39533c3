import { ApiError } from '@rendezvous/api-client';
import { CHAT_ERROR_CODES, type ChatMessage, type ConversationPage, type SendMessageAnswer, type SendMessageRequest } from '@rendezvous/contracts';
import { chatSends, sessionStore } from '@rendezvous/session-store';
import { useMutation, type InfiniteData } from '@tanstack/react-query';
import { chatKeys, sendMessage, uploadPhoto, type ConversationTarget } from '../api/chat';
import { queryClient } from './query-client';

/** A message on screen before the server stored it: shown at once, marked as sending. */
export type ShownMessage = ChatMessage & { pending?: true };

export type Pages = InfiniteData<ConversationPage, number | undefined>;

/** Adds a message to a cached conversation unless it is there already (by id or client id: the socket and the answer both bring it). */
export function withMessage(pages: Pages | undefined, message: ShownMessage): Pages | undefined {
  if (!pages || pages.pages.length === 0) return pages;
  const known = pages.pages.some((page) => page.messages.some((m) => m.id === message.id || m.client_id === message.client_id));
  // The first stored message of a conversation that did not exist yet tells its id (a pending one has none).
  const conversationId = message.conversation_id > 0 ? message.conversation_id : null;
  const [newest, ...older] = pages.pages;
  const started = { ...newest, conversation_id: newest.conversation_id ?? conversationId };
  if (known) {
    // The stored message replaces its pending stand-in.
    const replace = (page: ConversationPage) => ({ ...page, messages: page.messages.map((m) => (m.client_id === message.client_id ? message : m)) });
    return { ...pages, pages: [replace(started), ...older.map(replace)] };
  }
  return { ...pages, pages: [{ ...started, messages: [...newest.messages, message] }, ...older] };
}

function withoutMessage(pages: Pages | undefined, clientId: string): Pages | undefined {
  if (!pages) return pages;
  return { ...pages, pages: pages.pages.map((page) => ({ ...page, messages: page.messages.filter((m) => m.client_id !== clientId) })) };
}

/** Why a send was refused, as the send bar explains it (the server's rules, spec 6 and 8). */
export type SendProblem =
  | { kind: 'credits' }
  | { kind: 'premium'; reason: 'conversations' | 'messages' }
  | { kind: 'blocked' }
  | { kind: 'blocked_by_me' }
  | { kind: 'unsolicited' }
  | { kind: 'not_confirmed' }
  | { kind: 'other'; message: string };

export function sendProblemOf(error: unknown): SendProblem {
  if (!(error instanceof ApiError)) return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
  switch (error.code) {
    case CHAT_ERROR_CODES.insufficientCredits:
      return { kind: 'credits' };
    case CHAT_ERROR_CODES.conversationLimit:
      return { kind: 'premium', reason: 'conversations' };
    case CHAT_ERROR_CODES.freeMessageLimit:
      return { kind: 'premium', reason: 'messages' };
    case CHAT_ERROR_CODES.blockedByMember:
      return { kind: 'blocked' };
    case CHAT_ERROR_CODES.blockedByViewer:
      return { kind: 'blocked_by_me' };
    case CHAT_ERROR_CODES.unsolicited:
      return { kind: 'unsolicited' };
    case CHAT_ERROR_CODES.notConfirmed:
      return { kind: 'not_confirmed' };
    default:
      return { kind: 'other', message: error.message };
  }
}

/**
 * One message to the server: over the page's socket when one is live (no HTTP request per message, ADR
 * 0010 step 3), by POST when none is or no acknowledgement came in time, with the same client id, so it
 * is stored and charged once either way. A refusal over the socket is the POST's envelope, thrown alike.
 */
export async function deliverMessage(request: SendMessageRequest): Promise<SendMessageAnswer> {
  const ack = await chatSends.send(request);
  if (ack?.ok) return ack.answer;
  if (ack) throw new ApiError(ack.error.statusCode, ack.error);
  return sendMessage(request);
}

/** What the member sends; a photo comes as its file, uploaded first (its preview shows meanwhile). */
export type SendInput = Omit<SendMessageRequest, 'client_id' | 'to'> & { file?: Blob; preview?: string };

/**
 * Sending to one member: the message shows at once in the open conversation (pending), the client id
 * made here is its key on every retry, and the stored message replaces the stand-in. A refusal takes
 * the stand-in away again (nothing was stored) and is handed to the caller to explain. The member's
 * credits in the user object follow the answer's balance.
 */
export function useSendMessage(to: number, target: ConversationTarget, { onRefused }: { onRefused?: (problem: SendProblem, input: SendInput) => void } = {}) {
  const mutation = useMutation<SendMessageAnswer, unknown, SendInput & { client_id: string }, { clientId: string }>({
    mutationFn: async ({ file, preview: _preview, ...input }) => {
      const photo = file ? (await uploadPhoto(file)).photo : input.photo;
      return deliverMessage({ ...input, ...(photo ? { photo } : {}), to });
    },
    onMutate: (input) => {
      const clientId = input.client_id;
      const me = sessionStore.getState().user?.id ?? 0;
      const pending: ShownMessage = {
        id: -Date.now(),
        client_id: clientId,
        conversation_id: 0,
        sender_id: me,
        kind: input.kind,
        text: input.text ?? null,
        gift: input.gift ?? null,
        photo: input.preview ? { url: input.preview, thumb_url: input.preview } : null,
        created_at: new Date().toISOString(),
        read_at: null,
        pending: true,
      };
      queryClient.setQueryData<Pages>(chatKeys.conversation(target), (pages) => withMessage(pages, pending));
      return { clientId };
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<Pages>(chatKeys.conversation(target), (pages) => withMessage(pages, answer.message));
      const state = sessionStore.getState();
      if (answer.credits !== null && state.user) state.setUser({ ...state.user, credits: answer.credits });
      void queryClient.invalidateQueries({ queryKey: chatKeys.chats });
      void queryClient.invalidateQueries({ queryKey: chatKeys.allowance });
    },
    onError: (error, input, context) => {
      if (context) queryClient.setQueryData<Pages>(chatKeys.conversation(target), (pages) => withoutMessage(pages, context.clientId));
      // The refused message is handed back as the member wrote it (the bar gets its text again).
      onRefused?.(sendProblemOf(error), { kind: input.kind, text: input.text, gift: input.gift, photo: input.photo, gif_id: input.gif_id });
    },
  });
  // One client id per message, made once: every retry of this send repeats it.
  const send = (input: SendInput, options: { onSent?: (answer: SendMessageAnswer) => void } = {}) =>
    mutation.mutate({ ...input, client_id: crypto.randomUUID() }, { onSuccess: (answer) => options.onSent?.(answer) });
  return { ...mutation, send };
}
