import { createOutboxTable } from '@rendezvous/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sending (issue 10): each message carries the sender's client id (a retried send stores one message),
 * the credits it cost and whether it was free (a signup message); a conversation records who started it
 * (free members start at most 2) and, per member, the newest message id that member deleted the
 * conversation at (deleting hides it for the deleter only). The attachments table is the socket.io
 * Postgres adapter's, for events too large for one NOTIFY.
 */
export class ChatSending1795410200000 implements MigrationInterface {
  name = 'ChatSending1795410200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE conversations
        ADD COLUMN started_by bigint,
        ADD COLUMN hidden_through_a bigint,
        ADD COLUMN hidden_through_b bigint`);
    // Seeded conversations: whoever wrote first started it.
    await queryRunner.query(`
      UPDATE conversations c
         SET started_by = (SELECT m.sender_id FROM messages m WHERE m.conversation_id = c.id ORDER BY m.id LIMIT 1)`);
    await queryRunner.query(`UPDATE conversations SET started_by = member_a WHERE started_by IS NULL`);
    await queryRunner.query(`ALTER TABLE conversations ALTER COLUMN started_by SET NOT NULL`);
    await queryRunner.query('CREATE INDEX conversations_started_by ON conversations (started_by)');
    await queryRunner.query(`
      ALTER TABLE messages
        ADD COLUMN client_id uuid,
        ADD COLUMN credits integer NOT NULL DEFAULT 0,
        ADD COLUMN free boolean NOT NULL DEFAULT false,
        ADD CONSTRAINT messages_credits_not_negative CHECK (credits >= 0)`);
    await queryRunner.query('CREATE UNIQUE INDEX messages_sender_client_id ON messages (sender_id, client_id) WHERE client_id IS NOT NULL');
    // The free-message limit counts a member's messages; the badge counts unread ones.
    await queryRunner.query('CREATE INDEX messages_sender ON messages (sender_id) WHERE NOT free');
    await queryRunner.query('CREATE INDEX messages_unread ON messages (conversation_id) WHERE read_at IS NULL');
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS socket_io_attachments (
        id bigserial UNIQUE,
        created_at timestamptz DEFAULT now(),
        payload bytea
      )`);
    await createOutboxTable(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE outbox');
    await queryRunner.query('DROP TABLE socket_io_attachments');
    await queryRunner.query('DROP INDEX messages_unread');
    await queryRunner.query('DROP INDEX messages_sender');
    await queryRunner.query('DROP INDEX messages_sender_client_id');
    await queryRunner.query('ALTER TABLE messages DROP CONSTRAINT messages_credits_not_negative, DROP COLUMN free, DROP COLUMN credits, DROP COLUMN client_id');
    await queryRunner.query('DROP INDEX conversations_started_by');
    await queryRunner.query('ALTER TABLE conversations DROP COLUMN hidden_through_b, DROP COLUMN hidden_through_a, DROP COLUMN started_by');
  }
}
