import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lockout per account and client instead of per account: a stranger who guesses wrong locks out
 * only their own attempts, never the member. And the page-hidden beacon's own record on a session.
 */
export class IdentityLoginThrottles1795350000000 implements MigrationInterface {
  name = 'IdentityLoginThrottles1795350000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE login_throttles (
        account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        -- the client address the gateway resolved (an IPv6 client by its /64)
        client_key text NOT NULL,
        failures integer NOT NULL DEFAULT 0,
        locked_until timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, client_key)
      )`);
    await queryRunner.query('ALTER TABLE accounts DROP COLUMN failed_logins, DROP COLUMN locked_until');
    await queryRunner.query('ALTER TABLE sessions ADD COLUMN page_hidden_at timestamptz');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE sessions DROP COLUMN page_hidden_at');
    await queryRunner.query('ALTER TABLE accounts ADD COLUMN failed_logins integer NOT NULL DEFAULT 0, ADD COLUMN locked_until timestamptz');
    await queryRunner.query('DROP TABLE login_throttles');
  }
}
