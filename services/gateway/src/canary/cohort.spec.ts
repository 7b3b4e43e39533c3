import { cohortShift, drawCohort, releaseFor } from './cohort';

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
      Array.from({ length: 100 }, (_, cohort) => cohort).filter(
        (cohort) => releaseFor('mfe-chat', { ...pointer, canary: { ...pointer.canary, percent } }, { cohort, optIn: false }).cohort === 'canary',
      );
    const ten = canaryCohorts(10);
    expect(canaryCohorts(50)).toEqual(expect.arrayContaining(ten));
  });

  it('sends staff who opted in to every canary, and a visitor without a cohort to the stable release', () => {
    const stableCohort = Array.from({ length: 100 }, (_, cohort) => cohort).find(
      (cohort) => releaseFor('mfe-chat', pointer, { cohort, optIn: false }).cohort === 'stable',
    )!;
    expect(releaseFor('mfe-chat', pointer, { cohort: stableCohort, optIn: true })).toEqual({ version: '1.1.0-canary', cohort: 'canary' });
    expect(releaseFor('mfe-chat', pointer, null)).toEqual({ version: '1.0.0-stable', cohort: 'stable' });
  });
});
