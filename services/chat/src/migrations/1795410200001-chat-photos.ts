import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Photo messages: an upload is stored first (re-encoded, no metadata) and belongs to its sender
 * until a message carries it; then the two members of that conversation may see it, nobody else.
 */
export class ChatPhotos1795410200001 implements MigrationInterface {
  name = 'ChatPhotos1795410200001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE chat_photos (
        -- the id the client sends with the message, and the files' random part: unguessable
        id text PRIMARY KEY,
        owner_id bigint NOT NULL,
        full_name text NOT NULL,
        thumb_name text NOT NULL,
        message_id bigint REFERENCES messages (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX chat_photos_owner ON chat_photos (owner_id)');
    await queryRunner.query('CREATE UNIQUE INDEX chat_photos_message ON chat_photos (message_id) WHERE message_id IS NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE chat_photos');
  }
}
