import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The orders whose provider payment id is not noted yet (its create call is under way): a webhook of
 * an unknown payment id asks the provider only while there are some (orders/fulfilment.ts mayBeOurs),
 * and that question must not read the whole orders table each time.
 */
export class PaymentsOrdersAwaitingProviderId1795390300005 implements MigrationInterface {
  name = 'PaymentsOrdersAwaitingProviderId1795390300005';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX orders_awaiting_provider_id ON orders (provider, created_at) WHERE provider_payment_id IS NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX orders_awaiting_provider_id');
  }
}
