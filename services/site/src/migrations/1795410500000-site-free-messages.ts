import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_SITE_SETTINGS } from '../sites/default-site';

/** The new setting free_messages (chat's free-member limit) for sites stored before it existed. */
export class SiteFreeMessages1795410500000 implements MigrationInterface {
  name = 'SiteFreeMessages1795410500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE sites SET settings = settings || jsonb_build_object('free_messages', $1::int) WHERE NOT settings ? 'free_messages'`, [
      DEFAULT_SITE_SETTINGS.free_messages,
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE sites SET settings = settings - 'free_messages'`);
  }
}
