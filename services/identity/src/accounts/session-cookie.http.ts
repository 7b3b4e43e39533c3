import { AUTH_COOKIE } from '@rendezvous/contracts';
import { isHttps, readCookie } from '@rendezvous/nest-kit';
import type { Request, Response } from 'express';
import { SESSION_MS } from '../sessions/sessions.service';

// The auth cookie's HTTP side, for controllers and guards: the services below them take the token only.

/** The session token the request's auth cookie carries, if any. */
export function sessionTokenOf(req: Pick<Request, 'headers'>): string | undefined {
  return readCookie(req, AUTH_COOKIE);
}

/** Gives the browser a new session's token: HttpOnly, SameSite=Lax, Secure behind HTTPS. */
export function setSessionCookie(req: Pick<Request, 'headers'>, res: Response, token: string): void {
  res.cookie(AUTH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(req),
    path: '/',
    maxAge: SESSION_MS,
  });
}

export function clearSessionCookie(req: Pick<Request, 'headers'>, res: Response): void {
  res.clearCookie(AUTH_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(req) });
}
