import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ERROR_CODES, SERVICES, SPEC_MESSAGES } from '@rendezvous/contracts';
import { healthCall } from '@rendezvous/contracts/internal';
import { gatewayRoutes } from '@rendezvous/contracts/routes';
import { ContractRoute, currentCorrelationId, InternalCallError, InternalClient } from '@rendezvous/nest-kit';
import { SERVICE_NAMES, type ServiceName } from '../routing/route-table';

const HEALTH_TIMEOUT_MS = 1_500;

/** Where each service answers its health: the platform's list says (as launch.mjs and the Dockerfiles read it). */
const HEALTH_PATHS: ReadonlyMap<ServiceName, string> = new Map(SERVICES.map((service) => [service.name, service.healthPath]));

/** The health call of one service, at its listed path. */
export const listedHealthCall = (service: ServiceName): ReturnType<typeof healthCall> => ({
  ...healthCall(service),
  path: () => HEALTH_PATHS.get(service) ?? '/health',
});

type ServiceHealth = { status: 'ok' | 'down' | 'misconfigured'; database?: string; reason?: string; latencyMs: number };

@ApiTags('platform')
@Controller('api')
export class GatewayHealthController {
  constructor(private readonly internal: InternalClient) {}

  /**
   * Every service's health in one answer. The gateway presents its internal token: a service that
   * refuses it is "misconfigured" (every member call to it would fail), not ok. When anything is not
   * ok the answer is a 503 in the error envelope's shape, with the per-service detail beside it.
   */
  @Get('health')
  @ContractRoute(gatewayRoutes.health)
  async health(@Res() res: Response): Promise<void> {
    const services = Object.fromEntries(await Promise.all(SERVICE_NAMES.map(async (name) => [name, await this.check(name)] as const))) as Record<
      string,
      ServiceHealth
    >;
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

  private async check(service: ServiceName): Promise<ServiceHealth> {
    const started = Date.now();
    try {
      const body = await this.internal.call(listedHealthCall(service), { timeoutMs: HEALTH_TIMEOUT_MS });
      const latencyMs = Date.now() - started;
      if (body.internal_token !== 'accepted') {
        return { status: 'misconfigured', database: body.database, reason: "the service refuses the gateway's INTERNAL_TOKEN", latencyMs };
      }
      return { status: 'ok', database: body.database, latencyMs };
    } catch (error) {
      const reason = error instanceof InternalCallError ? error.failure : 'unreachable';
      return { status: 'down', reason, latencyMs: Date.now() - started };
    }
  }
}
