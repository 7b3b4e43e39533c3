import { isHttps, readCookie } from '@rendezvous/nest-kit';
import type { Request, Response } from 'express';
import { drawCohort, type Visitor } from './cohort';

// The cohort's HTTP side, for controllers: the choice of a release (cohort.ts) takes a Visitor only.

/**
 * A visitor's canary cohort (ADR 0017 section 7): a number 0–99 given on the first page and kept
 * in a cookie, so the same browser gets the same releases on every reload. It identifies nobody (a hundred
 * buckets, never sent anywhere but back to this site) and says nothing but which version to serve.
 */
export const COHORT_COOKIE = 'rdv_cohort';
/** Staff opt in to every live canary with `rdv_canary=1` (set by hand in the browser's tools). */
export const CANARY_OPT_IN_COOKIE = 'rdv_canary';
/** A year: long enough that a visitor keeps their versions for any canary's life. */
const COHORT_MAX_AGE_MS = 365 * 24 * 3600_000;

const COHORT_TEXT = /^(?:[0-9]|[1-9][0-9])$/;

/** The request's cohort, or null when the cookie is missing or not one of ours (a new one is then drawn). */
export function readCohort(req: Pick<Request, 'headers'>): number | null {
  const text = readCookie(req, COHORT_COOKIE);
  return text !== undefined && COHORT_TEXT.test(text) ? Number(text) : null;
}

/** The visitor of a request without touching the response (calls: /api/remotes.json keeps what the page set). */
export function visitorOf(req: Pick<Request, 'headers'>): Visitor | null {
  const cohort = readCohort(req);
  return cohort === null ? null : { cohort, optIn: readCookie(req, CANARY_OPT_IN_COOKIE) === '1' };
}

/**
 * The visitor of a page request: the cookie's cohort, or a new one (drawCohort) set on the response (the first
 * page). HttpOnly: the page learns its cohort from the manifest entries, scripts never need the cookie.
 */
export function visitorForPage(req: Request, res: Response): Visitor {
  const known = visitorOf(req);
  if (known) return known;
  const cohort = drawCohort();
  res.cookie(COHORT_COOKIE, String(cohort), { maxAge: COHORT_MAX_AGE_MS, sameSite: 'lax', secure: isHttps(req), httpOnly: true, path: '/' });
  return { cohort, optIn: readCookie(req, CANARY_OPT_IN_COOKIE) === '1' };
}
