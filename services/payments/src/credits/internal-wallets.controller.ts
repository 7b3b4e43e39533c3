import { AppError, IdPipe, InternalTokenGuard } from '@rendezvous/nest-kit';
import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Wallet } from '@rendezvous/contracts/internal';
import { CreditsService } from './credits.service';

/** Member ids are bigint; anything else is no member's wallet. */
const MemberIdPipe = new IdPipe(() => new AppError(404, 'WALLET.NOT_FOUND', 'This page could not be found'), 'bigint');

/** The member's credits and premium state, for the gateway's user object (contract: walletCall). */
@ApiExcludeController()
@UseGuards(InternalTokenGuard)
@Controller('internal/wallets')
export class InternalWalletsController {
  constructor(private readonly credits: CreditsService) {}

  @Get(':id')
  wallet(@Param('id', MemberIdPipe) id: number): Promise<Wallet> {
    return this.credits.wallet(id);
  }
}
