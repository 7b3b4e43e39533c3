import { PAYMENTS_ERROR_CODES, PAYMENTS_PATHS, type PaymentOrder, SPEC_MESSAGES, type StoredMethod } from '@rendezvous/contracts';
import { AppError } from '@rendezvous/nest-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../config';
import { BuyerCountry } from '../orders/buyer-country';
import { Order, openOrderFrom } from '../orders/order.entity';
import { OrdersService } from '../orders/orders.service';
import { MollieProvider } from '../providers/mollie-provider';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../providers/payment-provider';
import { ProviderCustomers } from './provider-customers';

/** Mollie's mandate methods as the shop's payment methods (their price and fee). */
const METHOD_OF_MANDATE: Record<string, StoredMethod['method']> = { creditcard: 'credit-card', paypal: 'paypal', directdebit: 'sepa-direct-debit' };

/**
 * Repeat orders (spec 2, 4): one click buys again with a stored card, PayPal account or SEPA
 * mandate, without a checkout. A chargeback blocks them; a failed one is an order like any other.
 */
@Injectable()
export class RepeatOrdersService {
  private readonly logger = new Logger(RepeatOrdersService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly customers: ProviderCustomers,
    private readonly buyerCountry: BuyerCountry,
    private readonly orders: OrdersService,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
  ) {}

  private mollie(): MollieProvider {
    const mollie = this.providers.mollie;
    if (!(mollie instanceof MollieProvider)) throw new AppError(503, PAYMENTS_ERROR_CODES.providerUnavailable, SPEC_MESSAGES.tryAgainLater);
    return mollie;
  }

  async storedMethods(memberId: number): Promise<StoredMethod[]> {
    const customerId = await this.customers.mollieCustomer(memberId, { create: false });
    if (!customerId) return [];
    const mandates = await this.mollie().validMandates(customerId);
    return mandates.flatMap((mandate) => (METHOD_OF_MANDATE[mandate.method] ? [{ id: mandate.id, method: METHOD_OF_MANDATE[mandate.method], label: mandate.label }] : []));
  }

  async repeat(memberId: number, bundleId: number, mandateId: string, siteHost: string): Promise<PaymentOrder> {
    const blocked: unknown[] = await this.dataSource.query('SELECT 1 FROM payment_blocks WHERE member_id = $1', [memberId]);
    if (blocked.length > 0) throw new AppError(403, PAYMENTS_ERROR_CODES.repeatBlocked, 'Your account is blocked for repeat orders.');
    const stored = (await this.storedMethods(memberId)).find((method) => method.id === mandateId);
    if (!stored) throw new AppError(404, PAYMENTS_ERROR_CODES.storedMethodNotFound, 'This payment method is not stored for you.');
    const customerId = (await this.customers.mollieCustomer(memberId, { create: false })) as string;
    const country = await this.buyerCountry.of(memberId);
    // No discount on repeat orders: the welcome discount is the first purchase's, codes are entered at checkout.
    const { quote: priced } = await this.orders.priced(memberId, country, bundleId, stored.method, undefined, { ownScreen: stored.method === 'sepa-direct-debit', discounts: false });
    const order = await this.dataSource.manager.save(this.dataSource.manager.create(Order, openOrderFrom(priced, { memberId, country, provider: 'mollie', once: false, siteHost })));
    try {
      const { providerPaymentId } = await this.mollie().recurring({
        orderId: order.id,
        amount: order.total,
        currency: order.currency,
        description: `${order.credits} credits`,
        webhookUrl: `${this.config.PUBLIC_URL.replace(/\/$/, '')}${PAYMENTS_PATHS.mollieWebhook}`,
        customerId,
        mandateId,
      });
      await this.dataSource.query(`UPDATE orders SET provider_payment_id = $2, status = 'pending', updated_at = now() WHERE id = $1 AND status = 'open'`, [order.id, providerPaymentId]);
    } catch (error) {
      this.logger.error(`repeat order ${order.id}: Mollie refused it: ${(error as Error).message}`);
      await this.dataSource.query(`UPDATE orders SET status = 'failed', updated_at = now() WHERE id = $1 AND status = 'open'`, [order.id]);
      throw new AppError(503, PAYMENTS_ERROR_CODES.providerUnavailable, SPEC_MESSAGES.tryAgainLater);
    }
    return this.orders.read(memberId, order.id);
  }
}
