import { paymentsRoutes, type BodyOf } from '@rendezvous/contracts/routes';
import { PAYMENTS_ERROR_CODES, type CreditShop, type OrderQuote, type PaymentOrder, type TransactionList } from '@rendezvous/contracts';
import { ContractRoute, AppError, CurrentMemberId, IdPipe, MemberGuard, SiteHost, ZodBody } from '@rendezvous/nest-kit';
import { Body, Controller, Get, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { OrdersService } from './orders.service';

/** A bundle id (an integer column) that is not one names a bundle that does not exist, as pricing.ts says it. */
const BundleIdPipe = new IdPipe(() => new AppError(404, PAYMENTS_ERROR_CODES.bundleNotFound, 'This credit bundle does not exist.'));

@ApiTags('payments')
@Controller('api/credits')
@UseGuards(MemberGuard)
export class OrdersController {
  constructor(private readonly ordersService: OrdersService) {}

  @Get('shop')
  @ContractRoute(paymentsRoutes.creditShop)
  async shop(@CurrentMemberId() memberId: number): Promise<CreditShop> {
    return this.ordersService.shop(memberId);
  }

  @Get('bundles/:id/quote')
  @ContractRoute(paymentsRoutes.orderQuote)
  async quote(
    @CurrentMemberId() memberId: number,
    @Param('id', BundleIdPipe) bundleId: number,
    @Query('method') method = '',
    @Query('code') code?: string,
  ): Promise<OrderQuote> {
    return this.ordersService.quote(memberId, bundleId, String(method), typeof code === 'string' && code.trim() ? code.slice(0, 40) : undefined);
  }

  @Post('orders')
  @ContractRoute(paymentsRoutes.createOrder)
  async create(
    @CurrentMemberId() memberId: number,
    @Body(new ZodBody(paymentsRoutes.createOrder.body)) body: BodyOf<typeof paymentsRoutes.createOrder>,
    @SiteHost() host: string,
  ): Promise<PaymentOrder> {
    return this.ordersService.create(memberId, body, host);
  }

  @Get('orders')
  @ContractRoute(paymentsRoutes.transactions)
  async list(@CurrentMemberId() memberId: number): Promise<TransactionList> {
    return { orders: await this.ordersService.list(memberId) };
  }

  @Get('orders/:paymentId')
  @ContractRoute(paymentsRoutes.order)
  async read(@CurrentMemberId() memberId: number, @Param('paymentId') paymentId: string): Promise<PaymentOrder> {
    return this.ordersService.read(memberId, paymentId);
  }
}
