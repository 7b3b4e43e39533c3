import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A profile is created at signup with a name and birth date; gender, sexuality and country follow in a later step. */
export class MembersSignupProfiles1795330100000 implements MigrationInterface {
  name = 'MembersSignupProfiles1795330100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE profiles
        ALTER COLUMN gender DROP NOT NULL,
        ALTER COLUMN sexuality DROP NOT NULL,
        ALTER COLUMN country DROP NOT NULL,
        ADD COLUMN signup_message text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM profiles WHERE gender IS NULL OR sexuality IS NULL OR country IS NULL`);
    await queryRunner.query(`
      ALTER TABLE profiles
        DROP COLUMN signup_message,
        ALTER COLUMN gender SET NOT NULL,
        ALTER COLUMN sexuality SET NOT NULL,
        ALTER COLUMN country SET NOT NULL`);
  }
}
