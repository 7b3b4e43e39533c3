import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A member lander's member and the signup message for them, kept until activation delivers it (signup.message). */
export class IdentityLanderSignupMessage1795410000000 implements MigrationInterface {
  name = 'IdentityLanderSignupMessage1795410000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE accounts ADD COLUMN lander_member_id bigint, ADD COLUMN pending_signup_message text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE accounts DROP COLUMN pending_signup_message, DROP COLUMN lander_member_id');
  }
}
