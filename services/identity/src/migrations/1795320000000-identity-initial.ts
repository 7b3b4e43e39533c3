import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts: the one place e-mail addresses and password hashes live. */
export class IdentityInitial1795320000000 implements MigrationInterface {
  name = 'IdentityInitial1795320000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE accounts (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email text NOT NULL,
        password_hash text NOT NULL,
        status text NOT NULL DEFAULT 'not_confirmed',
        language text NOT NULL DEFAULT 'en',
        notifications_disabled text[] NOT NULL DEFAULT '{}',
        tracking jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT accounts_email_unique UNIQUE (email),
        -- Stored lower-cased so the unique constraint is case-insensitive without an expression index.
        CONSTRAINT accounts_email_lower_case CHECK (email = lower(email)),
        CONSTRAINT accounts_status_known CHECK (status IN ('not_confirmed', 'active', 'disabled')),
        CONSTRAINT accounts_notifications_disabled_known CHECK (notifications_disabled <@ ARRAY['fbl', 'bounce', 'listunsubscribe']::text[])
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE accounts');
  }
}
