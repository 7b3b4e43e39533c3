import { addOutboxTraceParent } from '@rendezvous/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each outbox event keeps the trace context of the request that published it (docs/adr/0020-traces.md). */
export class ChatOutboxTraceParent1795430200000 implements MigrationInterface {
  name = 'ChatOutboxTraceParent1795430200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addOutboxTraceParent(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE outbox DROP COLUMN trace_parent');
  }
}
