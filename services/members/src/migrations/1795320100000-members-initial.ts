import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Profiles (keyed by the account id from identity) and their photos. */
export class MembersInitial1795320100000 implements MigrationInterface {
  name = 'MembersInitial1795320100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // No foreign key to accounts: identity's table lives in identity's database.
    await queryRunner.query(`
      CREATE TABLE profiles (
        id bigint PRIMARY KEY,
        name text NOT NULL,
        gender text NOT NULL,
        sexuality text NOT NULL,
        birth_date date NOT NULL,
        country char(2) NOT NULL,
        region text,
        city text,
        about_me text,
        reason text,
        tattoos text,
        hair_colour text,
        eye_colour text,
        body_type text,
        relationship_status text,
        interests integer[] NOT NULL DEFAULT '{}',
        status text NOT NULL DEFAULT 'active',
        invisible boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT profiles_gender_known CHECK (gender IN ('male', 'female')),
        CONSTRAINT profiles_sexuality_known CHECK (sexuality IN ('hetero', 'gay', 'lesbian', 'bi')),
        CONSTRAINT profiles_country_code CHECK (country ~ '^[A-Z]{2}$'),
        CONSTRAINT profiles_status_known CHECK (status IN ('active', 'disabled')),
        -- Interest ids point into the site service's list, so only their shape is checked here.
        CONSTRAINT profiles_interest_ids CHECK (0 < ALL (interests))
      )`);
    await queryRunner.query(`
      CREATE TABLE photos (
        id serial PRIMARY KEY,
        profile_id bigint NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
        filename text NOT NULL,
        thumb_filename text NOT NULL,
        status text NOT NULL DEFAULT 'being_inspected',
        is_main boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT photos_status_known CHECK (status IN ('active', 'being_inspected'))
      )`);
    await queryRunner.query('CREATE INDEX photos_profile ON photos (profile_id)');
    await queryRunner.query('CREATE UNIQUE INDEX photos_one_main_per_profile ON photos (profile_id) WHERE is_main');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE photos');
    await queryRunner.query('DROP TABLE profiles');
  }
}
