import { Controller, Get, HttpCode, Inject, Module, Optional, ServiceUnavailableException, type DynamicModule } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { DatabaseHealth } from './database';

export const SERVICE_NAME = Symbol('SERVICE_NAME');

@ApiExcludeController()
@Controller()
export class HealthController {
  constructor(
    @Inject(SERVICE_NAME) private readonly service: string,
    @Optional() private readonly database?: DatabaseHealth,
  ) {}

  /** Liveness and readiness: the process answers and its database answers. */
  @Get('health')
  @HttpCode(200)
  async health() {
    const database = this.database ? await this.database.check() : 'none';
    const body = { status: database === 'down' ? 'down' : 'ok', service: this.service, database, uptimeSeconds: Math.round(process.uptime()) };
    if (database === 'down') throw new ServiceUnavailableException({ message: `${this.service} cannot reach its database`, ...body });
    return body;
  }
}

@Module({})
export class HealthModule {
  static forService(service: string, { database }: { database: boolean }): DynamicModule {
    return {
      module: HealthModule,
      controllers: [HealthController],
      providers: [{ provide: SERVICE_NAME, useValue: service }, ...(database ? [DatabaseHealth] : [])],
    };
  }
}
