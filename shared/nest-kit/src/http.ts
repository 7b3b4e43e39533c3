import type { Request } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import parseurl from 'parseurl';

/**
 * A step before the routes, written against node:http so it runs the same inside Express and on the
 * gateway's path for proxied calls, which does without Express (services/gateway routing/api-calls.ts).
 * Express's Request and Response are node's with more on top, so these are Express middleware too.
 */
export type RequestStep = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The path a request asked for, as Express's `req.path` reads it (parseurl, also for absolute-form
 * request targets), from the original URL. Works on a plain node:http request too: the gateway
 * answers proxied calls before Express (services/gateway routing/api-calls.ts) with the same guards.
 */
export function requestPath(req: IncomingMessage): string {
  return parseurl.original(req)?.pathname ?? '/';
}

/** The raw query string of the original URL, without the '?' ('' when there is none). */
export function requestSearch(req: IncomingMessage): string {
  const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '';
  const index = url.indexOf('?');
  return index < 0 ? '' : url.slice(index + 1);
}

/** One query parameter of the original URL (repeated parameters are refused before any rule reads one). */
export function queryParameter(req: IncomingMessage, name: string): string | undefined {
  const search = requestSearch(req);
  return search ? (new URLSearchParams(search).get(name) ?? undefined) : undefined;
}

/** One cookie's value from the request (no cookie-parser needed for the few cookies services read). */
export function readCookie(req: Pick<Request, 'headers'>, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The host the visitor asked for: the gateway forwards it as x-forwarded-host. */
export function requestHost(req: Pick<Request, 'headers'>): string {
  return String(req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost')
    .split(',')[0]
    .trim();
}

/** Whether the visitor's connection was https (the gateway forwards x-forwarded-proto). */
export function isHttps(req: Pick<Request, 'headers'>): boolean {
  return (
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      .trim() === 'https'
  );
}
