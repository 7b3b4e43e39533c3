import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Chat's contact rules read members' facts from their own table (docs/adr/0010, amendment, step 2), so
 * members announces every change of them to chat, in the transaction of the change, whichever code
 * (or operator's SQL) makes it: triggers write the outbox rows.
 * - `member.contact`: after a profile's name, status, invisible/privacy or premium changed, the whole
 *   snapshot. Not on insert: chat asks members about a member it has never seen (and a million seeded
 *   profiles would otherwise be a million events).
 * - `member.pair`: after a block or a like was added or removed.
 * Each carries a version from one sequence, drawn while the changed row is locked (a profile's in a
 * BEFORE UPDATE trigger, which Postgres fires after locking the row; a block's or like's in the AFTER
 * trigger, after an insert has waited out a racing one on the unique key), so a later change of the same
 * fact waits and draws a higher number; chat applies a snapshot only over an older one.
 * A profile keeps the version it was last published with (`contact_version`, 0 while it was never
 * changed since its insert), and a contact check hands it out with the profile's facts. So what chat
 * fills from a check is ordered against events like an event: a `member.contact` still on its way from
 * before the read (premium=false from before the purchase) cannot replace the newer read, and one from
 * after it does. The column is the triggers' alone: no entity maps it, so no save writes it back.
 * Blocks and likes keep no version (an absent one has no row to keep it in): a check's pair facts come
 * at 0 and only fill where chat knows nothing of the pair, so a pair changed twice within an event's
 * delay before the check can show its older state until the newer event arrives.
 */
export class MembersContactFacts1795420100000 implements MigrationInterface {
  name = 'MembersContactFacts1795420100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE SEQUENCE contact_fact_versions');
    // One row per subscriber, as the Outbox's publish writes it; ordered per member, or per pair and fact.
    await queryRunner.query(`
      CREATE FUNCTION publish_to_chat(topic text, ordering text, payload jsonb) RETURNS void LANGUAGE sql AS $$
        INSERT INTO outbox (event_id, topic, destination, ordering_key, payload) VALUES (gen_random_uuid(), topic, 'chat', 'chat:' || ordering, payload)
      $$`);
    await queryRunner.query('ALTER TABLE profiles ADD COLUMN contact_version bigint NOT NULL DEFAULT 0');
    const contactChanged = `OLD.name IS DISTINCT FROM NEW.name OR OLD.status IS DISTINCT FROM NEW.status
      OR (OLD.invisible OR OLD.privacy) IS DISTINCT FROM (NEW.invisible OR NEW.privacy) OR OLD.premium IS DISTINCT FROM NEW.premium`;
    // BEFORE UPDATE: the row is locked by now, and the new version is stored with the change.
    await queryRunner.query(`
      CREATE FUNCTION profile_contact_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.contact_version := nextval('contact_fact_versions');
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER profile_contact_version BEFORE UPDATE OF name, status, invisible, privacy, premium ON profiles FOR EACH ROW
        WHEN (${contactChanged}) EXECUTE FUNCTION profile_contact_version()`);
    await queryRunner.query(`
      CREATE FUNCTION profile_contact_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM publish_to_chat('member.contact', 'contact:' || NEW.id, jsonb_build_object(
          'member_id', NEW.id, 'name', NEW.name, 'active', NEW.status = 'active', 'protected', NEW.invisible OR NEW.privacy,
          'premium', NEW.premium, 'version', NEW.contact_version));
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER profile_contact_to_chat AFTER UPDATE OF name, status, invisible, privacy, premium ON profiles FOR EACH ROW
        WHEN (${contactChanged}) EXECUTE FUNCTION profile_contact_changed()`);
    // TG_ARGV: the fact's name and the row's two member columns.
    await queryRunner.query(`
      CREATE FUNCTION pair_fact_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        fact_row jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
        from_id bigint := (fact_row ->> TG_ARGV[1])::bigint;
        to_id bigint := (fact_row ->> TG_ARGV[2])::bigint;
      BEGIN
        PERFORM publish_to_chat('member.pair', 'pair:' || least(from_id, to_id) || ':' || greatest(from_id, to_id), jsonb_build_object(
          'from_id', from_id, 'to_id', to_id, 'fact', TG_ARGV[0], 'present', TG_OP = 'INSERT', 'version', nextval('contact_fact_versions')));
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER block_to_chat AFTER INSERT OR DELETE ON blocks FOR EACH ROW EXECUTE FUNCTION pair_fact_changed('block', 'blocker_id', 'blocked_id')`,
    );
    await queryRunner.query(
      `CREATE TRIGGER like_to_chat AFTER INSERT OR DELETE ON likes FOR EACH ROW EXECUTE FUNCTION pair_fact_changed('like', 'liker_id', 'liked_id')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER like_to_chat ON likes');
    await queryRunner.query('DROP TRIGGER block_to_chat ON blocks');
    await queryRunner.query('DROP TRIGGER profile_contact_to_chat ON profiles');
    await queryRunner.query('DROP TRIGGER profile_contact_version ON profiles');
    await queryRunner.query('DROP FUNCTION pair_fact_changed()');
    await queryRunner.query('DROP FUNCTION profile_contact_changed()');
    await queryRunner.query('DROP FUNCTION profile_contact_version()');
    await queryRunner.query('ALTER TABLE profiles DROP COLUMN contact_version');
    await queryRunner.query('DROP FUNCTION publish_to_chat(text, text, jsonb)');
    await queryRunner.query('DROP SEQUENCE contact_fact_versions');
  }
}
