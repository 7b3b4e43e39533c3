import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Lander campaigns per site, lander, slug variant and locale (issue 12). */
export class SiteCampaigns1795600000000 implements MigrationInterface {
  name = 'SiteCampaigns1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE campaigns (
      site_id int NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      lander text NOT NULL,
      slug text NOT NULL DEFAULT '',
      locale text NOT NULL,
      headline text NOT NULL,
      text text NOT NULL,
      images jsonb NOT NULL DEFAULT '[]',
      cta text NOT NULL,
      target jsonb NOT NULL DEFAULT '{"gender": null}',
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (site_id, lander, slug, locale)
    )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE campaigns');
  }
}
