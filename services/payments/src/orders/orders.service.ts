import {
  type CreditShop,
  DISCOUNT_MESSAGES,
  type OrderQuote,
  PAYMENTS_ERROR_CODES,
  PAYMENTS_PATHS,
  type PaymentOrder,
  SPEC_MESSAGES,
  type SupportedCountry,
} from '@rendezvous/contracts';
import { AppError } from '@rendezvous/nest-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { QueryFailedError } from 'typeorm';
import { CREDIT_BUNDLES } from '../catalogue/bundles';
import { COUNTRY_CURRENCY } from '../catalogue/currencies';
import { feeOf, findMethod, PAYMENT_METHODS, offeredIn } from '../catalogue/payment-methods';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../config';
import { CreditsService } from '../credits/credits.service';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../providers/payment-provider';
import { DiscountsService } from '../discounts/discounts.service';
import { MANDATE_MAKING_METHODS, ProviderCustomers } from '../customers/provider-customers';
import { BuyerCountry } from './buyer-country';
import type { CreateOrderRequest } from '@rendezvous/contracts';
import { type Order, openOrderFrom } from './order.entity';
import { OrdersRepository } from './orders.repository';
import { quoteOrder } from './pricing';

/**
 * A once-per-member discount held by another open, pending or paid order of the member (the
 * orders_discount_reserved index) is the spec's 'Code already used'; any other failure stays itself.
 */
export function asReservationRefusal(error: unknown): never {
  if (error instanceof QueryFailedError && (error as { constraint?: string }).constraint === 'orders_discount_reserved') {
    throw new AppError(409, PAYMENTS_ERROR_CODES.codeAlreadyUsed, DISCOUNT_MESSAGES.alreadyUsed);
  }
  throw error;
}

export function toPaymentOrder(order: Order): PaymentOrder {
  return {
    payment_id: order.id,
    status: order.status,
    bundle_id: order.bundleId,
    credits: order.credits,
    method: order.method,
    currency: order.currency.trim(),
    price: order.price,
    discount: order.discount,
    discount_code: order.discountCode,
    fee: order.fee,
    total: order.total,
    amount: order.total,
    vat_rate: order.vatRateBp / 100,
    vat: order.vat,
    net: order.net,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    checkout_url: order.status === 'open' ? order.checkoutUrl : null,
    country: order.country,
    reversal: order.reversal ?? null,
    reversed_at: order.reversedAt?.toISOString() ?? null,
  };
}

