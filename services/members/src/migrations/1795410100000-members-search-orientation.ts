import type { MigrationInterface, QueryRunner } from 'typeorm';

const LISTABLE = "WHERE status = 'active' AND NOT invisible AND NOT privacy";

/**
 * Search shows only members whose own orientation fits the searcher (issue 31, contracts orientation.ts):
 * the search indexes now also carry the sexuality, so that filter is read from the index like the
 * others and the count and deep pages stay index-only (docs/adr/0015). The keys, and so the plans,
 * are unchanged: the sexuality only narrows what a range yields, it chooses no range.
 */
export class MembersSearchOrientation1795410100000 implements MigrationInterface {
  name = 'MembersSearchOrientation1795410100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.indexes(queryRunner, {
      search: 'region, birth_date, sexuality',
      region: 'birth_date, sexuality',
      anyCountry: 'country, region, birth_date, sexuality',
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.indexes(queryRunner, { search: 'region, birth_date', region: 'birth_date', anyCountry: 'country, region, birth_date' });
  }

  private async indexes(queryRunner: QueryRunner, include: { search: string; region: string; anyCountry: string }): Promise<void> {
    await queryRunner.query('DROP INDEX profiles_search, profiles_search_region, profiles_search_any_country');
    await queryRunner.query(`CREATE INDEX profiles_search ON profiles (gender, country, last_seen_at DESC, id DESC) INCLUDE (${include.search}) ${LISTABLE}`);
    await queryRunner.query(
      `CREATE INDEX profiles_search_region ON profiles (gender, country, region, last_seen_at DESC, id DESC) INCLUDE (${include.region}) ${LISTABLE}`,
    );
    await queryRunner.query(
      `CREATE INDEX profiles_search_any_country ON profiles (gender, last_seen_at DESC, id DESC) INCLUDE (${include.anyCountry}) ${LISTABLE}`,
    );
  }
}
