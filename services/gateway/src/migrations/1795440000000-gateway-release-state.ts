import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The release state every gateway shares (docs/adr/0022): one row of pointers (what releases.json holds on one
 * machine) and the release log. The version files themselves are in the bucket.
 */
export class GatewayReleaseState1795440000000 implements MigrationInterface {
  name = 'GatewayReleaseState1795440000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE release_pointers (
        -- one row: the pointers are switched together, as the pointer file is replaced whole
        id smallint PRIMARY KEY CHECK (id = 1),
        pointers jsonb NOT NULL,
        -- counts every switch: a gateway that missed a notification still sees it changed
        revision bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`INSERT INTO release_pointers (id, pointers, revision) VALUES (1, '{"remotes":{}}', 0)`);
    await queryRunner.query(`
      CREATE TABLE release_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL,
        entry jsonb NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE release_log');
    await queryRunner.query('DROP TABLE release_pointers');
  }
}
