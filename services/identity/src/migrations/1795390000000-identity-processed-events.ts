import { createProcessedEventsTable } from '@rendezvous/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Identity now also receives events (payments' purchase confirmations) and applies each once (docs/adr/0005). */
export class IdentityProcessedEvents1795390000000 implements MigrationInterface {
  name = 'IdentityProcessedEvents1795390000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createProcessedEventsTable(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE processed_events');
  }
}
