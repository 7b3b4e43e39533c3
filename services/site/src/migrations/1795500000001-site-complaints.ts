import { createOutboxTable } from '@rendezvous/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Complaints and reports (issue 12), their attachments (in the database: a complaint and its file are
 * stored in one transaction or not at all), and the site service's outbox for the mails identity sends.
 */
export class SiteComplaints1795500000001 implements MigrationInterface {
  name = 'SiteComplaints1795500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE complaints (
      id serial PRIMARY KEY,
      site text NOT NULL,
      locale text NOT NULL,
      name text NOT NULL,
      email text NOT NULL,
      member_name text,
      subject text NOT NULL,
      text text NOT NULL,
      reported_member_id bigint,
      reported_conversation_id bigint,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
      close_reason text,
      closed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((status = 'closed') = (closed_at IS NOT NULL AND close_reason IS NOT NULL))
    )`);
    await queryRunner.query('CREATE INDEX complaints_status_created ON complaints (status, created_at)');
    await queryRunner.query(`CREATE TABLE complaint_attachments (
      complaint_id integer PRIMARY KEY REFERENCES complaints (id) ON DELETE CASCADE,
      type text NOT NULL,
      name text NOT NULL,
      content bytea NOT NULL
    )`);
    await createOutboxTable(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE outbox');
    await queryRunner.query('DROP TABLE complaint_attachments');
    await queryRunner.query('DROP TABLE complaints');
  }
}
