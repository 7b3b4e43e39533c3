import { InternalTokenGuard } from '@rendezvous/nest-kit';
import { Controller, Get, Param, ParseIntPipe, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Wallet } from '@rendezvous/contracts/internal';
import { DataSource } from 'typeorm';
import { walletOf } from '../credits/wallet';

/** The member's credits and premium state, for the gateway's user object (contract: walletCall). */
@ApiExcludeController()
@UseGuards(InternalTokenGuard)
@Controller('internal/wallets')
export class InternalWalletsController {
  constructor(private readonly dataSource: DataSource) {}

  @Get(':id')
  async wallet(@Param('id', ParseIntPipe) id: number): Promise<Wallet> {
    return walletOf(this.dataSource, id);
  }
}
