import { Controller, Get, HttpCode, Inject, Module, Optional, Req, ServiceUnavailableException, type DynamicModule } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { DatabaseHealth } from './database';
import { bearerToken, INTERNAL_TOKEN, sameSecret } from './internal-token.guard';
import { Outbox } from './outbox/outbox';

export const SERVICE_NAME = Symbol('SERVICE_NAME');

@ApiExcludeController()
@Controller()
export class HealthController {
  constructor(
    @Inject(SERVICE_NAME) private readonly service: string,
    @Optional() private readonly database?: DatabaseHealth,
    @Optional() @Inject(INTERNAL_TOKEN) private readonly internalToken?: string,
    @Optional() private readonly moduleRef?: ModuleRef,
  ) {}

  /** The service's outbox, when it sends events (provided by its own module, not this one). */
  private outbox(): Outbox | undefined {
    try {
      return this.moduleRef?.get(Outbox, { strict: false });
    } catch {
      return undefined;
    }
  }

  /**
   * Liveness and readiness: the process answers and its database answers. A caller that presents a
   * bearer token (the gateway, with its INTERNAL_TOKEN) also learns whether this service accepts it:
   * a token mismatch breaks every member call, so health must show it. A service with an outbox
   * also counts its events: pending ones are normal for a moment, dead ones need an operator
   * (`POST /internal/outbox/retry-dead` once the cause is fixed). Neither makes the service "down":
   * it still answers its callers.
   */
  @Get('health')
  @HttpCode(200)
  async health(@Req() req: Request) {
    const database = this.database ? await this.database.check() : 'none';
    const outbox =
      database === 'up'
        ? await this.outbox()
            ?.backlog()
            .catch(() => undefined)
        : undefined;
    const presented = bearerToken(req);
    const internalToken = !presented ? undefined : this.internalToken && sameSecret(presented, this.internalToken) ? 'accepted' : 'rejected';
    const body = {
      status: database === 'down' ? 'down' : 'ok',
      service: this.service,
      database,
      ...(internalToken ? { internal_token: internalToken } : {}),
      ...(outbox ? { outbox } : {}),
      uptimeSeconds: Math.round(process.uptime()),
    };
    if (database === 'down') throw new ServiceUnavailableException({ message: `${this.service} cannot reach its database`, ...body });
    return body;
  }
}

@Module({})
export class HealthModule {
  static forService(service: string, { database, internalToken }: { database: boolean; internalToken: string }): DynamicModule {
    return {
      module: HealthModule,
      controllers: [HealthController],
      providers: [{ provide: SERVICE_NAME, useValue: service }, { provide: INTERNAL_TOKEN, useValue: internalToken }, ...(database ? [DatabaseHealth] : [])],
    };
  }
}
