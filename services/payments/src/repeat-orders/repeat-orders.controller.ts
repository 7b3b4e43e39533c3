import type { PaymentOrder, StoredMethodList } from '@rendezvous/contracts';
import { CurrentMemberId, MemberGuard, SiteHost } from '@rendezvous/nest-kit';
import { Body, Controller, Get, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RepeatOrderDto } from './dto/repeat-order.dto';
import { RepeatOrdersService } from './repeat-orders.service';

@ApiTags('payments')
@Controller('api/credits')
@UseGuards(MemberGuard)
export class RepeatOrdersController {
  constructor(private readonly repeatOrders: RepeatOrdersService) {}

  @Get('stored-methods')
  @ApiOperation({ summary: "The member's stored cards, PayPal accounts and SEPA mandates (left by earlier payments)" })
  @ApiOkResponse({ description: '{ methods: [{ id, method, label }] }' })
  async stored(@CurrentMemberId() memberId: number): Promise<StoredMethodList> {
    return { methods: await this.repeatOrders.storedMethods(memberId) };
  }

  @Post('repeat-order')
  @ApiOperation({ summary: 'Buy a bundle again with a stored method, without a checkout; the order then waits for the provider' })
  @ApiCreatedResponse({ description: 'the order (pending)' })
  @ApiForbiddenResponse({ description: 'blocked after a chargeback; authentication_required' })
  @ApiNotFoundResponse({ description: 'no such stored method for this member' })
  async repeat(@CurrentMemberId() memberId: number, @Body() body: RepeatOrderDto, @SiteHost() host: string): Promise<PaymentOrder> {
    return this.repeatOrders.repeat(memberId, body.bundle_id, body.mandate_id, host);
  }
}
