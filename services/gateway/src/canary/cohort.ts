import { isHttps, readCookie } from '@rendezvous/nest-kit';
import { randomInt } from 'node:crypto';
import type { Request, Response } from 'express';

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

export type CohortName = 'stable' | 'canary';

export interface Visitor {
  /** 0–99 */
  cohort: number;
  /** staff who asked for every canary */
  optIn: boolean;
}

/** A remote's live pointer as far as the choice of version goes: its stable release and its canary, if any. */
export interface CanaryPointer {
  current: string;
  canary?: { version: string; percent: number; since?: string } | null;
}

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
 * New visitors' cohorts follow a golden-ratio (Kronecker) sequence from a random start rather than independent
 * draws: every run of consecutive new visitors covers the 100 cohorts evenly, so a 10 % canary gets 10 % of
 * them, give or take about two visitors in 200, instead of a binomial spread (±2 points one time in three).
 * That matters most at low traffic, where a canary's sample is small. Each gateway instance has its own start.
 */
const GOLDEN_RATIO_STEP = (Math.sqrt(5) - 1) / 2;
let cohortPoint = randomInt(1_000_000) / 1_000_000;

/** The next new visitor's cohort, 0–99. */
export function drawCohort(): number {
  cohortPoint = (cohortPoint + GOLDEN_RATIO_STEP) % 1;
  return Math.floor(cohortPoint * 100);
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

/**
 * Each remote's canary takes a different slice of the cohorts (the cohort shifted by a number drawn from
 * the remote's name): with two canaries live, their visitors are not the same 10 %, so one canary's
 * failures never show up in the other's comparison. A canary's percent raised later keeps everyone it had.
 */
export function cohortShift(remote: string): number {
  let hash = 2166136261;
  for (const char of remote) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash % 100;
}

/**
 * The version of `remote` this visitor gets, and the cohort it counts in. A visitor without a cohort (a
 * call without the page's cookie, a crawler) gets the stable release: nobody lands on a canary by accident.
 */
export function releaseFor(remote: string, pointer: CanaryPointer, visitor: Visitor | null): { version: string; cohort: CohortName } {
  const canary = pointer.canary;
  if (!canary || !visitor || canary.version === pointer.current) return { version: pointer.current, cohort: 'stable' };
  const inCanary = visitor.optIn || (visitor.cohort + cohortShift(remote)) % 100 < canary.percent;
  return inCanary ? { version: canary.version, cohort: 'canary' } : { version: pointer.current, cohort: 'stable' };
}
