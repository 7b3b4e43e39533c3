import { type CallAnswer, type creditChangeCall, creditChangeSchema, type CreditChangeRequest } from '@rendezvous/contracts/internal';
import { InternalTokenGuard, ZodBody } from '@rendezvous/nest-kit';
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { CreditsService } from './credits.service';

/** The synchronous, idempotent credit change (contract: creditChangeCall); CreditsService.change says how. */
@ApiExcludeController()
@UseGuards(InternalTokenGuard)
@Controller('internal/credits')
export class InternalCreditsController {
  constructor(private readonly credits: CreditsService) {}

  @Post('changes')
  @HttpCode(200)
  change(@Body(new ZodBody(creditChangeSchema)) body: CreditChangeRequest): Promise<CallAnswer<typeof creditChangeCall>> {
    return this.credits.change(body);
  }
}
