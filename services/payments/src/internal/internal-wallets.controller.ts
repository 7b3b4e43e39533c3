import { InternalTokenGuard } from '@rendezvous/nest-kit';
import { Controller, Get, Param, ParseIntPipe, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Wallet } from '@rendezvous/contracts/internal';
import { DataSource } from 'typeorm';

/** The member's credits and premium state, for the gateway's user object (contract: walletCall). */
@ApiExcludeController()
@UseGuards(InternalTokenGuard)
@Controller('internal/wallets')
export class InternalWalletsController {
  constructor(private readonly dataSource: DataSource) {}

  @Get(':id')
  async wallet(@Param('id', ParseIntPipe) id: number): Promise<Wallet> {
    const [row] = (await this.dataSource.query(
      `SELECT
         COALESCE((SELECT balance_after FROM credit_ledger WHERE member_id = $1 ORDER BY id DESC LIMIT 1), 0) AS credits,
         EXISTS (SELECT 1 FROM memberships WHERE member_id = $1) AS paid_user`,
      [id],
    )) as Array<{ credits: number; paid_user: boolean }>;
    return { credits: Number(row.credits), paid_user: row.paid_user };
  }
}
