import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Chat's read model of members' contact facts (docs/adr/0010, amendment, step 2): what a send's
 * contact rules need, kept from members' member.contact and member.pair events and filled from a
 * contact check when a fact is missing, so a send asks members nothing once both members and the pair
 * are known. A row is replaced only by a higher version (a snapshot read in a check has version 0).
 */
export class ChatContactFacts1795420200000 implements MigrationInterface {
  name = 'ChatContactFacts1795420200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE contact_members (
        member_id bigint PRIMARY KEY,
        name text NOT NULL,
        active boolean NOT NULL,
        -- invisible or privacy mode: nothing unsolicited reaches the member
        protected boolean NOT NULL,
        premium boolean NOT NULL,
        -- members' version of the snapshot; a purged member keeps a row at the highest version, without a name
        version bigint NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE contact_pairs (
        from_id bigint NOT NULL,
        to_id bigint NOT NULL,
        fact text NOT NULL,
        -- an ended block or like stays as a row (present false): it is known, and its version orders later news
        present boolean NOT NULL,
        version bigint NOT NULL,
        PRIMARY KEY (from_id, to_id, fact),
        CONSTRAINT contact_pairs_fact_known CHECK (fact IN ('block', 'like'))
      )`);
    // A purge finds the pairs the member is the second of.
    await queryRunner.query('CREATE INDEX contact_pairs_to ON contact_pairs (to_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE contact_pairs');
    await queryRunner.query('DROP TABLE contact_members');
  }
}
