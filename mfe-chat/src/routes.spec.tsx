import type { ChatAllowance, ChatMessage, ChatsResponse, ConversationPage } from '@rendezvous/contracts';
import { findCatalogueProblems, loadAllCatalogues } from '@rendezvous/i18n';
import { chatEvents, sessionStore } from '@rendezvous/session-store';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NAMESPACE, RESOURCES } from './locales';
import { answer, deferred, envelope, logInMember, memberCard, mockApi, renderChatAt } from './testing/render';

const ME = 1001;
const card = (id: number, name: string) => memberCard(id, name, { online: id === 2 });
const message = (id: number, sender: number, text: string, createdAt: string, conversation = 7): ChatMessage => ({
  id,
  client_id: `c-${id}`,
  conversation_id: conversation,
  sender_id: sender,
  kind: 'text',
  text,
  gift: null,
  photo: null,
  created_at: createdAt,
  read_at: null,
});
const CHATS: ChatsResponse = {
  chats: [
    {
      id: 7,
      profile_id: 2,
      num_unread_messages: 2,
      last_message_at: new Date().toISOString(),
      last_message: { sender_id: 2, kind: 'text', preview: 'See you tonight?' },
    },
    { id: 8, profile_id: 3, num_unread_messages: 0, last_message_at: '2026-01-02T10:00:00Z', last_message: { sender_id: ME, kind: 'gift', preview: null } },
  ],
};
const ALLOWANCE: ChatAllowance = {
  premium: true,
  credits: 10,
  costs: { text: 1, photo: 2, gift: 5 },
  message_length: 20,
  conversations_left: null,
  messages_left: null,
};
const yesterday = new Date(Date.now() - 24 * 3600_000).toISOString();
const PAGE: ConversationPage = {
  conversation_id: 7,
  profile_id: 2,
  has_more: false,
  messages: [
    message(1, ME, 'Hi Anna!', yesterday),
    message(2, 2, 'Hello!', new Date().toISOString()),
    message(3, 2, 'See you tonight?', new Date().toISOString()),
  ],
};

function chatApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/chats.php': () => answer(200, CHATS),
    'GET /api/members/cards': (_body, url) => {
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      return answer(200, { cards: [card(2, 'Anna'), card(3, 'Bea')].filter((c) => ids.includes(c.id)) });
    },
    'GET /api/chat/allowance': () => answer(200, ALLOWANCE),
    'GET /api/chat/conversations/7/messages': () => answer(200, PAGE),
    'POST /api/chat/conversations/7/read': () => answer(200, { read: 2 }),
    // The shell's counters reload after a conversation is read.
    'GET /api/likes.php': () => answer(200, { likes: [], liked_by: [], profiles: [] }),
    ...overrides,
  });
}

beforeEach(() => logInMember());

