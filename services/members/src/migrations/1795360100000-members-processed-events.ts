import { createProcessedEventsTable } from '@rendezvous/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Members receives identity's events (profile facts, purges) and applies each once (docs/adr/0005). */
export class MembersProcessedEvents1795360100000 implements MigrationInterface {
  name = 'MembersProcessedEvents1795360100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createProcessedEventsTable(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE processed_events');
  }
}
