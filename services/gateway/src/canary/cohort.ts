import { randomInt } from 'node:crypto';

export type CohortName = 'stable' | 'canary';

/**
 * A visitor's canary cohort (ADR 0017 section 7): a number 0–99 given on the first page and kept in a
 * cookie (cohort-cookie.http.ts), so the same browser gets the same releases on every reload.
 */
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
