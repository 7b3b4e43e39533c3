import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Likes between members: one row per (liker, liked); a mutual pair is a match. */
export class MembersLikes1795340100000 implements MigrationInterface {
  name = 'MembersLikes1795340100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE likes (
        liker_id bigint NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
        liked_id bigint NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        -- when the liked member opened the liker's profile; null while the like is new (spec section 4)
        seen_at timestamptz,
        PRIMARY KEY (liker_id, liked_id),
        CONSTRAINT likes_not_oneself CHECK (liker_id <> liked_id)
      )`);
    // The primary key serves "whom I liked"; this one serves "who liked me".
    await queryRunner.query('CREATE INDEX likes_liked ON likes (liked_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE likes');
  }
}
