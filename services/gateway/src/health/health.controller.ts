import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { SERVICE_NAMES, serviceUrls } from '../routing/route-table';

const HEALTH_TIMEOUT_MS = 1_500;

@ApiTags('platform')
@Controller('api')
export class GatewayHealthController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  /** Every service's health in one answer; 503 when any is down. */
  @Get('health')
  @ApiOperation({ summary: 'Health of the gateway and every service' })
  async health(@Res() res: Response): Promise<void> {
    const urls = serviceUrls(this.config);
    const services = Object.fromEntries(
      await Promise.all(
        SERVICE_NAMES.map(async (name) => {
          const started = Date.now();
          try {
            const answer = await fetch(`${urls[name]}/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
            const body = (await answer.json()) as { status?: string; database?: string };
            return [name, { status: answer.ok ? 'ok' : 'down', database: body.database, latencyMs: Date.now() - started }];
          } catch {
            return [name, { status: 'down', latencyMs: Date.now() - started }];
          }
        }),
      ),
    ) as Record<string, { status: string }>;
    const allUp = Object.values(services).every((service) => service.status === 'ok');
    res.status(allUp ? 200 : 503).json({ status: allUp ? 'ok' : 'degraded', gateway: 'ok', services });
  }
}
