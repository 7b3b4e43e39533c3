import { identityRoutes } from '@rendezvous/contracts/routes';
import { ContractRoute, AdminTokenGuard, AppError } from '@rendezvous/nest-kit';
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type AccountSummary, AccountsService } from './accounts.service';

@ApiTags('identity admin')
@ApiBearerAuth()
@UseGuards(AdminTokenGuard)
@Controller('api/admin/accounts')
export class AccountsAdminController {
  constructor(private readonly accounts: AccountsService) {}

  /** One account by its e-mail address (bearer ADMIN_TOKEN): which campaign and network brought it. */
  @Get()
  @ContractRoute(identityRoutes.accountByEmail)
  async byEmail(@Query('email') email?: unknown): Promise<AccountSummary> {
    const summary = await this.accounts.summaryByEmail(email);
    if (!summary) throw new AppError(404, 'ACCOUNT.NOT_FOUND', 'This page could not be found');
    return summary;
  }
}
