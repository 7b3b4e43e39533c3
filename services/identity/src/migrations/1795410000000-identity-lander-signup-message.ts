import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member lander's member and the signup message for them, kept until activation delivers it
 * (signup.message); and the secret of each account's one-click unsubscribe address.
 */
export class IdentityLanderSignupMessage1795410000000 implements MigrationInterface {
  name = 'IdentityLanderSignupMessage1795410000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE accounts ADD COLUMN lander_member_id bigint, ADD COLUMN pending_signup_message text');
    // Notification mails' one-click unsubscribe (RFC 8058): a random secret per account.
    await queryRunner.query(
      'ALTER TABLE accounts ADD COLUMN unsubscribe_token text, ADD CONSTRAINT accounts_unsubscribe_token_unique UNIQUE (unsubscribe_token)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE accounts DROP COLUMN unsubscribe_token, DROP COLUMN pending_signup_message, DROP COLUMN lander_member_id');
  }
}
