import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MollieProvider } from '../providers/mollie-provider';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../providers/payment-provider';

/** Mollie methods whose paid first payment leaves a mandate (cards, PayPal, and bank methods as SEPA). */
export const MANDATE_MAKING_METHODS: ReadonlySet<string> = new Set(['creditcard', 'paypal', 'ideal', 'bancontact', 'eps']);

/** The member's customer at Mollie, made on the first order that can leave a mandate. */
@Injectable()
export class ProviderCustomers {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
  ) {}

  async mollieCustomer(memberId: number, { create }: { create: boolean }): Promise<string | null> {
    const [known] = (await this.dataSource.query(`SELECT customer_id FROM provider_customers WHERE member_id = $1 AND provider = 'mollie'`, [memberId])) as Array<{ customer_id: string }>;
    if (known || !create) return known?.customer_id ?? null;
    const mollie = this.providers.mollie;
    if (!(mollie instanceof MollieProvider)) return null;
    // Idempotent at Mollie (the member id is the key) and here (the primary key): two tabs make one customer.
    const customerId = await mollie.createCustomer(memberId);
    const [stored] = (await this.dataSource.query(
      `INSERT INTO provider_customers (member_id, provider, customer_id) VALUES ($1, 'mollie', $2)
       ON CONFLICT (member_id, provider) DO UPDATE SET customer_id = provider_customers.customer_id RETURNING customer_id`,
      [memberId, customerId],
    )) as Array<{ customer_id: string }>;
    return stored.customer_id;
  }
}
