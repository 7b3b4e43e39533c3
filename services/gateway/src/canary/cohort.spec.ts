import type { Request, Response } from 'express';
import { cohortShift, drawCohort, readCohort, releaseFor, visitorForPage } from './cohort';

const request = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as unknown as Request;

describe('canary cohorts', () => {
  it('gives new visitors cohorts evenly: any 200 in a row put 10 % (± 1.5 points) on a 10 % canary, whichever remote', () => {
    for (let run = 0; run < 20; run += 1) {
      const cohorts = Array.from({ length: 200 }, () => drawCohort());
      expect(cohorts.every((cohort) => Number.isInteger(cohort) && cohort >= 0 && cohort < 100)).toBe(true);
      for (const remote of ['mfe-chat', 'mfe-landers', 'mfe-members']) {
        const onCanary = cohorts.filter((cohort) => (cohort + cohortShift(remote)) % 100 < 10).length;
        expect(Math.abs(onCanary - 20)).toBeLessThanOrEqual(3);
      }
    }
  });

  const pointer = { current: '1.0.0-stable', canary: { version: '1.1.0-canary', percent: 10 } };

  it('puts the canary percent of the 100 cohorts on the canary, the rest on the stable release', () => {
    const onCanary = Array.from({ length: 100 }, (_, cohort) => releaseFor('mfe-chat', pointer, { cohort, optIn: false })).filter((r) => r.cohort === 'canary');
    expect(onCanary).toHaveLength(10);
    expect(onCanary.every((r) => r.version === '1.1.0-canary')).toBe(true);
    expect(releaseFor('mfe-chat', { current: '1.0.0-stable' }, { cohort: 0, optIn: true })).toEqual({ version: '1.0.0-stable', cohort: 'stable' });
  });

  it('gives two remotes canaries in different cohorts, and keeps a canary visitor when the percent grows', () => {
    expect(cohortShift('mfe-chat')).not.toBe(cohortShift('mfe-members'));
    const canaryCohorts = (percent: number) =>
      Array.from({ length: 100 }, (_, cohort) => cohort).filter((cohort) => releaseFor('mfe-chat', { ...pointer, canary: { ...pointer.canary, percent } }, { cohort, optIn: false }).cohort === 'canary');
    const ten = canaryCohorts(10);
    expect(canaryCohorts(50)).toEqual(expect.arrayContaining(ten));
  });

  it('sends staff who opted in to every canary, and a visitor without a cohort to the stable release', () => {
    const stableCohort = Array.from({ length: 100 }, (_, cohort) => cohort).find((cohort) => releaseFor('mfe-chat', pointer, { cohort, optIn: false }).cohort === 'stable')!;
    expect(releaseFor('mfe-chat', pointer, { cohort: stableCohort, optIn: true })).toEqual({ version: '1.1.0-canary', cohort: 'canary' });
    expect(releaseFor('mfe-chat', pointer, null)).toEqual({ version: '1.0.0-stable', cohort: 'stable' });
  });

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
