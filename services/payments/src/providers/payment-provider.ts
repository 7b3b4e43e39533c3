import type { OrderStatus } from '@rendezvous/contracts';
import type { ProviderName } from '../catalogue/payment-methods';

/** What the service asks a provider for: a hosted checkout for one order. */
export interface CheckoutRequest {
  orderId: string;
  /** minor units */
  amount: number;
  currency: string;
  description: string;
  /** the provider's own name of the method */
  providerMethod: string;
  redirectUrl: string;
  webhookUrl: string;
  locale: string;
  /** the member's customer at the provider: the payment is a "first" one and leaves a mandate */
  customerId?: string;
}

export interface ProviderCheckout {
  providerPaymentId: string;
  checkoutUrl: string;
}

/** A provider payment as read back from the provider (never from a webhook's body). */
export interface ProviderPayment {
  providerPaymentId: string;
  status: OrderStatus;
  /** minor units */
  amount: number;
  currency: string;
  /** the order id the payment was made for (its metadata) */
  orderId: string | null;
  /** minor units the buyer's bank took back (a chargeback); 0 when none */
  chargedBack: number;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<ProviderCheckout>;
  fetchPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /** Gives money back; the same key gives the same refund however often it is asked (a retry). */
  refund(request: { providerPaymentId: string; amount: number; currency: string; key: string; description: string }): Promise<{ refundId: string }>;
}

export const PAYMENT_PROVIDERS = Symbol('PAYMENT_PROVIDERS');
export type PaymentProviders = Partial<Record<ProviderName, PaymentProvider>>;
