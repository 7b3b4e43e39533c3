// ADR 0010 step 3: the send bar's messages go over the page's socket when the shell offers it, and by POST
// (with the same client id) when no socket is live or no acknowledgement came in time.
import type { ChatAllowance, ChatSendAck, ConversationPage, SendMessageRequest } from '@rendezvous/contracts';
import { chatSends, sessionStore } from '@rendezvous/session-store';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, logInMember, memberCard, mockApi, renderChatAt, storedText } from '../../testing/render';

const ANNA = memberCard(2, 'Anna');
const PREMIUM: ChatAllowance = {
  premium: true,
  credits: 10,
  costs: { text: 1, photo: 2, gift: 5 },
  message_length: 500,
  conversations_left: null,
  messages_left: null,
};
const EMPTY: ConversationPage = { conversation_id: null, profile_id: 2, messages: [], has_more: false, block: null };

function api(post?: (body: unknown) => Response | Promise<Response>) {
  return mockApi({
    'GET /api/chat/members/2/messages': () => answer(200, EMPTY),
    'GET /api/chat/allowance': () => answer(200, PREMIUM),
    'GET /api/members/cards': () => answer(200, { cards: [ANNA] }),
    'GET /api/chats.php': () => answer(200, { chats: [] }),
    ...(post ? { 'POST /api/chat/messages': post } : {}),
  });
}

beforeEach(() => logInMember());
afterEach(() => chatSends.offer(null));

async function write(text: string) {
  await renderChatAt('/members/2/chat');
  await userEvent.type(await screen.findByRole('textbox', { name: 'Your message' }), `${text}{Enter}`);
}

describe('sending over the page’s socket', () => {
  it('sends over the socket when one is live: no POST, the message shows as sent and the balance follows the answer', async () => {
    const sent: SendMessageRequest[] = [];
    chatSends.offer(async (request): Promise<ChatSendAck> => {
      sent.push(request);
      return { ok: true, answer: { message: storedText(request), credits: 9 } };
    });
    const calls = api();
    await write('Hello Anna');
    await waitFor(() => expect(sessionStore.getState().user?.credits).toBe(9));
    expect(sent).toEqual([expect.objectContaining({ to: 2, kind: 'text', text: 'Hello Anna', client_id: expect.any(String) })]);
    expect(calls.calls()).not.toContain('POST /api/chat/messages');
    expect(await screen.findByText('Hello Anna')).toBeInTheDocument();
  });

  it('sends by POST with the same client id when the socket gives no acknowledgement in time', async () => {
    const sent: SendMessageRequest[] = [];
    chatSends.offer(async (request) => {
      sent.push(request);
      throw new Error('operation has timed out');
    });
    const calls = api((body) => answer(200, { message: storedText(body as SendMessageRequest), credits: 9 }));
    await write('Are you there?');
    await waitFor(() => expect(calls.calls()).toContain('POST /api/chat/messages'));
    expect((calls.bodyOf('POST /api/chat/messages') as SendMessageRequest).client_id).toBe(sent[0].client_id);
    await waitFor(() => expect(sessionStore.getState().user?.credits).toBe(9));
  });

  it('explains a refusal that came over the socket as it explains a POST’s, and does not send it again by POST', async () => {
    chatSends.offer(async () => ({
      ok: false,
      error: { statusCode: 402, code: 'CREDITS.INSUFFICIENT', message: 'You do not have enough credits', correlationId: 'c-1' },
    }));
    const calls = api();
    await write('Hi');
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have enough credits');
    expect(calls.calls()).not.toContain('POST /api/chat/messages');
  });
});
