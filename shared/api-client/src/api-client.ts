import { CORRELATION_ID_HEADER, ERROR_CODES, type ErrorEnvelope } from '@rendezvous/contracts';

/** Failed requests are retried up to 5 times with exponential delay (spec sections 7 and 9). */
export const REQUEST_RETRIES = 5;
export const RETRY_BASE_DELAY_MS = 250;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly envelope: Partial<ErrorEnvelope>,
  ) {
    super(envelope.message ?? `Request failed with ${status}`);
  }

  get code(): string | undefined {
    return this.envelope.code;
  }
}

type AuthRequiredListener = () => void;
const authRequiredListeners = new Set<AuthRequiredListener>();

/** The session store subscribes here: a 403 demanding authentication logs the member out (spec 4, 8). */
export function onAuthenticationRequired(listener: AuthRequiredListener): () => void {
  authRequiredListeners.add(listener);
  return () => authRequiredListeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** sent as JSON; a Blob or File is sent as it is, with its own type as the Content-Type (photo uploads); FormData as multipart */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** retries for idempotent calls; writes are never retried unless asked */
  retries?: number;
  signal?: AbortSignal;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isRetryable(status: number): boolean {
  return status === 0 || status === 429 || status >= 500;
}

/** Calls the gateway. Throws ApiError carrying the error envelope on a non-2xx answer. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const retries = options.retries ?? (method === 'GET' ? REQUEST_RETRIES : 0);
  const url = new URL(path, window.location.origin);
  const raw = typeof Blob !== 'undefined' && options.body instanceof Blob ? options.body : null;
  // A form with a file goes as multipart/form-data; the browser writes that type with its boundary.
  const form = typeof FormData !== 'undefined' && options.body instanceof FormData ? options.body : null;
  const contentType = options.body === undefined || form ? null : raw ? raw.type || 'application/octet-stream' : 'application/json';
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }

  for (let attempt = 0; ; attempt += 1) {
    let response: Response | null = null;
    try {
      response = await fetch(url, {
        method,
        credentials: 'same-origin',
        signal: options.signal,
        // The custom header is part of the CSRF defence: a cross-site form cannot set it.
        headers: {
          'X-Request-Type': 'client',
          ...(contentType ? { 'Content-Type': contentType } : {}),
        },
        body: raw ?? form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      });
    } catch (error) {
      if (options.signal?.aborted || attempt >= retries) throw error;
    }

    if (response?.ok) {
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as T;
    }
    if (response && (!isRetryable(response.status) || attempt >= retries)) {
      const envelope = (await response.json().catch(() => ({}))) as Partial<ErrorEnvelope>;
      envelope.correlationId ??= response.headers.get(CORRELATION_ID_HEADER) ?? undefined;
      const demandsLogin =
        response.status === 403 && JSON.stringify(envelope).includes(ERROR_CODES.authenticationRequired) && !url.pathname.endsWith('/user.php');
      if (demandsLogin) authRequiredListeners.forEach((listener) => listener());
      throw new ApiError(response.status, envelope);
    }
    await sleep(RETRY_BASE_DELAY_MS * 2 ** attempt);
  }
}
