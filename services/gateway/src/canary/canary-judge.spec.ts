import { CanaryJudge, judgeCanary, type CanaryReleases } from './canary-judge';
import type { CanaryPointer } from './cohort';
import { GatewayMetrics } from './metrics';
import { MemoryMountCounts } from './mount-counts';

const figures = (attempts: number, failures: number) => ({ attempts, failures, firstFailureAt: null });

describe('the canary judge', () => {
  it('rolls back only with enough failures, clearly above the stable rate', () => {
    // 3 of 3 failed against a healthy stable release: clearly worse.
    expect(judgeCanary(figures(3, 3), figures(100, 1)).rollBack).toBe(true);
    // Two unlucky visitors are not a verdict.
    expect(judgeCanary(figures(2, 2), figures(100, 0)).rollBack).toBe(false);
    // 3 of 30 (10 %) is within 20 points of a 1 % stable release.
    expect(judgeCanary(figures(30, 3), figures(100, 1)).rollBack).toBe(false);
    // 30 % against a stable 15 %: 15 points only.
    expect(judgeCanary(figures(20, 6), figures(100, 15)).rollBack).toBe(false);
    // 50 % against a stable 28 %: 22 points but under twice the stable rate.
    expect(judgeCanary(figures(20, 10), figures(100, 28)).rollBack).toBe(false);
    // A stable release nobody reported on counts as healthy.
    expect(judgeCanary(figures(4, 4), figures(0, 0)).rollBack).toBe(true);
  });

  it('says why with the figures and the rule', () => {
    const { why } = judgeCanary({ attempts: 4, failures: 3, firstFailureAt: Date.parse('2026-11-27T10:00:00Z') }, figures(10, 0));
    expect(why).toBe(
      'canary failed 3 of 4 mounts (75 %), stable 0 of 10 (0 %); rule: at least 3 failures, 20 points and 2x above stable; first canary failure reported at 2026-11-27T10:00:00.000Z',
    );
  });

  it('rolls a broken canary back through the store once, whoever else judges, and leaves a healthy one', async () => {
    const pointers: Record<string, CanaryPointer> = {
      'mfe-chat': { current: 'stable-1', canary: { version: 'broken-2', percent: 10 } },
      'mfe-members': { current: 'stable-3', canary: { version: 'fine-4', percent: 10 } },
    };
    const rolledBack: string[] = [];
    const releases: CanaryReleases = {
      canaryPointers: async () => structuredClone(pointers),
      // As the store does it: only while that version is still the canary.
      rollBackCanary: async (remote, version, why) => {
        if (pointers[remote].canary?.version !== version) return false;
        delete pointers[remote].canary;
        rolledBack.push(`${remote} ${version}: ${why}`);
        return true;
      },
    };
    const counts = new MemoryMountCounts();
    await counts.add([
      { remote: 'mfe-chat', version: 'stable-1', attempts: 20, failures: 0 },
      { remote: 'mfe-chat', version: 'broken-2', attempts: 3, failures: 3 },
      { remote: 'mfe-members', version: 'stable-3', attempts: 20, failures: 0 },
      { remote: 'mfe-members', version: 'fine-4', attempts: 5, failures: 0 },
    ]);
    const metrics = new GatewayMetrics();
    const [first, second] = [
      new CanaryJudge(releases, counts, metrics, { intervalMs: 1000 }),
      new CanaryJudge(releases, counts, metrics, { intervalMs: 1000 }),
    ];
    await Promise.all([first.judgeNow(), second.judgeNow()]);
    expect(rolledBack).toHaveLength(1);
    expect(rolledBack[0]).toMatch(/^mfe-chat broken-2: canary failed 3 of 3 mounts \(100 %\), stable 0 of 20/);
    expect(pointers['mfe-members'].canary).toEqual({ version: 'fine-4', percent: 10 });
    expect(await metrics.registry.getSingleMetricAsString('rdv_canary_rollbacks_total')).toContain('rdv_canary_rollbacks_total{remote="mfe-chat"} 1');
  });
});
