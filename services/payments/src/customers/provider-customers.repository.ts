import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The provider_customers table: one customer per member and provider. */
@Injectable()
export class ProviderCustomersRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(memberId: number, provider: 'mollie' | 'stripe'): Promise<{ customer_id: string } | undefined> {
    const [known] = (await this.dataSource.query('SELECT customer_id FROM provider_customers WHERE member_id = $1 AND provider = $2', [
      memberId,
      provider,
    ])) as Array<{ customer_id: string }>;
    return known;
  }

  /** Stores the member's customer; the one stored first stays (two tabs make one customer). */
  async store(memberId: number, provider: 'mollie' | 'stripe', customerId: string): Promise<string> {
    const [stored] = (await this.dataSource.query(
      `INSERT INTO provider_customers (member_id, provider, customer_id) VALUES ($1, $2, $3)
       ON CONFLICT (member_id, provider) DO UPDATE SET customer_id = provider_customers.customer_id RETURNING customer_id`,
      [memberId, provider, customerId],
    )) as Array<{ customer_id: string }>;
    return stored.customer_id;
  }
}
