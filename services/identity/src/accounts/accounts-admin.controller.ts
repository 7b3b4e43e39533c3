import type { TrackingData } from '@rendezvous/contracts';
import { AdminTokenGuard, AppError } from '@rendezvous/nest-kit';
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Repository } from 'typeorm';
import { Account } from './account.entity';

/** What an operator (marketing, support) sees of an account: where it came from, not what is private. */
export interface AccountSummary {
  id: number;
  email: string;
  status: string;
  signup_date: string;
  /** the lander's tracking query (spec 3: network, ref, sub1, sub2, sub3), or null */
  tracking: TrackingData | null;
}

@ApiTags('identity admin')
@ApiBearerAuth()
@UseGuards(AdminTokenGuard)
@Controller('api/admin/accounts')
export class AccountsAdminController {
  constructor(@InjectRepository(Account) private readonly accounts: Repository<Account>) {}

  /** One account by its e-mail address (bearer ADMIN_TOKEN): which campaign and network brought it. */
  @Get()
  @ApiOperation({ summary: "An account's signup attribution by e-mail address (operators)" })
  async byEmail(@Query('email') email?: unknown): Promise<AccountSummary> {
    const account =
      typeof email === 'string' && email.length <= 254
        ? await this.accounts.findOne({ where: { email: email.trim().toLowerCase() }, select: { id: true, email: true, status: true, createdAt: true, tracking: true } })
        : null;
    if (!account) throw new AppError(404, 'ACCOUNT.NOT_FOUND', 'This page could not be found');
    return { id: account.id, email: account.email, status: account.status, signup_date: account.createdAt.toISOString(), tracking: account.tracking };
  }
}
