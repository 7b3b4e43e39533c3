import type { Request } from 'express';

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
  return String(req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost').split(',')[0].trim();
}

/** Whether the visitor's connection was https (the gateway forwards x-forwarded-proto). */
export function isHttps(req: Pick<Request, 'headers'>): boolean {
  return String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim() === 'https';
}
