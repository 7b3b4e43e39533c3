import { createProcessedEventsTable } from '@rendezvous/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Chat receives identity's purge events and applies each once (docs/adr/0005). */
export class ChatProcessedEvents1795360200000 implements MigrationInterface {
  name = 'ChatProcessedEvents1795360200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createProcessedEventsTable(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE processed_events');
  }
}
