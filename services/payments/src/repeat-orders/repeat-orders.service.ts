import { PAYMENTS_ERROR_CODES, PAYMENTS_PATHS, type PaymentMethodId, type PaymentOrder, SPEC_MESSAGES, type StoredMethod } from '@rendezvous/contracts';
import { AppError } from '@rendezvous/nest-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { findMethod } from '../catalogue/payment-methods';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../config';
import { BuyerCountry } from '../orders/buyer-country';
import { type Order, openOrderFrom } from '../orders/orders.module';
import { OrdersService } from '../orders/orders.service';
import { MollieProvider, StripeProvider } from '../providers/providers.module';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../providers/payment-provider';
import { ProviderCustomers } from '../customers/provider-customers';

/** Mollie's mandate methods as the shop's payment methods (their price and fee). */
const METHOD_OF_MANDATE: Record<string, PaymentMethodId> = { creditcard: 'credit-card', paypal: 'paypal', directdebit: 'sepa-direct-debit' };

/** A Stripe card's brand as the shop's method when the table has it (visa, mastercard, …), else a card. */
function methodOfBrand(brand: string): PaymentMethodId {
  const id = brand.toLowerCase().replace(/_/g, '-');
  return findMethod(id)?.mollieMethod === 'creditcard' ? (id as PaymentMethodId) : 'credit-card';
}

/**
 * Repeat orders (spec 2, 4): one click buys again with a stored card, PayPal account or SEPA mandate
 * (Mollie) or a saved card (Stripe, charged off-session), without a checkout. A chargeback blocks
 * them; a failed one is an order like any other, and the member may try again.
 */
@Injectable()
export class RepeatOrdersService {
  private readonly logger = new Logger(RepeatOrdersService.name);

  constructor(
    private readonly customers: ProviderCustomers,
    private readonly buyerCountry: BuyerCountry,
    private readonly orders: OrdersService,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
  ) {}

  async storedMethods(memberId: number): Promise<StoredMethod[]> {
    return (await this.stored(memberId)).methods;
  }

  /** The stored methods, with the member's customers they belong to (a repeat charges through them). */
  private async stored(memberId: number): Promise<{ methods: StoredMethod[]; mollieCustomer: string | null; stripeCustomer: string | null }> {
    const { mollie, stripe } = this.providers;
    const [mollieCustomer, stripeCustomer] = await Promise.all([
      this.customers.mollieCustomer(memberId, { create: false }),
      this.customers.stripeCustomer(memberId, { create: false }),
    ]);
    const [mandates, cards] = await Promise.all([
      mollieCustomer && mollie instanceof MollieProvider ? mollie.validMandates(mollieCustomer) : [],
      stripeCustomer && stripe instanceof StripeProvider ? stripe.savedCards(stripeCustomer) : [],
    ]);
    const methods = [
      ...mandates.flatMap((mandate) =>
        METHOD_OF_MANDATE[mandate.method] ? [{ id: mandate.id, method: METHOD_OF_MANDATE[mandate.method], label: mandate.label }] : [],
      ),
      ...cards.map((card) => ({ id: card.id, method: methodOfBrand(card.brand), label: card.label })),
    ];
    return { methods, mollieCustomer, stripeCustomer };
  }

  async repeat(memberId: number, bundleId: number, storedId: string, siteHost: string): Promise<PaymentOrder> {
    if (await this.orders.isBlocked(memberId)) throw new AppError(403, PAYMENTS_ERROR_CODES.repeatBlocked, 'Your account is blocked for repeat orders.');
    const { methods, mollieCustomer, stripeCustomer } = await this.stored(memberId);
    const stored = methods.find((method) => method.id === storedId);
    if (!stored) throw new AppError(404, PAYMENTS_ERROR_CODES.storedMethodNotFound, 'This payment method is not stored for you.');
    const onStripe = storedId.startsWith('pm_');
    const country = await this.buyerCountry.of(memberId);
    // No discount on repeat orders: the welcome discount is the first purchase's, codes are entered at checkout.
    const { quote } = await this.orders.priced(memberId, country, bundleId, stored.method, undefined, {
      ownScreen: stored.method === 'sepa-direct-debit',
      discounts: false,
    });
    const order = await this.orders.insertOpen(openOrderFrom(quote, { memberId, country, provider: onStripe ? 'stripe' : 'mollie', once: false, siteHost }));
    try {
      const { providerPaymentId, declined } = onStripe
        ? await this.chargeSavedCard(stripeCustomer, order, storedId)
        : { ...(await this.chargeMandate(mollieCustomer, order, storedId)), declined: false };
      // Declined at once (Stripe) is a failed order; otherwise the provider's webhook settles it.
      await this.orders.settleRepeat(order.id, providerPaymentId, declined ? 'failed' : 'pending');
    } catch (error) {
      this.logger.error(`repeat order ${order.id}: the provider refused it: ${(error as Error).message}`);
      await this.orders.markOpenFailed(order.id);
      throw new AppError(503, PAYMENTS_ERROR_CODES.providerUnavailable, SPEC_MESSAGES.tryAgainLater);
    }
    return this.orders.read(memberId, order.id);
  }

  private async chargeMandate(customerId: string | null, order: Order, mandateId: string): Promise<{ providerPaymentId: string }> {
    const mollie = this.providers.mollie;
    if (!(mollie instanceof MollieProvider) || !customerId) throw new Error('no Mollie customer');
    return mollie.recurring({
      orderId: order.id,
      amount: order.total,
      currency: order.currency,
      description: `${order.credits} credits`,
      webhookUrl: `${this.config.PUBLIC_URL.replace(/\/$/, '')}${PAYMENTS_PATHS.mollieWebhook}`,
      customerId,
      mandateId,
    });
  }

  private async chargeSavedCard(customerId: string | null, order: Order, paymentMethodId: string): Promise<{ providerPaymentId: string; declined: boolean }> {
    const stripe = this.providers.stripe;
    if (!(stripe instanceof StripeProvider) || !customerId) throw new Error('no Stripe customer');
    return stripe.offSession({ orderId: order.id, amount: order.total, currency: order.currency, customerId, paymentMethodId });
  }
}
