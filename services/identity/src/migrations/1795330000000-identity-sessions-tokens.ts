import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sessions, single-use tokens, push subscriptions, and what login lockout, signup and deletion need. */
export class IdentitySessionsTokens1795330000000 implements MigrationInterface {
  name = 'IdentitySessionsTokens1795330000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE accounts
        ADD COLUMN failed_logins integer NOT NULL DEFAULT 0,
        ADD COLUMN locked_until timestamptz,
        ADD COLUMN signup_step text,
        ADD COLUMN activated_at timestamptz,
        ADD COLUMN deleted_at timestamptz,
        ADD COLUMN status_before_deletion text,
        ADD COLUMN notification_preferences jsonb NOT NULL
          DEFAULT '{"messages": true, "likes": true, "matches": true, "newsletter": false}'::jsonb,
        DROP CONSTRAINT accounts_status_known,
        ADD CONSTRAINT accounts_status_known CHECK (status IN ('not_confirmed', 'active', 'disabled', 'deleted')),
        ADD CONSTRAINT accounts_signup_step_known
          CHECK (signup_step IS NULL OR signup_step IN ('message', 'photo', 'personal_info', 'about_me', 'push'))`);
    await queryRunner.query(`
      CREATE TABLE sessions (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        -- sha256 of the cookie value: a database leak does not leak usable sessions
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX sessions_account ON sessions (account_id)');
    await queryRunner.query(`
      CREATE TABLE account_tokens (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('activation', 'password_reset', 'email_change', 'reactivation')),
        token_hash text NOT NULL UNIQUE,
        payload jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX account_tokens_account_purpose ON account_tokens (account_id, purpose, created_at)');
    await queryRunner.query(`
      CREATE TABLE push_subscriptions (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        endpoint text NOT NULL UNIQUE,
        keys jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE push_subscriptions');
    await queryRunner.query('DROP TABLE account_tokens');
    await queryRunner.query('DROP TABLE sessions');
    await queryRunner.query(`
      ALTER TABLE accounts
        DROP CONSTRAINT accounts_signup_step_known,
        DROP CONSTRAINT accounts_status_known,
        ADD CONSTRAINT accounts_status_known CHECK (status IN ('not_confirmed', 'active', 'disabled')),
        DROP COLUMN notification_preferences, DROP COLUMN status_before_deletion, DROP COLUMN deleted_at,
        DROP COLUMN activated_at, DROP COLUMN signup_step, DROP COLUMN locked_until, DROP COLUMN failed_logins`);
  }
}
