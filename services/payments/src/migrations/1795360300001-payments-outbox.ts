import { createOutboxTable } from '@rendezvous/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Payments' outbox: a credit or premium change tells the gateway (member.changed, docs/adr/0005). */
export class PaymentsOutbox1795360300001 implements MigrationInterface {
  name = 'PaymentsOutbox1795360300001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createOutboxTable(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE outbox');
  }
}
