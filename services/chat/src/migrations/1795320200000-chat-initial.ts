import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Conversations between two members and their messages. */
export class ChatInitial1795320200000 implements MigrationInterface {
  name = 'ChatInitial1795320200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Member ids are account ids from identity; no foreign key, that table is in another database.
    await queryRunner.query(`
      CREATE TABLE conversations (
        id bigserial PRIMARY KEY,
        member_a bigint NOT NULL,
        member_b bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        -- Pairs are stored in ascending order, so (a, b) and (b, a) cannot both exist.
        CONSTRAINT conversations_pair_ordered CHECK (member_a < member_b),
        CONSTRAINT conversations_pair_unique UNIQUE (member_a, member_b)
      )`);
    // The unique index serves lookups by member_a; this one serves them by member_b.
    await queryRunner.query('CREATE INDEX conversations_member_b ON conversations (member_b)');
    await queryRunner.query(`
      CREATE TABLE messages (
        id bigserial PRIMARY KEY,
        conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        sender_id bigint NOT NULL,
        kind text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz,
        CONSTRAINT messages_kind_known CHECK (kind IN ('text', 'photo', 'gift'))
      )`);
    await queryRunner.query('CREATE INDEX messages_conversation ON messages (conversation_id, id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE messages');
    await queryRunner.query('DROP TABLE conversations');
  }
}
