import { createOutboxTable } from '@rendezvous/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Photos get their match and blurred sizes (earlier rows, the demo's generated pictures, use their
 * own files for both) and one index per file name, because every served file is looked up by name
 * to decide who may see it. Profiles record the GDPR art. 9 consent. Members gets its outbox
 * (member.changed to the gateway, like mails to identity).
 */
export class MembersPhotoSizesConsentOutbox1795400100000 implements MigrationInterface {
  name = 'MembersPhotoSizesConsentOutbox1795400100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE photos ADD COLUMN match_filename text, ADD COLUMN blurred_filename text');
    await queryRunner.query('UPDATE photos SET match_filename = filename, blurred_filename = thumb_filename');
    await queryRunner.query('ALTER TABLE photos ALTER COLUMN match_filename SET NOT NULL, ALTER COLUMN blurred_filename SET NOT NULL');
    for (const column of ['filename', 'thumb_filename', 'match_filename', 'blurred_filename']) {
      await queryRunner.query(`CREATE UNIQUE INDEX photos_${column} ON photos (${column})`);
    }
    // The operators' queue: oldest first.
    await queryRunner.query(`CREATE INDEX photos_being_inspected ON photos (created_at) WHERE status = 'being_inspected'`);
    await queryRunner.query('ALTER TABLE profiles ADD COLUMN special_category_consent_at timestamptz');
    await createOutboxTable(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE outbox');
    await queryRunner.query('ALTER TABLE profiles DROP COLUMN special_category_consent_at');
    await queryRunner.query('DROP INDEX photos_being_inspected');
    for (const column of ['filename', 'thumb_filename', 'match_filename', 'blurred_filename']) await queryRunner.query(`DROP INDEX photos_${column}`);
    await queryRunner.query('ALTER TABLE photos DROP COLUMN match_filename, DROP COLUMN blurred_filename');
  }
}
