import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Likes remember whether a fictional profile gave them automatically (auto-like.php counts them per
 * day) and when the liked member was told by e-mail (like mails are batched: likes/like-mails.ts).
 * Likes given before are marked as told, so nobody gets a mail about old likes.
 */
export class MembersAutoLikesLikeMails1795400100001 implements MigrationInterface {
  name = 'MembersAutoLikesLikeMails1795400100001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE likes ADD COLUMN auto boolean NOT NULL DEFAULT false, ADD COLUMN mailed_at timestamptz');
    await queryRunner.query('UPDATE likes SET mailed_at = created_at');
    // The mail round's queue: likes nobody was told about yet.
    await queryRunner.query('CREATE INDEX likes_not_mailed ON likes (created_at) WHERE mailed_at IS NULL');
    await queryRunner.query('CREATE INDEX likes_auto_received ON likes (liked_id, created_at) WHERE auto');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX likes_auto_received');
    await queryRunner.query('DROP INDEX likes_not_mailed');
    await queryRunner.query('ALTER TABLE likes DROP COLUMN auto, DROP COLUMN mailed_at');
  }
}
