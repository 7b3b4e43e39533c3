import type { Request, Response } from 'express';
import { readCohort, visitorForPage } from './cohort-cookie.http';

const request = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as unknown as Request;

describe('the canary cohort cookie', () => {
  it('reads only a cohort it could have set, and sets a new one on a first page', () => {
    expect(readCohort(request('rdv_cohort=7'))).toBe(7);
    expect(readCohort(request('rdv_cohort=99; rdv_canary=1'))).toBe(99);
    for (const bad of ['rdv_cohort=100', 'rdv_cohort=-1', 'rdv_cohort=07', 'rdv_cohort=x', 'other=1']) expect(readCohort(request(bad))).toBeNull();

    const cookie = jest.fn();
    const visitor = visitorForPage(request(), { cookie } as unknown as Response);
    expect(visitor.cohort).toBeGreaterThanOrEqual(0);
    expect(visitor.cohort).toBeLessThan(100);
    expect(cookie).toHaveBeenCalledWith('rdv_cohort', String(visitor.cohort), expect.objectContaining({ httpOnly: true, sameSite: 'lax', path: '/' }));

    const kept = jest.fn();
    expect(visitorForPage(request('rdv_cohort=42; rdv_canary=1'), { cookie: kept } as unknown as Response)).toEqual({ cohort: 42, optIn: true });
    expect(kept).not.toHaveBeenCalled();
  });
});
