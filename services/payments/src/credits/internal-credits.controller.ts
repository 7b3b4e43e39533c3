import { creditChangeSchema, type CreditChangeRequest } from '@rendezvous/contracts/internal';
import { InternalTokenGuard, Outbox, ZodBody } from '@rendezvous/nest-kit';
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { appendCredits } from './credit-ledger';

/**
 * The synchronous, idempotent credit change (contract: creditChangeCall): the caller's reference is
 * the key, so a retried call applies once and answers the same balance. A change tells the gateway
 * through the outbox, in the same transaction, so the member's next user.php shows it; unless it is
 * made for the member's own request through the gateway (`on_member_request`, chat's charge for a
 * send), after which the gateway drops the member's user object by itself.
 */
@ApiExcludeController()
@UseGuards(InternalTokenGuard)
@Controller('internal/credits')
export class InternalCreditsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  @Post('changes')
  @HttpCode(200)
  async change(@Body(new ZodBody(creditChangeSchema)) body: CreditChangeRequest): Promise<{ balance: number; applied: boolean }> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const entry = await appendCredits(manager, { memberId: body.member_id, delta: body.delta, reason: body.reason, reference: body.reference });
      if (!entry) {
        const [newest] = (await manager.query('SELECT balance_after FROM credit_ledger WHERE member_id = $1 ORDER BY id DESC LIMIT 1', [body.member_id])) as Array<{ balance_after: number }>;
        return { balance: newest?.balance_after ?? 0, applied: false, event: null };
      }
      const event = body.on_member_request ? null : await this.outbox.publish(manager, 'member.changed', { member_id: body.member_id, reason: 'credits' }, body.member_id);
      return { balance: entry.balanceAfter, applied: true, event };
    });
    if (outcome.event) await this.outbox.deliverNow([outcome.event]);
    return { balance: outcome.balance, applied: outcome.applied };
  }
}
