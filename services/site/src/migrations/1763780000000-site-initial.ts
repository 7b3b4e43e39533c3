import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_SITE_SETTINGS } from '../sites/default-site';
import { iconIdOf, SPEC_INTERESTS } from '../interests/interest-list';

/** Sites, companies and interests, with the reference data the product cannot run without. */
export class SiteInitial1763780000000 implements MigrationInterface {
  name = 'SiteInitial1763780000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sites (
        id serial PRIMARY KEY,
        domain text NOT NULL UNIQUE,
        is_default boolean NOT NULL DEFAULT false,
        domain_language text,
        settings jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX sites_one_default ON sites (is_default) WHERE is_default`);
    await queryRunner.query(`
      CREATE TABLE companies (
        id integer PRIMARY KEY,
        name text NOT NULL,
        address text NOT NULL,
        kvk text NOT NULL,
        city text NOT NULL,
        country text NOT NULL,
        tradenames text[] NOT NULL DEFAULT '{}',
        vat_numbers text[] NOT NULL DEFAULT '{}',
        support_phone text NOT NULL,
        delete_discount integer NOT NULL DEFAULT 0,
        added timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE TABLE interests (id integer PRIMARY KEY, name text NOT NULL UNIQUE, icon text NOT NULL)`);

    await queryRunner.query(
      `INSERT INTO companies (id, name, address, kvk, city, country, tradenames, vat_numbers, support_phone, delete_discount, added)
       VALUES (1, 'Rendezvous Local B.V.', 'Voorbeeldstraat 1', '00000000', 'Amsterdam', 'NL', '{Rendezvous}', '{NL000000000B01}', '+31 20 000 0000', 50, '2024-03-01T12:00:00Z')`,
    );
    await queryRunner.query(`INSERT INTO sites (domain, is_default, domain_language, settings) VALUES ('localhost', true, NULL, $1)`, [
      JSON.stringify(DEFAULT_SITE_SETTINGS),
    ]);
    for (const [index, name] of SPEC_INTERESTS.entries()) {
      await queryRunner.query(`INSERT INTO interests (id, name, icon) VALUES ($1, $2, $3)`, [index + 1, name, iconIdOf(name)]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE interests');
    await queryRunner.query('DROP TABLE companies');
    await queryRunner.query('DROP TABLE sites');
  }
}
