import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search, presence, visibility and blocks (docs/product-rules.md sections 3 and 6):
 * - last_seen_at (presence and the search order), privacy mode beside invisible mode;
 * - premium as a read model of what payments decides (fed by its event), and the operator's fictional flag;
 * - blocks, one row per blocker and blocked member; matches, one row per pair;
 * - the search index: only listable profiles, in the order search reads them (last activity first).
 */
export class MembersSearchBlocks1795370100000 implements MigrationInterface {
  name = 'MembersSearchBlocks1795370100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE profiles
        ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN privacy boolean NOT NULL DEFAULT false,
        ADD COLUMN premium boolean NOT NULL DEFAULT false,
        ADD COLUMN fictional boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`
      CREATE TABLE blocks (
        blocker_id bigint NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
        blocked_id bigint NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (blocker_id, blocked_id),
        CONSTRAINT blocks_not_self CHECK (blocker_id <> blocked_id)
      )`);
    await queryRunner.query('CREATE INDEX blocks_blocked ON blocks (blocked_id)');
    // A match is made once per pair, whoever liked second (the lower id first, so the pair has one key).
    await queryRunner.query(`
      CREATE TABLE matches (
        member_low bigint NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
        member_high bigint NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_low, member_high),
        CONSTRAINT matches_ordered CHECK (member_low < member_high)
      )`);
    await queryRunner.query('CREATE INDEX matches_high ON matches (member_high)');
    // The search indexes (bench/members-search.mjs measures them on 1,000,000 profiles). Partial:
    // profiles nobody may list never enter them. Gender leads because every search names one; the
    // key ends in the search's order (last activity first), so a page is the first rows of a range.
    // INCLUDE carries the other filters, so the count ("exact up to 1,000") runs from the index
    // alone, without a heap visit per candidate.
    const listable = "WHERE status = 'active' AND NOT invisible AND NOT privacy";
    await queryRunner.query(`CREATE INDEX profiles_search ON profiles (gender, country, last_seen_at DESC, id DESC) INCLUDE (region, birth_date) ${listable}`);
    await queryRunner.query(
      `CREATE INDEX profiles_search_region ON profiles (gender, country, region, last_seen_at DESC, id DESC) INCLUDE (birth_date) ${listable}`,
    );
    await queryRunner.query(
      `CREATE INDEX profiles_search_any_country ON profiles (gender, last_seen_at DESC, id DESC) INCLUDE (country, region, birth_date) ${listable}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX profiles_search_any_country');
    await queryRunner.query('DROP INDEX profiles_search_region');
    await queryRunner.query('DROP INDEX profiles_search');
    await queryRunner.query('DROP TABLE matches');
    await queryRunner.query('DROP TABLE blocks');
    await queryRunner.query(`ALTER TABLE profiles DROP COLUMN last_seen_at, DROP COLUMN privacy, DROP COLUMN premium, DROP COLUMN fictional`);
  }
}
