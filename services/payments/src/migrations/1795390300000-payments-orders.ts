import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders: what a member buys, priced once by the server and kept as a snapshot (a later price or
 * VAT change does not rewrite an order), and the provider payment that pays it.
 */
export class PaymentsOrders1795390300000 implements MigrationInterface {
  name = 'PaymentsOrders1795390300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id bigint NOT NULL,
        bundle_id integer NOT NULL,
        credits integer NOT NULL CHECK (credits > 0),
        method text NOT NULL,
        provider text NOT NULL,
        -- one order per provider payment: a webhook finds its order by this id
        provider_payment_id text UNIQUE,
        country char(2) NOT NULL,
        currency char(3) NOT NULL,
        -- minor units; the snapshot of the overview the member agreed to
        price integer NOT NULL CHECK (price > 0),
        discount integer NOT NULL DEFAULT 0 CHECK (discount >= 0),
        fee integer NOT NULL DEFAULT 0 CHECK (fee >= 0),
        total integer NOT NULL CHECK (total > 0),
        vat_rate_bp integer NOT NULL CHECK (vat_rate_bp >= 0),
        vat integer NOT NULL CHECK (vat >= 0),
        net integer NOT NULL CHECK (net >= 0),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'pending', 'paid', 'failed', 'canceled', 'expired')),
        checkout_url text,
        -- the member's consent to immediate delivery and to losing the 14-day withdrawal right
        consent_at timestamptz NOT NULL,
        -- the site the member bought on (x-forwarded-host): its name in the confirmation mail
        site_host text NOT NULL DEFAULT 'localhost',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz,
        CONSTRAINT orders_total_adds_up CHECK (total = price - discount + fee AND net = total - vat),
        CONSTRAINT orders_paid_has_time CHECK ((status = 'paid') = (paid_at IS NOT NULL))
      )`);
    // A member's transactions, newest first.
    await queryRunner.query('CREATE INDEX orders_member_newest ON orders (member_id, created_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE orders');
  }
}
