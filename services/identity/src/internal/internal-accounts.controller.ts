import type { AccountState } from '@rendezvous/contracts/internal';
import { AppError, InternalTokenGuard } from '@rendezvous/nest-kit';
import { Controller, Get, Param, ParseIntPipe, UseGuards } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Repository } from 'typeorm';
import { Account } from '../accounts/account.entity';

/** Another service asks for an account's state (contract: accountStateCall); chat before every send. */
@ApiExcludeController()
@UseGuards(InternalTokenGuard)
@Controller('internal/accounts')
export class InternalAccountsController {
  constructor(@InjectRepository(Account) private readonly accounts: Repository<Account>) {}

  @Get(':id')
  async state(@Param('id', ParseIntPipe) id: number): Promise<AccountState> {
    const account = await this.accounts.findOne({ where: { id }, select: { id: true, status: true, language: true } });
    if (!account) throw new AppError(404, 'ACCOUNT.NOT_FOUND', 'This page could not be found');
    return { id: account.id, status: account.status, language: account.language };
  }
}
