/** Test double for the gateway: real Response objects, answered by "METHOD /path". */
export type Handler = (body: unknown, url: URL) => Response | Promise<Response>;

export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The error envelope every service answers with (platform.md). */
export function envelope(status: number, code: string, message: string, errors?: Record<string, string[]>): Response {
  return answer(status, { statusCode: status, code, message, correlationId: 'test-correlation', ...(errors ? { errors } : {}) });
}

export interface ApiMock {
  /** "METHOD /path" of every call so far, in order */
  calls: () => string[];
  /** the parsed JSON body of the last call to "METHOD /path" (a File or Blob body as sent) */
  bodyOf: (call: string) => unknown;
}

/** Replaces global.fetch; calls nobody expected are answered 404 so a test fails loudly. */
export function mockApi(handlers: Record<string, Handler>): ApiMock {
  const seen: { key: string; body: unknown }[] = [];
  const fetchMock = jest.fn(async (input: URL | string, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    // JSON bodies parsed; anything else (a photo's File) as it was sent.
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? undefined);
    seen.push({ key, body });
    const handler = handlers[key];
    return handler ? handler(body, url) : envelope(404, 'ROUTE.NOT_FOUND', `no mock for ${key}`);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls: () => seen.map((call) => call.key),
    bodyOf: (call) => [...seen].reverse().find((entry) => entry.key === call)?.body,
  };
}

/** A promise the test settles itself, to look at the screen while a request is still open. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}
