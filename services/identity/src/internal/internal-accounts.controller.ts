import type { AccountState } from '@rendezvous/contracts/internal';
import { AppError, IdPipe, InternalTokenGuard } from '@rendezvous/nest-kit';
import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Repository } from 'typeorm';
import { Account } from '../accounts/account.entity';

const accountNotFound = () => new AppError(404, 'ACCOUNT.NOT_FOUND', 'This page could not be found');

/** Another service asks for an account's state (contract: accountStateCall); chat before every send. */
@ApiExcludeController()
@UseGuards(InternalTokenGuard)
@Controller('internal/accounts')
export class InternalAccountsController {
  constructor(@InjectRepository(Account) private readonly accounts: Repository<Account>) {}

  @Get(':id')
  async state(@Param('id', new IdPipe(accountNotFound, 'bigint')) id: number): Promise<AccountState> {
    const account = await this.accounts.findOne({ where: { id }, select: { id: true, status: true, language: true } });
    if (!account) throw accountNotFound();
    return { id: account.id, status: account.status, language: account.language };
  }
}
