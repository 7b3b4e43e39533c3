import { createOutboxTable } from '@rendezvous/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Identity's outbox: profile facts for members, mails, and the purge of deleted accounts leave
 * through it, written in the same transaction as the account change (docs/adr/0005).
 */
export class IdentityOutbox1795360000000 implements MigrationInterface {
  name = 'IdentityOutbox1795360000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createOutboxTable(queryRunner);
    // The purge sweep looks for deleted accounts past the reactivation window.
    await queryRunner.query(`CREATE INDEX accounts_deleted_at ON accounts (deleted_at) WHERE status = 'deleted'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX accounts_deleted_at');
    await queryRunner.query('DROP TABLE outbox');
  }
}
