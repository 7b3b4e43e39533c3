import { Inject, Injectable } from '@nestjs/common';
import { MollieProvider, StripeProvider } from '../providers/providers.module';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../providers/payment-provider';
import { ProviderCustomersRepository } from './provider-customers.repository';

/** Mollie methods whose paid first payment leaves a mandate (cards, PayPal, and bank methods as SEPA). */
export const MANDATE_MAKING_METHODS: ReadonlySet<string> = new Set(['creditcard', 'paypal', 'ideal', 'bancontact', 'eps']);

/** The member's customer at a provider, made on the first order that can leave a stored method. */
@Injectable()
export class ProviderCustomers {
  constructor(
    private readonly customers: ProviderCustomersRepository,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
  ) {}

  async mollieCustomer(memberId: number, { create }: { create: boolean }): Promise<string | null> {
    const mollie = this.providers.mollie;
    return this.customer(memberId, 'mollie', create, mollie instanceof MollieProvider ? () => mollie.createCustomer(memberId) : null);
  }

  async stripeCustomer(memberId: number, { create }: { create: boolean }): Promise<string | null> {
    const stripe = this.providers.stripe;
    return this.customer(memberId, 'stripe', create, stripe instanceof StripeProvider ? () => stripe.createCustomer(memberId) : null);
  }

  private async customer(memberId: number, provider: 'mollie' | 'stripe', create: boolean, make: (() => Promise<string>) | null): Promise<string | null> {
    const known = await this.customers.find(memberId, provider);
    if (known || !create || !make) return known?.customer_id ?? null;
    // Idempotent at the provider (the member id is the key) and here (the primary key): two tabs make one customer.
    const customerId = await make();
    return this.customers.store(memberId, provider, customerId);
  }
}
