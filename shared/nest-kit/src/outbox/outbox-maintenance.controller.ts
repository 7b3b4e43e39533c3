import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InternalTokenGuard } from '../internal-token.guard';
import { Outbox } from './outbox';

/**
 * The operator's view of a sending service's outbox (internal token only):
 * `GET /internal/outbox` counts what waits and what was set aside, `POST /internal/outbox/retry-dead`
 * gives the set-aside events a fresh start. Services with an outbox list it next to `Outbox`.
 */
@ApiExcludeController()
@UseGuards(InternalTokenGuard)
@Controller('internal/outbox')
export class OutboxMaintenanceController {
  constructor(private readonly outbox: Outbox) {}

  @Get()
  backlog(): Promise<{ pending: number; dead: number }> {
    return this.outbox.backlog();
  }

  @Post('retry-dead')
  @HttpCode(200)
  async retryDead(): Promise<{ retried: number }> {
    return { retried: await this.outbox.retryDead() };
  }
}
