import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30, finding 5: the lockout counts wrong passwords per e-mail address and client, whether or
 * not the address has an account (only its sha256 is kept, so guessed addresses are not stored), so
 * a lockout no longer tells a known address from an unknown one. Running lockouts are carried over.
 * And the one-time link that undoes an e-mail change, mailed to the old address.
 */
export class IdentityLockoutPerAddress1795425000000 implements MigrationInterface {
  name = 'IdentityLockoutPerAddress1795425000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE login_throttles ADD COLUMN address_key text');
    await queryRunner.query(`
      UPDATE login_throttles t SET address_key = encode(sha256(convert_to(a.email, 'UTF8')), 'hex')
        FROM accounts a WHERE a.id = t.account_id`);
    await queryRunner.query('ALTER TABLE login_throttles DROP CONSTRAINT login_throttles_pkey');
    await queryRunner.query('ALTER TABLE login_throttles DROP COLUMN account_id');
    await queryRunner.query('ALTER TABLE login_throttles ALTER COLUMN address_key SET NOT NULL');
    await queryRunner.query('ALTER TABLE login_throttles ADD PRIMARY KEY (address_key, client_key)');
    // Rows of guessed addresses have no account to be purged with: they go once their lockout is long over.
    await queryRunner.query('CREATE INDEX login_throttles_updated_at ON login_throttles (updated_at)');

    await queryRunner.query('ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_purpose_check');
    await queryRunner.query(`
      ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_purpose_check
        CHECK (purpose IN ('activation', 'password_reset', 'email_change', 'reactivation', 'email_change_undo'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DELETE FROM account_tokens WHERE purpose = 'email_change_undo'");
    await queryRunner.query('ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_purpose_check');
    await queryRunner.query(`
      ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_purpose_check
        CHECK (purpose IN ('activation', 'password_reset', 'email_change', 'reactivation'))`);
    // Lockouts are minutes long: going back starts them afresh.
    await queryRunner.query('DROP TABLE login_throttles');
    await queryRunner.query(`
      CREATE TABLE login_throttles (
        account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        client_key text NOT NULL,
        failures integer NOT NULL DEFAULT 0,
        locked_until timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, client_key)
      )`);
  }
}
