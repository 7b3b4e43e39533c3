import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ERROR_CODES, SPEC_MESSAGES } from '@rendezvous/contracts';
import { currentCorrelationId } from '@rendezvous/nest-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { SERVICE_NAMES, serviceUrls } from '../routing/route-table';

const HEALTH_TIMEOUT_MS = 1_500;

type ServiceHealth = { status: 'ok' | 'down' | 'misconfigured'; database?: string; reason?: string; latencyMs: number };

@ApiTags('platform')
@Controller('api')
export class GatewayHealthController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  /**
   * Every service's health in one answer. The gateway presents its internal token: a service that
   * refuses it is "misconfigured" (every member call to it would fail), not ok. When anything is not
   * ok the answer is a 503 in the error envelope's shape, with the per-service detail beside it.
   */
  @Get('health')
  @ApiOperation({ summary: 'Health of the gateway and every service; 503 in the error envelope when degraded' })
  async health(@Res() res: Response): Promise<void> {
    const urls = serviceUrls(this.config);
    const services = Object.fromEntries(
      await Promise.all(SERVICE_NAMES.map(async (name) => [name, await this.check(urls[name])] as const)),
    ) as Record<string, ServiceHealth>;
    const allUp = Object.values(services).every((service) => service.status === 'ok');
    if (allUp) {
      res.status(200).json({ status: 'ok', gateway: 'ok', services });
      return;
    }
    res.status(503).json({
      statusCode: 503,
      code: ERROR_CODES.serviceUnavailable,
      message: SPEC_MESSAGES.tryAgainLater,
      correlationId: currentCorrelationId() ?? 'none',
      status: 'degraded',
      gateway: 'ok',
      services,
    });
  }

  private async check(url: string): Promise<ServiceHealth> {
    const started = Date.now();
    try {
      const answer = await fetch(`${url}/health`, {
        headers: { authorization: `Bearer ${this.config.INTERNAL_TOKEN}` },
        signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
      });
      const body = (await answer.json()) as { database?: string; internal_token?: string };
      const latencyMs = Date.now() - started;
      if (!answer.ok) return { status: 'down', database: body.database, latencyMs };
      if (body.internal_token !== 'accepted') {
        return { status: 'misconfigured', database: body.database, reason: 'the service refuses the gateway\'s INTERNAL_TOKEN', latencyMs };
      }
      return { status: 'ok', database: body.database, latencyMs };
    } catch {
      return { status: 'down', latencyMs: Date.now() - started };
    }
  }
}
