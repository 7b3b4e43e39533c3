import type { DirectDebitPending, PaymentOrder } from '@rendezvous/contracts';
import { CurrentMemberId, MemberGuard, SiteHost } from '@rendezvous/nest-kit';
import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { DirectDebitService } from './direct-debit.service';
import { DirectDebitConfirmDto, DirectDebitDto } from './dto/direct-debit.dto';

@ApiTags('payments')
@Controller('api/credits/direct-debit')
@UseGuards(MemberGuard)
export class DirectDebitController {
  constructor(private readonly directDebit: DirectDebitService) {}

  @Post()
  @ApiOperation({ summary: 'The direct-debit form: checks it, then mails a one-time code (also the SEPA pre-notification)' })
  @ApiCreatedResponse({ description: '{ request_id, iban_masked, amount, currency, expires_at }' })
  @ApiBadRequestResponse({ description: 'field errors (IBAN, mobile number, address, consent)' })
  @ApiForbiddenResponse({ description: "'Your account is blocked for direct debit payments.'; authentication_required" })
  @ApiUnprocessableEntityResponse({ description: "'Your limit for direct debit payments has been reached...'" })
  async request(@CurrentMemberId() memberId: number, @Body() body: DirectDebitDto, @SiteHost() host: string): Promise<DirectDebitPending> {
    return this.directDebit.request(memberId, body, host);
  }

  @Post(':requestId/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'The code from the e-mail: the mandate and the debit are made at the provider; the order then waits for the bank' })
  @ApiOkResponse({ description: 'the order (pending)' })
  @ApiUnprocessableEntityResponse({ description: "'Code invalid' (wrong, expired, or too many tries)" })
  async confirm(@CurrentMemberId() memberId: number, @Param('requestId') requestId: string, @Body() body: DirectDebitConfirmDto): Promise<PaymentOrder> {
    return this.directDebit.confirm(memberId, requestId, body.code);
  }
}
