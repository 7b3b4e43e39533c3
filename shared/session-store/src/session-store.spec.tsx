import { ApiError, apiRequest } from '@rendezvous/api-client';
import { act, render, screen } from '@testing-library/react';
import { sessionStore, setOnLoggedOut, useSession } from './session-store';
import { buildUser, resetSession } from './testing';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const loggedOut = () => answer(403, { statusCode: 403, code: 'authentication_required', message: 'Please log in to continue.' });

function UnreadBadge() {
  const unread = useSession((state) => state.badges.unreadMessages);
  return <span>unread {unread}</span>;
}

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();
const calledPaths = () => fetchMock.mock.calls.map(([url, init]) => `${init.method} ${new URL(url).pathname}`);

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  act(() => resetSession());
  setOnLoggedOut(null);
});

describe('session store state', () => {
  it('re-renders a subscriber when a badge counter changes', () => {
    render(<UnreadBadge />);
    expect(screen.getByText('unread 0')).toBeInTheDocument();
    act(() => sessionStore.getState().setBadges({ unreadMessages: 3 }));
    expect(screen.getByText('unread 3')).toBeInTheDocument();
  });

  it('keeps the other counter when one is updated', () => {
    sessionStore.getState().setBadges({ unreadMessages: 2, newLikes: 5 });
    sessionStore.getState().setBadges({ newLikes: 1 });
    expect(sessionStore.getState().badges).toEqual({ unreadMessages: 2, newLikes: 1 });
  });

  it('forgets the member and the counters on clearSession', () => {
    sessionStore.getState().setUser(buildUser({ paid_user: true, credits: 3 }));
    sessionStore.getState().setBadges({ unreadMessages: 4 });
    sessionStore.getState().clearSession();
    expect(sessionStore.getState().user).toBeNull();
    expect(sessionStore.getState().badges.unreadMessages).toBe(0);
  });
});

describe('loadUser', () => {
  it('asks GET /api/user.php with the client header and keeps the member it answers with', async () => {
    const member = buildUser({ id: 7 });
    fetchMock.mockResolvedValue(answer(200, member));
    await expect(sessionStore.getState().loadUser()).resolves.toEqual(member);
    expect(calledPaths()).toEqual(['GET /api/user.php']);
    expect((fetchMock.mock.calls[0][1].headers as Record<string, string>)['X-Request-Type']).toBe('client');
    expect(sessionStore.getState().user).toEqual(member);
    expect(sessionStore.getState().userLoaded).toBe(true);
  });

  it('treats a 403 authentication_required from user.php as logged out, without an error or a redirect', async () => {
    const loggedOutCallback = jest.fn();
    setOnLoggedOut(loggedOutCallback);
    sessionStore.getState().setUser(buildUser());
    fetchMock.mockResolvedValue(loggedOut());
    await expect(sessionStore.getState().loadUser()).resolves.toBeNull();
    expect(sessionStore.getState().user).toBeNull();
    expect(sessionStore.getState().userLoaded).toBe(true);
    expect(loggedOutCallback).not.toHaveBeenCalled();
  });

  it('passes on other failures and keeps the member it knew', async () => {
    jest.useFakeTimers();
    try {
      const member = buildUser();
      sessionStore.getState().setUser(member);
      fetchMock.mockImplementation(async () => answer(503, { code: 'SERVICE.UNAVAILABLE', message: 'down' }));
      const result = sessionStore
        .getState()
        .refresh()
        .catch((error: unknown) => error);
      await jest.runAllTimersAsync();
      expect(await result).toBeInstanceOf(ApiError);
      expect(sessionStore.getState().user).toEqual(member);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not let a late answer overwrite a login that happened meanwhile', async () => {
    let answerLoad: (response: Response) => void = () => undefined;
    const member = buildUser({ id: 42 });
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerLoad = resolve))).mockResolvedValueOnce(answer(200, member));
    const loading = sessionStore.getState().loadUser();
    await sessionStore.getState().login('anna@example.com', 'secret-pass');
    answerLoad(loggedOut());
    await loading;
    expect(sessionStore.getState().user).toEqual(member);
  });
});

describe('login', () => {
  it('posts the e-mail and password to /api/user.php and keeps the member', async () => {
    const member = buildUser();
    fetchMock.mockResolvedValue(answer(200, member));
    await expect(sessionStore.getState().login('anna@example.com', 'secret-pass')).resolves.toEqual(member);
    expect(calledPaths()).toEqual(['POST /api/user.php']);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toEqual({ email: 'anna@example.com', password: 'secret-pass' });
    expect(sessionStore.getState().user).toEqual(member);
  });

  it('throws the server wording as an ApiError and stays logged out', async () => {
    fetchMock.mockResolvedValue(answer(401, { statusCode: 401, code: 'AUTH.LOGIN_FAILED', message: 'Login failed, please try again' }));
    const error = await sessionStore
      .getState()
      .login('anna@example.com', 'wrong')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Login failed, please try again');
    expect(sessionStore.getState().user).toBeNull();
  });
});

describe('signup', () => {
  it('posts the signup request to /api/account/signup and keeps the new member', async () => {
    const member = buildUser({ status: 'not_confirmed', signup_step: 'message' });
    fetchMock.mockResolvedValue(answer(201, member));
    const request = { email: 'anna@example.com', password: 'secret-pass', name: 'Anna', date_of_birth: '1990-04-12', tracking: { network: 'n1' } };
    await expect(sessionStore.getState().signup(request)).resolves.toEqual(member);
    expect(calledPaths()).toEqual(['POST /api/account/signup']);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toEqual(request);
    expect(sessionStore.getState().user).toEqual(member);
  });
});

