import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The credits ledger and premium memberships. */
export class PaymentsInitial1795320300000 implements MigrationInterface {
  name = 'PaymentsInitial1795320300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Member ids are account ids from identity; no foreign key, that table is in another database.
    await queryRunner.query(`
      CREATE TABLE credit_ledger (
        id bigserial PRIMARY KEY,
        member_id bigint NOT NULL,
        delta integer NOT NULL,
        balance_after integer NOT NULL,
        reason text NOT NULL,
        -- Required as well as unique: every change names its cause, so none is applied twice.
        reference text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT credit_ledger_reference_unique UNIQUE (reference),
        CONSTRAINT credit_ledger_balance_not_negative CHECK (balance_after >= 0),
        CONSTRAINT credit_ledger_delta_not_zero CHECK (delta <> 0)
      )`);
    // A member's balance is the newest entry: (member_id, id DESC) finds it with one index probe.
    await queryRunner.query('CREATE INDEX credit_ledger_member_newest ON credit_ledger (member_id, id DESC)');
    await queryRunner.query(`
      CREATE TABLE memberships (
        member_id bigint PRIMARY KEY,
        premium_since timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE memberships');
    await queryRunner.query('DROP TABLE credit_ledger');
  }
}
