import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The swipe game (docs/product-rules.md sections 2, 6, 9): one row per member and card they swiped,
 * so a card never comes back, and the game's likes in the last 24 hours can be counted (4 a day).
 */
export class MembersSwipes1795380100000 implements MigrationInterface {
  name = 'MembersSwipes1795380100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE swipes (
        member_id bigint NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
        target_id bigint NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
        liked boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, target_id),
        CONSTRAINT swipes_not_self CHECK (member_id <> target_id)
      )`);
    // The rolling day's likes of one member.
    await queryRunner.query('CREATE INDEX swipes_likes_by_time ON swipes (member_id, created_at) WHERE liked');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE swipes');
  }
}
