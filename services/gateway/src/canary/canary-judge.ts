import { createLogger } from '@rendezvous/nest-kit';
import type { CanaryPointer } from './cohort';
import type { GatewayMetrics } from './metrics';
import type { MountCounts, MountFigures } from './mount-counts';

/** The rule by which a canary is rolled back without anyone acting (ADR 0017 section 7; docs/releasing.md "Canary"). */
export interface CanaryRule {
  /** failed mounts (mount errors and load failures) the canary must have at least: a single unlucky visitor is not a verdict */
  minFailures: number;
  /** how many percentage points the canary's failure rate must exceed the stable one's by */
  marginPoints: number;
  /** and how many times the stable rate it must be at least (a noisy stable release does not drag every canary down) */
  ratio: number;
}

export const DEFAULT_CANARY_RULE: CanaryRule = { minFailures: 3, marginPoints: 20, ratio: 2 };

const rate = (figures: MountFigures) => (figures.attempts > 0 ? figures.failures / figures.attempts : 0);
const percent = (value: number) => `${Math.round(value * 1000) / 10} %`;

export interface Verdict {
  rollBack: boolean;
  canaryRate: number;
  stableRate: number;
  /** the figures and the rule, as the release log records them */
  why: string;
}

/** Whether a canary is clearly worse than its stable release. Pure: the figures in, the verdict out. */
export function judgeCanary(canary: MountFigures, stable: MountFigures, rule: CanaryRule = DEFAULT_CANARY_RULE): Verdict {
  const canaryRate = rate(canary);
  const stableRate = rate(stable);
  const rollBack = canary.failures >= rule.minFailures && canaryRate * 100 >= stableRate * 100 + rule.marginPoints && canaryRate >= stableRate * rule.ratio;
  const why =
    `canary failed ${canary.failures} of ${canary.attempts} mounts (${percent(canaryRate)}), stable ${stable.failures} of ${stable.attempts} (${percent(stableRate)}); ` +
    `rule: at least ${rule.minFailures} failures, ${rule.marginPoints} points and ${rule.ratio}x above stable` +
    (canary.firstFailureAt ? `; first canary failure reported at ${new Date(canary.firstFailureAt).toISOString()}` : '');
  return { rollBack, canaryRate, stableRate, why };
}

/** What the judge needs of the release store (releases/): the live pointers and a canary's removal under the store's lock. */
export interface CanaryReleases {
  /** each remote's live pointer (stable version and canary) */
  canaryPointers(): Promise<Record<string, CanaryPointer>>;
  /**
   * Removes `version` as `remote`'s canary, if it still is, and logs `canary-rollback` with `why`; answers
   * whether it did. Two gateways deciding at once: the second finds no such canary and changes nothing.
   */
  rollBackCanary(remote: string, version: string, why: string): Promise<boolean>;
}

/**
 * Every `intervalMs` (and soon after a batch that reported a canary failure), compares each live canary with
 * its stable release on the platform's counts (mount-counts.ts) and rolls back one that is clearly worse.
 * Every gateway instance runs one; the store's lock and the version check make a second rollback a no-op.
 */
export class CanaryJudge {
  private readonly log = createLogger('gateway', 'info');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private soon: NodeJS.Timeout | null = null;

  constructor(
    private readonly releases: CanaryReleases,
    private readonly counts: MountCounts,
    private readonly metrics: GatewayMetrics,
    private readonly options: { intervalMs: number; rule?: CanaryRule },
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.judgeNow(), this.options.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.soon) clearTimeout(this.soon);
    this.timer = this.soon = null;
  }

  /** A canary failure was just counted: judge within a moment rather than at the next round. */
  judgeSoon(): void {
    if (this.soon) return;
    this.soon = setTimeout(() => {
      this.soon = null;
      void this.judgeNow();
    }, 250);
    this.soon.unref();
  }

  /** One round; a round already running is awaited rather than doubled. */
  judgeNow(): Promise<void> {
    this.running ??= this.round()
      .catch((error: Error) => this.log.warn({ error: error.message }, 'canary judge: round failed; next round retries'))
      .finally(() => (this.running = null));
    return this.running;
  }

  private async round(): Promise<void> {
    const pointers = await this.releases.canaryPointers();
    for (const [remote, pointer] of Object.entries(pointers)) {
      const canary = pointer.canary;
      if (!canary || canary.version === pointer.current) continue;
      const [canaryFigures, stableFigures] = await Promise.all([this.counts.read(remote, canary.version), this.counts.read(remote, pointer.current)]);
      const verdict = judgeCanary(canaryFigures, stableFigures, this.options.rule);
      this.metrics.canaryFailureRate.set({ remote, cohort: 'canary' }, verdict.canaryRate);
      this.metrics.canaryFailureRate.set({ remote, cohort: 'stable' }, verdict.stableRate);
      if (!verdict.rollBack) continue;
      if (await this.releases.rollBackCanary(remote, canary.version, verdict.why)) {
        this.metrics.canaryRollbacks.inc({ remote });
        this.log.warn({ remote, version: canary.version, why: verdict.why }, 'canary rolled back');
      }
    }
  }
}
