import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The member who sent a complaint logged in (issue 30, finding 7): their mails go to their account's
 * own address, not to whatever the form said. Null for a visitor and for complaints from before.
 */
export class SiteComplaintMember1795700000000 implements MigrationInterface {
  name = 'SiteComplaintMember1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE complaints ADD COLUMN member_id bigint');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE complaints DROP COLUMN member_id');
  }
}
