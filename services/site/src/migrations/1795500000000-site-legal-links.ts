import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The {token} links of spec 2: mailed paths that open a legal page. */
export class SiteLegalLinks1795500000000 implements MigrationInterface {
  name = 'SiteLegalLinks1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE legal_links (
      token text PRIMARY KEY,
      page text NOT NULL CHECK (page IN ('ban', 'cookies', 'faq', 'privacy', 'return-policy', 'service', 'terms')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE legal_links');
  }
}
