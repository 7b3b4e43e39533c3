import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds and chargebacks. A paid order stays paid (a completed order never goes back); its reversal
 * is recorded beside it and takes the credits back with one negative ledger row. Only those rows may
 * take a balance below 0; spending is refused while it is negative (credit-ledger.ts). A chargeback
 * blocks the member from repeat and direct-debit orders.
 */
export class PaymentsReversals1795390300002 implements MigrationInterface {
  name = 'PaymentsReversals1795390300002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE credit_ledger
        DROP CONSTRAINT credit_ledger_balance_not_negative,
        ADD CONSTRAINT credit_ledger_balance_not_negative CHECK (balance_after >= 0 OR reason IN ('refund', 'chargeback'))`);
    await queryRunner.query(`
      ALTER TABLE orders
        ADD COLUMN reversal text CHECK (reversal IN ('refunded', 'charged_back')),
        ADD COLUMN reversed_at timestamptz,
        ADD COLUMN provider_refund_id text,
        ADD CONSTRAINT orders_reversal_of_paid CHECK (reversal IS NULL OR (status = 'paid' AND reversed_at IS NOT NULL))`);
    await queryRunner.query(`
      CREATE TABLE payment_blocks (
        member_id bigint PRIMARY KEY,
        reason text NOT NULL,
        order_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE payment_blocks');
    await queryRunner.query(
      'ALTER TABLE orders DROP CONSTRAINT orders_reversal_of_paid, DROP COLUMN provider_refund_id, DROP COLUMN reversed_at, DROP COLUMN reversal',
    );
    await queryRunner.query(`
      ALTER TABLE credit_ledger
        DROP CONSTRAINT credit_ledger_balance_not_negative,
        ADD CONSTRAINT credit_ledger_balance_not_negative CHECK (balance_after >= 0)`);
  }
}
