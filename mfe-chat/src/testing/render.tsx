import { clearReferenceData } from '@rendezvous/api-client';
import type { ChatMessage, MemberCard, SendMessageRequest } from '@rendezvous/contracts';
import { renderRemoteAt } from '@rendezvous/remote-kit/testing';
import { sessionStore } from '@rendezvous/session-store';
import { buildUser, resetSession } from '@rendezvous/session-store/testing';
import { act } from '@testing-library/react';
import { queryClient } from '../lib/query-client';
import { NAMESPACE, RESOURCES } from '../locales';
import { AppRoutes } from '../routes';

/** Renders this remote at a path, in English, as the shell mounts it, with nothing cached from an earlier test. */
export function renderChatAt(path: string) {
  queryClient.clear();
  clearReferenceData();
  return renderRemoteAt(path, { namespace: NAMESPACE, resources: RESOURCES, Root: AppRoutes });
}

/** The logged-in member (id 1001), with the socket live unless told otherwise. */
export function logInMember(realtime: 'live' | 'down' = 'live'): void {
  act(() => {
    resetSession();
    sessionStore.getState().setUser(buildUser({ id: 1001 }));
    sessionStore.getState().setRealtime(realtime);
  });
}

/** A member's card as GET /api/members/cards answers it: a 31-year-old woman from the Netherlands, online. */
export const memberCard = (id: number, name: string, overrides: Partial<MemberCard> = {}): MemberCard => ({
  id,
  name,
  age: 31,
  gender: 'female',
  country: 'NL',
  region: null,
  city: null,
  main_image: null,
  online: true,
  premium: false,
  fictional: false,
  ...overrides,
});

/** The text message the server stores for a send of the logged-in member (1001): id 5 in conversation 11. */
export const storedText = (request: Pick<SendMessageRequest, 'client_id' | 'text'>): ChatMessage => ({
  id: 5,
  client_id: request.client_id,
  conversation_id: 11,
  sender_id: 1001,
  kind: 'text',
  text: request.text ?? null,
  gift: null,
  photo: null,
  created_at: new Date().toISOString(),
  read_at: null,
});

export * from '@rendezvous/api-client/testing';
