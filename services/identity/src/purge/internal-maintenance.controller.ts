import { InternalTokenGuard, ZodBody } from '@rendezvous/nest-kit';
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { z } from 'zod';
import { AccountPurge } from './account-purge';

const purgeRequest = z.strictObject({
  /** purge as if it were this moment (operators catching up, tests); now when missing */
  as_of: z.iso.datetime({ offset: true }).optional(),
});

/** Operator and test entry to the hourly sweep: runs it now and answers what it purged. */
@ApiExcludeController()
@UseGuards(InternalTokenGuard)
@Controller('internal/maintenance')
export class InternalMaintenanceController {
  constructor(private readonly purge: AccountPurge) {}

  @Post('purge-deleted-accounts')
  @HttpCode(200)
  async purgeDeleted(@Body(new ZodBody(purgeRequest)) body: z.infer<typeof purgeRequest>): Promise<{ purged: number[] }> {
    return { purged: await this.purge.purgeExpired(body.as_of ? new Date(body.as_of) : new Date()) };
  }
}
