import type { ChatMessage, ConversationPage } from '@rendezvous/contracts';
import { withMessage, type Pages } from './send';

const message = (id: number, clientId: string, conversation: number): ChatMessage => ({
  id,
  client_id: clientId,
  conversation_id: conversation,
  sender_id: 1,
  kind: 'text',
  text: 'hi',
  gift: null,
  photo: null,
  created_at: '2026-11-24T10:00:00Z',
  read_at: null,
});
const empty: Pages = { pages: [{ conversation_id: null, profile_id: 2, messages: [], has_more: false } as ConversationPage], pageParams: [undefined] };

describe('withMessage', () => {
  it('adds a message once, replaces its pending stand-in, and learns the id of a conversation it started', () => {
    const pending = withMessage(empty, { ...message(-1, 'c1', 0), pending: true });
    expect(pending?.pages[0].conversation_id).toBeNull();
    const stored = withMessage(pending, message(5, 'c1', 9));
    expect(stored?.pages[0]).toMatchObject({ conversation_id: 9, messages: [{ id: 5, client_id: 'c1' }] });
    // The socket brings the same message again.
    expect(withMessage(stored, message(5, 'c1', 9))?.pages[0].messages).toHaveLength(1);
  });
});