describe('/chats', () => {
  it('lists the conversations with name, newest message, time and unread count; a progress indicator only while loading', async () => {
    const slow = deferred<Response>();
    chatApi({ 'GET /api/chats.php': () => slow.promise });
    await renderChatAt('/chats');
    expect(screen.getByRole('progressbar', { name: 'Loading your conversations' })).toBeInTheDocument();
    slow.resolve(answer(200, CHATS));
    const list = await screen.findByRole('navigation', { name: 'Messages' });
    const items = await within(list).findAllByRole('link');
    await waitFor(() => expect(items[0]).toHaveTextContent('Anna'));
    expect(items[0]).toHaveTextContent('See you tonight?');
    expect(within(items[0]).getByLabelText('2 unread messages')).toHaveTextContent('2');
    expect(items[1]).toHaveTextContent('Bea');
    expect(items[1]).toHaveTextContent('You: Gift');
    expect(items[0]).toHaveAttribute('href', '/chats/7');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(document.title).toBe('Messages');
  });

  it('removes a deleted conversation at once; when the server fails, an alert says why and the list reloads', async () => {
    let loads = 0;
    const deleting = deferred<Response>();
    const api = chatApi({
      'GET /api/chats.php': () => {
        loads += 1;
        return answer(200, CHATS);
      },
      'DELETE /api/chat.php': () => deleting.promise,
    });
    await renderChatAt('/chats');
    await screen.findByRole('button', { name: 'Delete the conversation with Anna' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete the conversation with Anna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this conversation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // Gone before the server answered.
    expect(screen.queryByRole('link', { name: /Anna/ })).not.toBeInTheDocument();
    expect(api.calls()).toContain('DELETE /api/chat.php');
    deleting.resolve(envelope(500, 'INTERNAL', 'An error has occurred.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The conversation could not be deleted: An error has occurred.');
    // Reloaded: the conversation the server kept is back.
    expect(await screen.findByRole('link', { name: /Anna/ })).toBeInTheDocument();
    expect(loads).toBe(2);
  });
});

describe('/chats/{id}', () => {
  it('shows the messages with day separators, and opening it marks them read and reloads the counters', async () => {
    const refreshBadges = jest.fn(async () => undefined);
    sessionStore.setState({ refreshBadges });
    const api = chatApi();
    await renderChatAt('/chats/7');
    const pane = await screen.findByRole('region', { name: 'Conversation with Anna' });
    expect(await within(pane).findByText('See you tonight?')).toBeInTheDocument();
    expect(
      within(pane)
        .getAllByRole('separator')
        .map((s) => s.textContent),
    ).toEqual(['Yesterday', 'Today']);
    await waitFor(() => expect(api.calls()).toContain('POST /api/chat/conversations/7/read'));
    await waitFor(() => expect(refreshBadges).toHaveBeenCalled());
    expect(document.title).toBe('Conversation with Anna');
  });

  it('offers a Report action that opens the complaints form about the member and this conversation', async () => {
    chatApi();
    await renderChatAt('/chats/7');
    const pane = await screen.findByRole('region', { name: 'Conversation with Anna' });
    const report = await within(pane).findByRole('link', { name: 'Report' });
    expect(new URL(report.getAttribute('href') ?? '', 'http://x').searchParams.toString()).toMatch(/^member=Anna&member_id=\d+&conversation=7$/);
  });

  it('sends a text with a client id, shows it at once, and counts characters against message_length', async () => {
    const sent = deferred<Response>();
    const api = chatApi({ 'POST /api/chat/messages': () => sent.promise });
    await renderChatAt('/chats/7');
    await screen.findByText('See you tonight?');
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, 'Yes, at 8!');
    expect(screen.getByText('10 / 20')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Yes, at 8!')).toBeInTheDocument();
    expect(screen.getByText('Sending…')).toBeInTheDocument();
    const body = api.bodyOf('POST /api/chat/messages') as { client_id: string; to: number; kind: string; text: string };
    expect(body).toEqual({ client_id: expect.stringMatching(/^[0-9a-f-]{36}$/), to: 2, kind: 'text', text: 'Yes, at 8!' });
    sent.resolve(answer(200, { message: { ...message(4, ME, 'Yes, at 8!', new Date().toISOString()), client_id: body.client_id }, credits: 9 }));
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    expect(screen.getAllByText('Yes, at 8!')).toHaveLength(1);
    expect(sessionStore.getState().user?.credits).toBe(9);
    // Too long for the site: the send button waits.
    await userEvent.type(box, 'x'.repeat(21));
    expect(screen.getByText('21 / 20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    // Enter does not send it either: the send bar's schema says why.
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('A message has at most 20 characters.');
    // Nor only spaces.
    await userEvent.clear(box);
    await userEvent.type(box, '   {Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Write a message first.');
    expect(api.calls().filter((call) => call.startsWith('POST /api/chat/messages'))).toHaveLength(1);
  });

  it('sends a photo: uploaded first, shown from the file meanwhile, then the stored one', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    const uploaded = deferred<Response>();
    const api = chatApi({
      'POST /api/chat/photos': () => uploaded.promise,
      'POST /api/chat/messages': (body) => {
        const sent = body as { client_id: string; photo: string };
        return answer(200, {
          message: {
            ...message(6, ME, '', new Date().toISOString()),
            kind: 'photo',
            text: null,
            client_id: sent.client_id,
            photo: { url: `/api/chat/photos/${sent.photo}`, thumb_url: `/api/chat/photos/${sent.photo}?size=thumb` },
          },
          credits: 8,
        });
      },
    });
    await renderChatAt('/chats/7');
    await screen.findByText('See you tonight?');
    const file = new File(['jpeg bytes'], 'beach.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Send a photo'), file);
    expect(await screen.findByRole('img', { name: 'Photo' })).toHaveAttribute('src', 'blob:preview');
    expect(api.bodyOf('POST /api/chat/photos')).toBe(file);
    uploaded.resolve(answer(201, { photo: 'abcdefghijklmnopqrstuvwx' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Photo' })).toHaveAttribute('src', '/api/chat/photos/abcdefghijklmnopqrstuvwx?size=thumb'));
    expect(api.bodyOf('POST /api/chat/messages')).toMatchObject({ kind: 'photo', photo: 'abcdefghijklmnopqrstuvwx', to: 2 });
  });

  it('searches GIFs and sends the one picked as a photo message', async () => {
    const api = chatApi({
      'GET /api/chat/gifs': (_body, url) =>
        answer(200, {
          gifs: url.searchParams.get('q') === 'love' ? [{ id: 'love', title: 'Love you', url: '/api/chat/gifs/love/file', width: 240, height: 180 }] : [],
        }),
      'POST /api/chat/messages': (body) => {
        const sent = body as { client_id: string };
        return answer(200, {
          message: {
            ...message(7, ME, '', new Date().toISOString()),
            kind: 'photo',
            text: null,
            client_id: sent.client_id,
            photo: { url: '/api/chat/gifs/love/file', thumb_url: '/api/chat/gifs/love/file' },
          },
          credits: 8,
        });
      },
    });
    await renderChatAt('/chats/7');
    await screen.findByText('See you tonight?');
    await userEvent.click(screen.getByRole('button', { name: 'Send a GIF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find a GIF' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search GIFs' }), 'love');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send the GIF Love you' }));
    await waitFor(() => expect(api.bodyOf('POST /api/chat/messages')).toMatchObject({ kind: 'photo', gif_id: 'love', to: 2 }));
    expect(await screen.findByRole('img', { name: 'Photo' })).toHaveAttribute('src', '/api/chat/gifs/love/file');
  });

  it('explains a refusal for lack of credits with a way to buy them, and gives the text back', async () => {
    chatApi({ 'POST /api/chat/messages': () => envelope(402, 'CREDITS.INSUFFICIENT', 'You do not have enough credits') });
    await renderChatAt('/chats/7');
    await screen.findByText('See you tonight?');
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, 'Hello again{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You do not have enough credits');
    expect(within(alert).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    await waitFor(() => expect(box).toHaveValue('Hello again'));
    expect(screen.queryByText('Sending…')).not.toBeInTheDocument();
  });

  it('asks a free member past the limit to go premium', async () => {
    chatApi({ 'POST /api/chat/messages': () => envelope(403, 'CHAT.FREE_MESSAGE_LIMIT', 'You have used your free messages. Go premium to keep chatting.') });
    await renderChatAt('/chats/7');
    await screen.findByText('See you tonight?');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'One more{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have used your free messages. Go premium to keep chatting.');
    expect(within(alert).getByRole('link', { name: 'Go premium' })).toHaveAttribute('href', '/premium');
  });

  it('shows a message and the typing indicator as they arrive over the socket, each message once', async () => {
    chatApi();
    await renderChatAt('/chats/7');
    await screen.findByText('See you tonight?');
    act(() => chatEvents.publish({ type: 'chat:typing', payload: { conversation_id: 7, member_id: 2 } }));
    expect(await screen.findByText('Anna is typing…')).toBeInTheDocument();
    const live = message(9, 2, 'I am here', new Date().toISOString());
    act(() => {
      chatEvents.publish({ type: 'chat:message', payload: live });
      chatEvents.publish({ type: 'chat:message', payload: live });
    });
    expect(await screen.findAllByText('I am here')).toHaveLength(1);
    expect(screen.queryByText('Anna is typing…')).not.toBeInTheDocument();
    // Another conversation's message stays there.
    act(() => chatEvents.publish({ type: 'chat:message', payload: message(10, 3, 'Not for this one', new Date().toISOString(), 8) }));
    expect(screen.queryByText('Not for this one')).not.toBeInTheDocument();
  });

  it('says when the conversation does not exist', async () => {
    chatApi({ 'GET /api/chat/conversations/99/messages': () => envelope(404, 'CHAT.NOT_FOUND', 'This page could not be found') });
    await renderChatAt('/chats/99');
    expect(await screen.findByText('This conversation could not be found.')).toBeInTheDocument();
  });
});

describe('/members/{id}/chat', () => {
  it('offers icebreakers for an empty conversation; picking one fills the send bar', async () => {
    chatApi({ 'GET /api/chat/members/2/messages': () => answer(200, { conversation_id: null, profile_id: 2, messages: [], has_more: false }) });
    await renderChatAt('/members/2/chat');
    await userEvent.click(await screen.findByRole('button', { name: 'Need an icebreaker?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Break the ice with Anna' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Coffee or tea/ }));
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('Hello Anna! Coffee or tea? I am trying to get to know you.');
  });

  it('sends a gift from the catalogue and thanks the member', async () => {
    const api = chatApi({
      'GET /api/chat/members/2/messages': () => answer(200, { conversation_id: null, profile_id: 2, messages: [], has_more: false }),
      'POST /api/chat/messages': (body) => {
        const sent = body as { client_id: string };
        return answer(200, {
          message: { ...message(5, ME, '', new Date().toISOString(), 11), kind: 'gift', text: null, gift: 'rose', client_id: sent.client_id },
          credits: 5,
        });
      },
    });
    await renderChatAt('/members/2/chat');
    await userEvent.click(await screen.findByRole('button', { name: 'Send a gift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a gift to Anna' });
    expect(within(dialog).getAllByText('5 credits')).toHaveLength(8);
    await userEvent.click(within(dialog).getByRole('button', { name: /Rose/ }));
    expect(await within(dialog).findByText('Your Rose is on its way to Anna!')).toBeInTheDocument();
    expect(api.bodyOf('POST /api/chat/messages')).toMatchObject({ to: 2, kind: 'gift', gift: 'rose' });
    expect(await screen.findByText('A gift: Rose')).toBeInTheDocument();
  });
});

describe('catalogues', () => {
  it('has its chat namespace translated in every locale', async () => {
    expect(findCatalogueProblems(await loadAllCatalogues(RESOURCES))).toEqual([]);
  });
});

// NAMESPACE is what the shell registers this remote's texts under.
it('uses the chat namespace', () => expect(NAMESPACE).toBe('chat'));

describe('a visitor', () => {
  it('is asked to log in, and nothing is loaded', async () => {
    const { resetSession } = await import('@rendezvous/session-store/testing');
    act(() => {
      resetSession();
      sessionStore.setState({ userLoaded: true });
    });
    const api = mockApi({});
    await renderChatAt('/chats');
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(api.calls()).toEqual([]);
  });
});
