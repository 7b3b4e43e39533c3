// The chat area's calls (services/chat through the gateway) and the member cards it shows (members).
import { apiRequest, REQUEST_RETRIES } from '@rendezvous/api-client';
import {
  CHAT_PATHS,
  MEMBER_CARDS_MAX_IDS,
  MEMBERS_PATHS,
  type ChatAllowance,
  type ChatsResponse,
  type ConversationPage,
  type MemberCard,
  type MemberCardsResponse,
  type SendMessageAnswer,
  type SendMessageRequest,
} from '@rendezvous/contracts';

/** Which conversation a screen shows: by its id (/chats/{id}) or by the other member (/members/{id}/chat). */
export type ConversationTarget = { kind: 'conversation'; id: number } | { kind: 'member'; id: number };

export const chatKeys = {
  chats: ['chats'] as const,
  cards: (ids: readonly number[]) => ['cards', ...ids] as const,
  card: (id: number) => ['card', id] as const,
  conversation: (target: ConversationTarget) => ['conversation', target.kind, target.id] as const,
  allowance: ['allowance'] as const,
};

export function getChats(): Promise<ChatsResponse> {
  return apiRequest<ChatsResponse>(CHAT_PATHS.chats);
}

/** Cards of the ids in their order, asked MEMBER_CARDS_MAX_IDS at a time (a long conversation list is several calls). */
export async function getCards(ids: readonly number[]): Promise<MemberCard[]> {
  const batches: number[][] = [];
  for (let start = 0; start < ids.length; start += MEMBER_CARDS_MAX_IDS) batches.push(ids.slice(start, start + MEMBER_CARDS_MAX_IDS));
  const answers = await Promise.all(batches.map((batch) => apiRequest<MemberCardsResponse>(MEMBERS_PATHS.cards(batch))));
  return answers.flatMap((answer) => answer.cards);
}

export function getMemberCard(id: number): Promise<MemberCard | null> {
  return getCards([id]).then((cards) => cards[0] ?? null);
}

export function getPage(target: ConversationTarget, before?: number): Promise<ConversationPage> {
  return apiRequest<ConversationPage>(target.kind === 'conversation' ? CHAT_PATHS.conversation(target.id, before) : CHAT_PATHS.withMember(target.id, before));
}

/** Idempotent by its client id, so a failed attempt is retried like a read: the server stores and charges once. */
export function sendMessage(request: SendMessageRequest): Promise<SendMessageAnswer> {
  return apiRequest<SendMessageAnswer>(CHAT_PATHS.send, { method: 'POST', body: request, retries: REQUEST_RETRIES });
}

/** Uploads a photo to send (re-encoded by chat); answers the id a photo message carries. */
export function uploadPhoto(file: Blob): Promise<{ photo: string }> {
  return apiRequest<{ photo: string }>(CHAT_PATHS.photos, { method: 'POST', body: file });
}

export function markRead(conversationId: number): Promise<{ read: number }> {
  return apiRequest<{ read: number }>(CHAT_PATHS.read(conversationId), { method: 'POST' });
}

export function sendTyping(conversationId: number): Promise<void> {
  return apiRequest<void>(CHAT_PATHS.typing(conversationId), { method: 'POST' });
}

export function deleteChat(conversationId: number): Promise<void> {
  return apiRequest<void>(CHAT_PATHS.deleteChat(conversationId), { method: 'DELETE' });
}

export function getAllowance(): Promise<ChatAllowance> {
  return apiRequest<ChatAllowance>(CHAT_PATHS.allowance);
}
