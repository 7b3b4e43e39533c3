import { ApiError, apiRequest, onAuthenticationRequired } from './api-client';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('apiRequest', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('retries a failing read up to 5 times with growing delays, then gives up', async () => {
    fetchMock.mockResolvedValue(answer(503, { code: 'SERVICE.UNAVAILABLE', message: 'down' }));
    const result = apiRequest('/api/chats.php').catch((error: unknown) => error);
    await jest.runAllTimersAsync();
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('returns the body of the first successful retry', async () => {
    fetchMock.mockResolvedValueOnce(answer(502, {})).mockResolvedValueOnce(answer(200, { chats: [] }));
    const result = apiRequest<{ chats: unknown[] }>('/api/chats.php');
    await jest.runAllTimersAsync();
    await expect(result).resolves.toEqual({ chats: [] });
  });

  it('never retries a write', async () => {
    fetchMock.mockResolvedValue(answer(500, {}));
    await expect(apiRequest('/api/chat.php', { method: 'DELETE' })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('signals authentication_required on a 403, except from user.php', async () => {
    const listener = jest.fn();
    const unsubscribe = onAuthenticationRequired(listener);
    fetchMock.mockResolvedValue(answer(403, { code: 'authentication_required', message: 'Login required' }));
    await expect(apiRequest('/api/likes.php')).rejects.toBeInstanceOf(ApiError);
    expect(listener).toHaveBeenCalledTimes(1);
    await expect(apiRequest('/api/user.php')).rejects.toBeInstanceOf(ApiError);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('sends the client request header on every call', async () => {
    fetchMock.mockResolvedValue(answer(200, {}));
    await apiRequest('/api/user.php');
    expect(fetchMock.mock.calls[0][1].headers['X-Request-Type']).toBe('client');
  });

  it('sends a file as it is, with its own type, instead of as JSON', async () => {
    fetchMock.mockResolvedValue(answer(201, {}));
    const photo = new File(['jpeg bytes'], 'me.jpg', { type: 'image/jpeg' });
    await apiRequest('/api/members/photos', { method: 'POST', body: photo });
    const [, init] = fetchMock.mock.calls[0];
    expect(init.body).toBe(photo);
    expect(init.headers['Content-Type']).toBe('image/jpeg');
  });
});