/** The credits shop: what a member can buy, the overview of one choice, and the orders that buy it. */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    private readonly orders: OrdersRepository,
    private readonly credits: CreditsService,
    private readonly buyerCountry: BuyerCountry,
    private readonly discounts: DiscountsService,
    private readonly customers: ProviderCustomers,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
  ) {}

  async shop(memberId: number): Promise<CreditShop> {
    const [country, wallet] = await Promise.all([this.buyerCountry.of(memberId), this.credits.wallet(memberId)]);
    const currency = COUNTRY_CURRENCY[country];
    return {
      country,
      currency,
      bundles: CREDIT_BUNDLES.map((bundle) => ({
        id: bundle.id,
        credits: bundle.credits,
        price: bundle.prices[currency],
        currency,
        price_per_credit: Math.floor(bundle.prices[currency] / bundle.credits),
        popular: bundle.popular,
      })),
      methods: PAYMENT_METHODS.filter((method) => method.inShop && offeredIn(method, country, currency)).map((method) => ({
        id: method.id,
        label: method.label,
        fee: feeOf(method, currency),
      })),
      credits: wallet.credits,
      paid_user: wallet.paid_user,
    };
  }

  async quote(memberId: number, bundleId: number, method: string, code?: string): Promise<OrderQuote> {
    const country = await this.buyerCountry.of(memberId);
    const { quote } = await this.priced(memberId, country, bundleId, method, code);
    return quote;
  }

  /** Prices a choice: the bundle and method first (404/422), then the discount's rules against them. */
  async priced(
    memberId: number,
    country: SupportedCountry,
    bundleId: number,
    method: string,
    code: string | undefined,
    { ownScreen = false, discounts = true } = {},
  ) {
    const plain = quoteOrder(country, bundleId, method, null, ownScreen);
    if (!discounts) return { quote: plain, once: false };
    const discount = await this.discounts.resolve({ memberId, country, currency: plain.currency, method: plain.method, price: plain.price }, code);
    return { quote: quoteOrder(country, bundleId, method, discount, ownScreen), once: discount?.once ?? false };
  }

  /**
   * Stores the order with its priced snapshot, then asks the method's provider for a hosted checkout.
   * A provider that cannot be reached leaves the order failed (nothing was charged) and answers 503.
   */
  async create(memberId: number, request: CreateOrderRequest, siteHost: string): Promise<PaymentOrder> {
    const country = await this.buyerCountry.of(memberId);
    const { once, quote } = await this.priced(memberId, country, request.bundle_id, request.method, request.discount_code);
    const method = findMethod(quote.method);
    if (!method) throw new AppError(422, PAYMENTS_ERROR_CODES.methodNotOffered, 'This payment method is not offered in your country.');
    const providerName = this.config.PAYMENT_METHOD_PROVIDERS[method.id] ?? method.provider;
    const provider = this.providers[providerName];
    if (!provider) throw new AppError(503, PAYMENTS_ERROR_CODES.providerUnavailable, SPEC_MESSAGES.tryAgainLater);

    const order = await this.saveReserving(this.orders.build(openOrderFrom(quote, { memberId, country, provider: providerName, once, siteHost })));
    const site = this.config.PUBLIC_URL.replace(/\/$/, '');
    try {
      // Card, PayPal and bank payments are the member's customer's: Mollie's leave a mandate, Stripe keeps the card, for repeat orders.
      const customerId =
        providerName === 'stripe'
          ? await this.customers.stripeCustomer(memberId, { create: true })
          : MANDATE_MAKING_METHODS.has(method.mollieMethod)
            ? await this.customers.mollieCustomer(memberId, { create: true })
            : null;
      const checkout = await provider.createCheckout({
        orderId: order.id,
        amount: order.total,
        currency: order.currency,
        description: `${order.credits} credits`,
        providerMethod: method.mollieMethod,
        redirectUrl: `${site}/credits/${order.bundleId}/${order.method}?payment_id=${order.id}`,
        webhookUrl: `${site}${providerName === 'stripe' ? PAYMENTS_PATHS.stripeWebhook : PAYMENTS_PATHS.mollieWebhook}`,
        locale: request.locale ?? 'en',
        ...(customerId ? { customerId } : {}),
      });
      await this.orders.noteCheckout(order.id, checkout);
      order.providerPaymentId = checkout.providerPaymentId;
      order.checkoutUrl = checkout.checkoutUrl;
    } catch (error) {
      this.logger.error(`order ${order.id}: ${providerName} refused the checkout: ${(error as Error).message}`);
      await this.orders.markCheckoutFailed(order.id);
      throw new AppError(503, PAYMENTS_ERROR_CODES.providerUnavailable, SPEC_MESSAGES.tryAgainLater);
    }
    return toPaymentOrder(order);
  }

  /** The member's transactions, newest first (the last 200: years of buying for anyone real). */
  async list(memberId: number): Promise<PaymentOrder[]> {
    const orders = await this.orders.listOf(memberId);
    return orders.map(toPaymentOrder);
  }

  /** Saves a new order; a once-per-member discount another open, pending or paid order holds is 'Code already used'. */
  async saveReserving(order: Order): Promise<Order> {
    return this.orders.save(order).catch(asReservationRefusal);
  }

  /** One order of the member's own; another member's order is not found, never shown. */
  async read(memberId: number, paymentId: string): Promise<PaymentOrder> {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(paymentId);
    const order = uuid ? await this.orders.findOwn(memberId, paymentId) : null;
    if (!order) throw new AppError(404, PAYMENTS_ERROR_CODES.orderNotFound, 'This payment could not be found.');
    return toPaymentOrder(order);
  }

  /** Whether a chargeback blocks the member's orders that pay without them present. */
  isBlocked(memberId: number): Promise<boolean> {
    return this.orders.isBlocked(memberId);
  }

  /** Stores a new open order from a priced overview, in the caller's transaction when there is one (direct debit, repeat orders). */
  insertOpen(values: Omit<Order, 'id' | 'createdAt'>, tx?: EntityManager): Promise<Order> {
    return this.orders.insertOpen(values, tx);
  }

  /** This month's direct debits of the member that are not failed (the cap), in the caller's transaction. */
  directDebitSpentThisMonth(tx: EntityManager, memberId: number): Promise<number> {
    return this.orders.directDebitSpentThisMonth(tx, memberId);
  }

  /** The provider took a direct debit: the order waits for the bank. */
  markDirectDebitPending(orderId: string, providerPaymentId: string): Promise<void> {
    return this.orders.markDirectDebitPending(orderId, providerPaymentId);
  }

  /** A repeat charge the provider took (pending) or declined at once (failed). */
  settleRepeat(orderId: string, providerPaymentId: string, status: 'pending' | 'failed'): Promise<void> {
    return this.orders.settleRepeat(orderId, providerPaymentId, status);
  }

  /** The provider refused an order still open: it failed, nothing was charged. */
  markOpenFailed(orderId: string): Promise<void> {
    return this.orders.markOpenFailed(orderId);
  }
}
