import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's customer at a provider: card, PayPal and bank payments are made as the customer's
 * "first" payments, which leave mandates for one-click repeat orders (/credits/repeat-order).
 */
export class PaymentsProviderCustomers1795390300004 implements MigrationInterface {
  name = 'PaymentsProviderCustomers1795390300004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE provider_customers (
        member_id bigint NOT NULL,
        provider text NOT NULL,
        customer_id text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, provider)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE provider_customers');
  }
}
