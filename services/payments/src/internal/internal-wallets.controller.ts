import { AppError, IdPipe, InternalTokenGuard } from '@rendezvous/nest-kit';
import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Wallet } from '@rendezvous/contracts/internal';
import { DataSource } from 'typeorm';
import { walletOf } from '../credits/wallet';

/** Member ids are bigint; anything else is no member's wallet. */
const MemberIdPipe = new IdPipe(() => new AppError(404, 'WALLET.NOT_FOUND', 'This page could not be found'), 'bigint');

/** The member's credits and premium state, for the gateway's user object (contract: walletCall). */
@ApiExcludeController()
@UseGuards(InternalTokenGuard)
@Controller('internal/wallets')
export class InternalWalletsController {
  constructor(private readonly dataSource: DataSource) {}

  @Get(':id')
  async wallet(@Param('id', MemberIdPipe) id: number): Promise<Wallet> {
    return walletOf(this.dataSource, id);
  }
}
