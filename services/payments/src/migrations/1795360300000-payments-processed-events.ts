import { createProcessedEventsTable } from '@rendezvous/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Payments receives identity's purge events and applies each once (docs/adr/0005). */
export class PaymentsProcessedEvents1795360300000 implements MigrationInterface {
  name = 'PaymentsProcessedEvents1795360300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createProcessedEventsTable(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE processed_events');
  }
}