describe('logout', () => {
  it('calls GET /api/logout.php, then forgets the member and the counters', async () => {
    sessionStore.getState().setUser(buildUser());
    sessionStore.getState().setBadges({ newLikes: 3 });
    fetchMock.mockResolvedValue(answer(200, {}));
    await sessionStore.getState().logout();
    expect(calledPaths()).toEqual(['GET /api/logout.php']);
    expect(sessionStore.getState().user).toBeNull();
    expect(sessionStore.getState().badges.newLikes).toBe(0);
  });

  it('succeeds when the server says the session had already ended', async () => {
    sessionStore.getState().setUser(buildUser());
    fetchMock.mockResolvedValue(loggedOut());
    await expect(sessionStore.getState().logout()).resolves.toBeUndefined();
    expect(sessionStore.getState().user).toBeNull();
  });
});

describe('a 403 authentication_required from another call', () => {
  it('logs the member out and hands over to the onLoggedOut callback', async () => {
    const loggedOutCallback = jest.fn();
    setOnLoggedOut(loggedOutCallback);
    sessionStore.getState().setUser(buildUser());
    fetchMock.mockResolvedValue(loggedOut());
    await expect(apiRequest('/api/likes.php')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.getState().user).toBeNull();
    expect(loggedOutCallback).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the page already ended the session (a late answer after an account deletion stays on its page)', async () => {
    const loggedOutCallback = jest.fn();
    setOnLoggedOut(loggedOutCallback);
    sessionStore.getState().setUser(buildUser());
    sessionStore.getState().clearSession();
    fetchMock.mockResolvedValue(loggedOut());
    await expect(apiRequest('/api/chats.php')).rejects.toBeInstanceOf(ApiError);
    expect(loggedOutCallback).not.toHaveBeenCalled();
  });

  it('leaves the member logged in when the 403 is about something else', async () => {
    const loggedOutCallback = jest.fn();
    setOnLoggedOut(loggedOutCallback);
    sessionStore.getState().setUser(buildUser());
    fetchMock.mockResolvedValue(answer(403, { statusCode: 403, code: 'ACCESS.FORBIDDEN', message: 'Forbidden' }));
    await expect(apiRequest('/api/chats.php')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.getState().user).not.toBeNull();
    expect(loggedOutCallback).not.toHaveBeenCalled();
  });
});

describe('badge counters from the chats and likes calls', () => {
  const chats = (...unread: number[]) =>
    answer(200, { chats: unread.map((count, index) => ({ id: index + 1, profile_id: 100 + index, num_unread_messages: count, last_message_at: null })) });
  const likes = (...fresh: boolean[]) => answer(200, { likes: [], liked_by: fresh.map((like_new, index) => ({ id: 200 + index, like_new })), profiles: [] });

  it('sums unread messages over all conversations and counts only new likes', async () => {
    sessionStore.getState().setUser(buildUser());
    fetchMock.mockImplementation(async (url) => (new URL(url).pathname === '/api/chats.php' ? chats(2, 0, 5) : likes(true, false, true)));
    await sessionStore.getState().refreshBadges();
    expect(sessionStore.getState().badges).toEqual({ unreadMessages: 7, newLikes: 2 });
    expect(calledPaths().sort()).toEqual(['GET /api/chats.php', 'GET /api/likes.php']);
  });

  it('asks nothing for a visitor', async () => {
    await sessionStore.getState().refreshBadges();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStore.getState().badges).toEqual({ unreadMessages: 0, newLikes: 0 });
  });

  it('keeps the likes counter when only the chats call fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.getState().setUser(buildUser());
    sessionStore.getState().setBadges({ unreadMessages: 4, newLikes: 1 });
    fetchMock.mockImplementation(async (url) =>
      new URL(url).pathname === '/api/chats.php' ? answer(404, { statusCode: 404, code: 'ROUTE.NOT_FOUND', message: 'x' }) : likes(true, true, true),
    );
    await sessionStore.getState().refreshBadges();
    expect(sessionStore.getState().badges).toEqual({ unreadMessages: 4, newLikes: 3 });
  });

  it('drops counts that arrive after the member logged out', async () => {
    sessionStore.getState().setUser(buildUser());
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementation(async (url) => {
      await gate;
      return new URL(url).pathname === '/api/chats.php' ? chats(9) : likes(true);
    });
    const pending = sessionStore.getState().refreshBadges();
    sessionStore.getState().clearSession();
    release();
    await pending;
    expect(sessionStore.getState().badges).toEqual({ unreadMessages: 0, newLikes: 0 });
  });

  it('keeps the counters when the same member is refreshed, and clears them for another member', () => {
    sessionStore.getState().setUser(buildUser({ id: 1 }));
    sessionStore.getState().setBadges({ unreadMessages: 3, newLikes: 2 });
    sessionStore.getState().setUser(buildUser({ id: 1, credits: 5 }));
    expect(sessionStore.getState().badges).toEqual({ unreadMessages: 3, newLikes: 2 });
    sessionStore.getState().setUser(buildUser({ id: 2 }));
    expect(sessionStore.getState().badges).toEqual({ unreadMessages: 0, newLikes: 0 });
  });
});
