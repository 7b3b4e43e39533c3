// Issue 31: a free member's free messages on the send bar, and a block shown before any send.
import type { ChatAllowance, ConversationPage, MemberCard } from '@rendezvous/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, envelope, logInMember, memberCard, mockApi, renderChatAt, storedText } from '../../testing/render';

const ANNA = memberCard(2, 'Anna');
const FREE: ChatAllowance = { premium: false, credits: 0, costs: { text: 1, photo: 2, gift: 5 }, message_length: 500, conversations_left: 2, messages_left: 8 };
const EMPTY: ConversationPage = { conversation_id: null, profile_id: 2, messages: [], has_more: false, block: null };

function api({
  page = EMPTY,
  allowance = FREE,
  cards = [ANNA],
  send,
}: { page?: ConversationPage; allowance?: ChatAllowance | (() => ChatAllowance); cards?: MemberCard[]; send?: Parameters<typeof mockApi>[0][string] } = {}) {
  return mockApi({
    'GET /api/chat/members/2/messages': () => answer(200, page),
    'GET /api/chat/allowance': () => answer(200, typeof allowance === 'function' ? allowance() : allowance),
    'GET /api/members/cards': () => answer(200, { cards }),
    'GET /api/chats.php': () => answer(200, { chats: [] }),
    ...(send ? { 'POST /api/chat/messages': send } : {}),
  });
}

beforeEach(() => logInMember());

describe('a free member’s send bar', () => {
  it('shows the free messages left, and counts down after a free message', async () => {
    let left = 8;
    api({
      allowance: () => ({ ...FREE, messages_left: left }),
      send: (body) => {
        left -= 1;
        return answer(200, { message: storedText(body as { client_id: string; text: string }), credits: null });
      },
    });
    await renderChatAt('/members/2/chat');
    expect(await screen.findByText('8 free messages left')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hi{Enter}');
    expect(await screen.findByText('7 free messages left')).toBeInTheDocument();
    // A free message costs nothing: the credits in the session stay as they were.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what a message costs once the free ones are used, and a 402 offers credits and premium', async () => {
    api({ allowance: { ...FREE, messages_left: 0 }, send: () => envelope(402, 'CREDITS.INSUFFICIENT', 'You do not have enough credits') });
    await renderChatAt('/members/2/chat');
    expect(await screen.findByText('Your free messages are used up: a message costs 1 credit')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hi{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You do not have enough credits');
    expect(within(alert).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    expect(within(alert).getByRole('link', { name: 'Go premium' })).toHaveAttribute('href', '/premium');
  });

  it('shows no count to a premium member', async () => {
    api({ allowance: { ...FREE, premium: true, credits: 10, messages_left: null, conversations_left: null } });
    await renderChatAt('/members/2/chat');
    await screen.findByRole('textbox', { name: 'Your message' });
    await waitFor(() => expect(screen.queryByText(/free messages/)).not.toBeInTheDocument());
  });
});

describe('a block', () => {
  it('tells a blocked member in the spec’s words, with no composer and no icebreakers', async () => {
    const calls = api({ page: { ...EMPTY, block: { by: 'them', name: 'Anna' } }, cards: [] });
    await renderChatAt('/members/2/chat');
    expect(await screen.findByText("You're blocked by Anna. You do not have access to this page.")).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Need an icebreaker?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a gift' })).not.toBeInTheDocument();
    // Their profile is closed to them: no link to it.
    expect(screen.queryByRole('link', { name: 'View profile' })).not.toBeInTheDocument();
    expect(calls.calls().filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('tells the blocker, with the way to their profile to unblock', async () => {
    api({ page: { ...EMPTY, block: { by: 'me', name: 'Anna' } }, cards: [] });
    await renderChatAt('/members/2/chat');
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('You blocked Anna. Unblock them on their profile to send a message.');
    expect(within(notice).getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/members/2');
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Need an icebreaker?' })).not.toBeInTheDocument();
  });
});
