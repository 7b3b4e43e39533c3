import type { AccountState } from '@rendezvous/contracts/internal';
import { AppError, IdPipe, InternalTokenGuard } from '@rendezvous/nest-kit';
import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { AccountsService } from './accounts.service';

const accountNotFound = () => new AppError(404, 'ACCOUNT.NOT_FOUND', 'This page could not be found');

/** Another service asks for an account's state (contract: accountStateCall); chat before every send. */
@ApiExcludeController()
@UseGuards(InternalTokenGuard)
@Controller('internal/accounts')
export class InternalAccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Get(':id')
  async state(@Param('id', new IdPipe(accountNotFound, 'bigint')) id: number): Promise<AccountState> {
    const state = await this.accounts.stateOf(id);
    if (!state) throw accountNotFound();
    return state;
  }
}
