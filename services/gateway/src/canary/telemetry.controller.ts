import type { TelemetryEvent } from '@rendezvous/contracts';
import { gatewayRoutes, type BodyOf } from '@rendezvous/contracts/routes';
import { ContractRoute, InternalTokenGuard, ZodBody } from '@rendezvous/nest-kit';
import { Body, Controller, Get, Header, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { Registry } from 'prom-client';
import { ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import { CanaryJudge, type CanaryReleases } from './canary-judge';
import { GatewayMetrics } from './metrics';
import { CANARY_RELEASES, MOUNT_COUNTS } from './canary.tokens';
import type { MountCounts, MountTally } from './mount-counts';

@ApiTags('platform')
@Controller()
export class TelemetryController {
  constructor(
    private readonly metrics: GatewayMetrics,
    private readonly judge: CanaryJudge,
    @Inject(MOUNT_COUNTS) private readonly counts: MountCounts,
    @Inject(CANARY_RELEASES) private readonly releases: CanaryReleases,
  ) {}

  /**
   * Public: every visitor's shell reports here (no cookie is read, no client header needed: a beacon cannot
   * send one). Its own rate limit and an 8 KB body cap (main.ts). Events for a version that is not live
   * (a page opened before a release) are dropped: they would only add labels, and no judge needs them.
   */
  @Post('api/telemetry')
  @HttpCode(204)
  @ContractRoute(gatewayRoutes.telemetry)
  async receive(@Body(new ZodBody(gatewayRoutes.telemetry.body)) batch: BodyOf<typeof gatewayRoutes.telemetry>): Promise<void> {
    const pointers = await this.releases.canaryPointers();
    const live = (event: TelemetryEvent) => {
      const pointer = pointers[event.remote];
      return pointer !== undefined && (pointer.current === event.version || pointer.canary?.version === event.version);
    };
    const tallies = new Map<string, MountTally>();
    let canaryFailed = false;
    for (const event of batch.events as TelemetryEvent[]) {
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

  /** Prometheus's scrape: not public, it needs the internal token (docs/releasing.md "Canary"). */
  @Get('metrics')
  @UseGuards(InternalTokenGuard)
  @Header('Cache-Control', 'no-store')
  @Header('Content-Type', Registry.PROMETHEUS_CONTENT_TYPE)
  @ApiExcludeEndpoint()
  async scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
