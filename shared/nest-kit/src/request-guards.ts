import { ERROR_CODES, type ErrorEnvelope } from '@rendezvous/contracts';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { currentCorrelationId } from './tracing';
import { requestPath, requestSearch, type RequestStep } from './http';

/** Deeper JSON than this is refused before any validator walks it (a schema's parse recurses per level). */
export const MAX_JSON_DEPTH = 20;

/** Answers a refused request with the one error envelope, before any route runs. */
export function refuse(res: ServerResponse, statusCode: number, code: string, message: string, errors?: Record<string, string[]>): void {
  const envelope: ErrorEnvelope = { statusCode, code, message, correlationId: currentCorrelationId() ?? 'none', ...(errors ? { errors } : {}) };
  answerJson(res, statusCode, envelope);
}

/** A JSON answer written on node:http, for the steps that answer without Express (refusals, hot calls, probes). */
export function answerJson(res: ServerResponse, statusCode: number, value: unknown): void {
  const body = JSON.stringify(value);
  res.statusCode = statusCode;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/**
 * A query parameter that appears twice is refused: `?push=1&push=0` read as "1" by one layer and as
 * an array by the next is how a request slips past a rule. No call of ours takes repeated parameters.
 */
export const rejectRepeatedQueryParameters: RequestStep = (req, res, next) => {
  const search = requestSearch(req);
  if (search) {
    const seen = new Set<string>();
    for (const key of new URLSearchParams(search).keys()) {
      if (seen.has(key)) {
        refuse(res, 400, ERROR_CODES.repeatedParameter, `The query parameter "${key.slice(0, 40)}" may appear only once.`);
        return;
      }
      seen.add(key);
    }
  }
  next();
};

const hasNul = (text: string) => text.includes('\u0000');

/**
 * What the body parser accepted but no handler can use: NUL characters (Postgres refuses them in text)
 * and nesting deeper than MAX_JSON_DEPTH. Walked without recursion, so a hostile body cannot exhaust
 * the stack here either. Returns the problem, or null.
 */
export function unsafeValueProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): 'nul' | 'depth' | null {
  const stack: Array<[unknown, number]> = [[value, 0]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [current, depth] = next;
    if (typeof current === 'string') {
      if (hasNul(current)) return 'nul';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxDepth) return 'depth';
    for (const [key, child] of Object.entries(current)) {
      if (hasNul(key)) return 'nul';
      stack.push([child, depth + 1]);
    }
  }
  return null;
}

function decodedPath(req: IncomingMessage): string {
  const path = requestPath(req);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Whether a query string carries a NUL character in a name or a value, once decoded. */
function queryHasNul(search: string): boolean {
  if (!search) return false;
  for (const [key, value] of new URLSearchParams(search)) if (hasNul(key) || hasNul(value)) return true;
  return false;
}

/**
 * Refuses NUL characters in the path, the query and the body, and bodies nested too deeply. The
 * query is read flat (no call of ours takes nested parameters); the body is whatever the body parser
 * made of it (none on the gateway, which streams bodies on unread).
 */
export const rejectUnsafeInput: RequestStep = (req, res, next) => {
  const problem = hasNul(decodedPath(req)) || queryHasNul(requestSearch(req)) ? 'nul' : unsafeValueProblem((req as { body?: unknown }).body);
  if (problem === 'nul') return refuse(res, 400, ERROR_CODES.malformedBody, 'The request may not contain NUL characters.');
  if (problem === 'depth') return refuse(res, 400, ERROR_CODES.malformedBody, 'The request body is nested too deeply.');
  next();
};

/**
 * API answers are personal unless a handler says otherwise: nothing is kept by browsers or shared
 * caches by default. Handlers of public, cacheable data (interests, regions) set their own header.
 */
export const noStoreByDefault: RequestStep = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * Requests Node's HTTP parser refuses (16 KB+ URLs or headers, unknown methods, broken framing) never
 * reach Express; Node would answer them with an empty body. They get the error envelope too.
 */
export function answerClientErrorsInEnvelope(server: Server): void {
  server.removeAllListeners('clientError');
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || (error.code === 'ECONNRESET' && !socket.bytesWritten)) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const envelope: ErrorEnvelope = tooLarge
      ? { statusCode: 431, code: ERROR_CODES.requestTooLarge, message: 'The request URL or headers are too large.', correlationId: randomUUID() }
      : { statusCode: 400, code: ERROR_CODES.malformedBody, message: 'The request could not be read.', correlationId: randomUUID() };
    const body = JSON.stringify(envelope);
    socket.end(
      `HTTP/1.1 ${envelope.statusCode} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
