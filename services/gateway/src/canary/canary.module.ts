import type { Provider, Type } from '@nestjs/common';
import type { GatewayConfig } from '../config';
import type { ReleaseStore } from '../releases/release-store';
import { CanaryJudge } from './canary-judge';
import { CanaryReleasesController } from './canary-releases.controller';
import { StoreCanaryReleases } from './canary-releases';
import { CANARY_RELEASES, MOUNT_COUNTS } from './canary.tokens';
import { GatewayMetrics } from './metrics';
import { createMountCounts } from './mount-counts';
import { TelemetryController } from './telemetry.controller';
import { TelemetryIntake } from './telemetry-intake';

/**
 * The canary (ADR 0017 section 7): telemetry in, metrics out, the judge, and a canary's end by a person.
 * Its controllers are listed in AppModule before the web controller's catch-all page route (as the release
 * API's are, releases.module.ts). The judge starts with the gateway: every instance runs one.
 */
export interface CanaryParts {
  controllers: Type[];
  providers: Provider[];
  judge: CanaryJudge;
  metrics: GatewayMetrics;
}

export function createCanaryParts(config: GatewayConfig, store: ReleaseStore): CanaryParts {
  const metrics = new GatewayMetrics();
  const counts = createMountCounts(config.REDIS_URL);
  const releases = new StoreCanaryReleases(store);
  const judge = new CanaryJudge(releases, counts, metrics, {
    intervalMs: config.CANARY_JUDGE_INTERVAL_MS,
    rule: { minFailures: config.CANARY_MIN_FAILURES, marginPoints: config.CANARY_MARGIN_POINTS, ratio: config.CANARY_RATIO },
  });
  return {
    controllers: [TelemetryController, CanaryReleasesController],
    providers: [
      { provide: GatewayMetrics, useValue: metrics },
      { provide: CanaryJudge, useValue: judge },
      { provide: MOUNT_COUNTS, useValue: counts },
      { provide: CANARY_RELEASES, useValue: releases },
      { provide: TelemetryIntake, useValue: new TelemetryIntake(releases, metrics, counts, judge) },
    ],
    judge,
    metrics,
  };
}
