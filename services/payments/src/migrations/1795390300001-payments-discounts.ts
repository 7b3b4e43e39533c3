import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discount codes, the signup times the welcome discount counts from, and the discount an order
 * carries. A once-per-user code (and the welcome discount) is reserved by its order: unique per
 * member among orders that are open, pending or paid, so two tabs cannot redeem it twice, and a
 * failed, cancelled or expired order gives it back.
 */
export class PaymentsDiscounts1795390300001 implements MigrationInterface {
  name = 'PaymentsDiscounts1795390300001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE discount_codes (
        id bigserial PRIMARY KEY,
        -- stored upper case: codes are typed by people and compared without case
        code text NOT NULL UNIQUE CHECK (code = upper(code) AND code ~ '^[A-Z0-9-]{3,40}$'),
        country char(2),
        member_id bigint,
        expires_at timestamptz,
        -- hundredths of a percent: 2500 = 25.00 %
        percent_bp integer NOT NULL CHECK (percent_bp > 0 AND percent_bp <= 10000),
        currency char(3),
        minimum_order_value integer NOT NULL DEFAULT 0 CHECK (minimum_order_value >= 0),
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
        validity text NOT NULL CHECK (validity IN ('once-per-user', 'unlimited')),
        payment_methods text[],
        -- why it exists: an operator's campaign, or a retention offer at account deletion
        purpose text NOT NULL DEFAULT 'campaign' CHECK (purpose IN ('campaign', 'retention')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE member_signups (
        member_id bigint PRIMARY KEY,
        signed_up_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      ALTER TABLE orders
        ADD COLUMN discount_code text,
        ADD COLUMN discount_once boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX orders_discount_reserved ON orders (member_id, discount_code)
      WHERE discount_once AND status IN ('open', 'pending', 'paid')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX orders_discount_reserved');
    await queryRunner.query('ALTER TABLE orders DROP COLUMN discount_code, DROP COLUMN discount_once');
    await queryRunner.query('DROP TABLE member_signups');
    await queryRunner.query('DROP TABLE discount_codes');
  }
}
