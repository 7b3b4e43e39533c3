import { addOutboxTraceParent } from '@rendezvous/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each outbox event keeps the trace context of the request that published it (docs/adr/0020-traces.md). */
export class PaymentsOutboxTraceParent1795430300000 implements MigrationInterface {
  name = 'PaymentsOutboxTraceParent1795430300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addOutboxTraceParent(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE outbox DROP COLUMN trace_parent');
  }
}
