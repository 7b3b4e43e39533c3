import type { TelemetryEvent } from '@rendezvous/contracts';
import type { CanaryJudge, CanaryReleases } from './canary-judge';
import type { GatewayMetrics } from './metrics';
import type { MountCounts, MountTally } from './mount-counts';

/**
 * What the shells' telemetry does (POST /api/telemetry, telemetry.controller.ts): events of a live version (the
 * current or the canary) are counted for Prometheus, mounts and their failures are added to the shared mount
 * counts the judge reads, and a failing canary asks the judge to look at once. Events for a version that is not
 * live (a page opened before a release) are dropped: they would only add labels, and no judge needs them.
 */
export class TelemetryIntake {
  constructor(
    private readonly releases: CanaryReleases,
    private readonly metrics: GatewayMetrics,
    private readonly counts: MountCounts,
    private readonly judge: CanaryJudge,
  ) {}

  async receive(events: TelemetryEvent[]): Promise<void> {
    const pointers = await this.releases.canaryPointers();
    const live = (event: TelemetryEvent) => {
      const pointer = pointers[event.remote];
      return pointer !== undefined && (pointer.current === event.version || pointer.canary?.version === event.version);
    };
    const tallies = new Map<string, MountTally>();
    let canaryFailed = false;
    for (const event of events) {
      if (!live(event)) continue;
      this.metrics.record(event);
      if (event.kind !== 'mount' && event.kind !== 'mount-error' && event.kind !== 'load-error') continue;
      const key = `${event.remote}@${event.version}`;
      const tally = tallies.get(key) ?? { remote: event.remote, version: event.version, attempts: 0, failures: 0 };
      tally.attempts += 1;
      if (event.kind !== 'mount') {
        tally.failures += 1;
        canaryFailed ||= pointers[event.remote].canary?.version === event.version;
      }
      tallies.set(key, tally);
    }
    await this.counts.add([...tallies.values()]);
    // A broken canary is noticed within a second of its failures arriving, not at the judge's next round.
    if (canaryFailed) this.judge.judgeSoon();
  }
}
