import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Direct-debit requests: the form's details and the one-time code (its hash) that confirms them. The
 * full IBAN is kept only until the mandate exists at the provider; after that only its masked form.
 */
export class PaymentsDirectDebit1795390300003 implements MigrationInterface {
  name = 'PaymentsDirectDebit1795390300003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE direct_debit_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL UNIQUE REFERENCES orders (id),
        member_id bigint NOT NULL,
        account_holder text NOT NULL,
        iban text,
        iban_masked text NOT NULL,
        street text NOT NULL,
        house_number text NOT NULL,
        postal_code text NOT NULL,
        city text NOT NULL,
        mobile text NOT NULL,
        mandate_reference text NOT NULL,
        code_hash text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        expires_at timestamptz NOT NULL,
        confirmed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX direct_debit_requests_member ON direct_debit_requests (member_id, created_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE direct_debit_requests');
  }
}
