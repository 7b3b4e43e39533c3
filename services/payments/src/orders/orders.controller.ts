import { PAYMENTS_ERROR_CODES, type CreditShop, type OrderQuote, type PaymentOrder, type TransactionList } from '@rendezvous/contracts';
import { AppError, CurrentMemberId, IdPipe, MemberGuard, SiteHost } from '@rendezvous/nest-kit';
import { Body, Controller, Get, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { CreateOrderDto } from './dto/create-order.dto';
import { OrdersService } from './orders.service';

/** A bundle id (an integer column) that is not one names a bundle that does not exist, as pricing.ts says it. */
const BundleIdPipe = new IdPipe(() => new AppError(404, PAYMENTS_ERROR_CODES.bundleNotFound, 'This credit bundle does not exist.'));

@ApiTags('payments')
@Controller('api/credits')
@UseGuards(MemberGuard)
@ApiForbiddenResponse({ description: 'authentication_required when logged out' })
export class OrdersController {
  constructor(private readonly ordersService: OrdersService) {}

  @Get('shop')
  @ApiOperation({ summary: "The credit bundles in the member's currency (VAT of their country included) and the payment methods offered there" })
  @ApiOkResponse({ description: '{ country, currency, bundles: [{ id, credits, price, currency, price_per_credit, popular }], methods: [{ id, label, fee }], credits, paid_user }' })
  @ApiConflictResponse({ description: 'PAYMENTS.COUNTRY_UNKNOWN: the profile has no country' })
  async shop(@CurrentMemberId() memberId: number): Promise<CreditShop> {
    return this.ordersService.shop(memberId);
  }

  @Get('bundles/:id/quote')
  @ApiOperation({ summary: 'The order overview of one bundle and method (and ?code=…; else the welcome discount when the member has it): price, discount, fee, total, VAT; minor units' })
  @ApiOkResponse({ description: '{ bundle_id, credits, method, currency, price, discount, fee, total, vat_rate, vat, net }' })
  @ApiNotFoundResponse({ description: 'PAYMENTS.BUNDLE_NOT_FOUND' })
  @ApiUnprocessableEntityResponse({ description: "PAYMENTS.METHOD_NOT_OFFERED in the member's country and currency; DISCOUNT.NOT_APPLICABLE (?code=…)" })
  @ApiTooManyRequestsResponse({ description: "REQUEST.RATE_LIMITED with ?code=…: the member's discount-code checks are used up for now" })
  async quote(@CurrentMemberId() memberId: number, @Param('id', BundleIdPipe) bundleId: number, @Query('method') method = '', @Query('code') code?: string): Promise<OrderQuote> {
    return this.ordersService.quote(memberId, bundleId, String(method), typeof code === 'string' && code.trim() ? code.slice(0, 40) : undefined);
  }

  @Post('orders')
  @ApiOperation({ summary: "Order a bundle: priced by the server, then the provider's hosted checkout (checkout_url)" })
  @ApiCreatedResponse({ description: 'the order, status open, with checkout_url' })
  @ApiServiceUnavailableResponse({ description: 'the provider could not be reached; nothing was charged' })
  @ApiTooManyRequestsResponse({ description: "REQUEST.RATE_LIMITED with a discount_code: the member's discount-code checks are used up for now" })
  async create(@CurrentMemberId() memberId: number, @Body() body: CreateOrderDto, @SiteHost() host: string): Promise<PaymentOrder> {
    return this.ordersService.create(memberId, body, host);
  }

  @Get('orders')
  @ApiOperation({ summary: "The member's transactions: every order, newest first, with status and any refund or chargeback" })
  @ApiOkResponse({ description: '{ orders: [order] }' })
  async list(@CurrentMemberId() memberId: number): Promise<TransactionList> {
    return { orders: await this.ordersService.list(memberId) };
  }

  @Get('orders/:paymentId')
  @ApiOperation({ summary: "One of the member's orders and its status (open, pending, paid, failed, canceled, expired)" })
  @ApiOkResponse({ description: 'the order' })
  @ApiNotFoundResponse({ description: "PAYMENTS.ORDER_NOT_FOUND, also for another member's order" })
  async read(@CurrentMemberId() memberId: number, @Param('paymentId') paymentId: string): Promise<PaymentOrder> {
    return this.ordersService.read(memberId, paymentId);
  }
}
