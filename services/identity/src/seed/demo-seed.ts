import { demoSeedOnBoot } from '@rendezvous/nest-kit';
import { DEMO_PASSWORD, demoPeople, type DemoPerson } from '@rendezvous/demo-data';
import { DataSource } from 'typeorm';
import { hashPassword } from '../common/passwords';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';

/**
 * Adds the demo accounts that are missing, in one transaction. Existing rows are never touched, so
 * a second run changes nothing and a tester's changed password survives a restart.
 * Returns how many accounts were added.
 */
export async function seedDemoAccounts(dataSource: DataSource, people: readonly DemoPerson[] = demoPeople()): Promise<number> {
  return dataSource.transaction(async (manager) => {
    // Replicas booting together seed one after the other instead of racing.
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['seed:identity']);
    const present: { id: string }[] = await manager.query('SELECT id FROM accounts WHERE id = ANY($1::bigint[])', [people.map((person) => person.id)]);
    const presentIds = new Set(present.map((row) => Number(row.id)));
    const missing = people.filter((person) => !presentIds.has(person.id));
    if (missing.length === 0) return 0;

    // argon2id is slow on purpose: one hash for all demo accounts, not one per account.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const inserted: { id: string }[] = await manager.query(
      `INSERT INTO accounts (id, email, password_hash, status, language, created_at, updated_at)
       OVERRIDING SYSTEM VALUE
       SELECT id, email, $2, status, language, created_at, created_at
       FROM unnest($1::bigint[], $3::text[], $4::text[], $5::text[], $6::timestamptz[]) AS demo (id, email, status, language, created_at)
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [
        missing.map((person) => person.id),
        passwordHash,
        missing.map((person) => person.account.email.toLowerCase()),
        missing.map((person) => person.account.status),
        missing.map((person) => person.account.language),
        missing.map((person) => person.account.createdAt),
      ],
    );
    // Explicit ids leave the identity sequence behind; move it past them (never backwards, so an
    // id once handed out is never handed out again) so the next signup gets a fresh id.
    await manager.query(
      `SELECT setval(seq, GREATEST((SELECT max(id) FROM accounts), COALESCE(pg_sequence_last_value(seq), 0)))
       FROM (SELECT pg_get_serial_sequence('accounts', 'id')::regclass AS seq) AS s`,
    );
    return inserted.length;
  });
}

/** Seeds the demo data at start when SEED_DEMO_DATA is on (npm start); a second start adds nothing. */
export const DemoSeed = demoSeedOnBoot<IdentityConfig>(IDENTITY_CONFIG, async (dataSource) => {
  const added = await seedDemoAccounts(dataSource);
  return `${added} accounts added (${demoPeople().length} demo accounts in total)`;
});
