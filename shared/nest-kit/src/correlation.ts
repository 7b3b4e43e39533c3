import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { CORRELATION_ID_HEADER } from '@rendezvous/contracts';
import type { RequestStep } from './http';

const storage = new AsyncLocalStorage<{ correlationId: string }>();

export function currentCorrelationId(): string | undefined {
  return storage.getStore()?.correlationId;
}

const VALID_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Takes the caller's correlation id (the gateway sets one) or makes one, and keeps it for the request. */
export const correlationMiddleware: RequestStep = (req, res, next) => {
  const incoming = req.headers[CORRELATION_ID_HEADER];
  const correlationId = typeof incoming === 'string' && VALID_ID.test(incoming) ? incoming : randomUUID();
  req.headers[CORRELATION_ID_HEADER] = correlationId;
  res.setHeader(CORRELATION_ID_HEADER, correlationId);
  storage.run({ correlationId }, next);
};

/** Runs `work` under a correlation id of its own (a socket's event, which has no request headers), so its internal calls and logs carry it. */
export function withCorrelationId<T>(correlationId: string, work: () => T): T {
  return storage.run({ correlationId }, work);
}
