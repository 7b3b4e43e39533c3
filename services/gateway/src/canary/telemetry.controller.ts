import type { TelemetryEvent } from '@rendezvous/contracts';
import { gatewayRoutes, type BodyOf } from '@rendezvous/contracts/routes';
import { ContractRoute, InternalTokenGuard, ZodBody } from '@rendezvous/nest-kit';
import { Body, Controller, Get, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import { Registry } from 'prom-client';
import { ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import { GatewayMetrics } from './metrics';
import { TelemetryIntake } from './telemetry-intake';

@ApiTags('platform')
@Controller()
export class TelemetryController {
  constructor(
    private readonly metrics: GatewayMetrics,
    private readonly intake: TelemetryIntake,
  ) {}

  /**
   * Public: every visitor's shell reports here (no cookie is read, no client header needed: a beacon cannot
   * send one). Its own rate limit and an 8 KB body cap (main.ts). What is counted: TelemetryIntake.
   */
  @Post('api/telemetry')
  @HttpCode(204)
  @ContractRoute(gatewayRoutes.telemetry)
  receive(@Body(new ZodBody(gatewayRoutes.telemetry.body)) batch: BodyOf<typeof gatewayRoutes.telemetry>): Promise<void> {
    return this.intake.receive(batch.events as TelemetryEvent[]);
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
