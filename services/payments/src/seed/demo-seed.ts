import { demoSeedOnBoot } from '@rendezvous/nest-kit';
import { demoPeople, PREMIUM_DEMO_ACCOUNT_ID, type DemoPerson } from '@rendezvous/demo-data';
import { DataSource } from 'typeorm';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../config';
import { CreditLedgerStore } from '../credits/credit-ledger.store';

/** The ledger reference of a demo person's starting credits: the key that makes the seed apply once. */
export function startingCreditsReference(personId: number): string {
  return personId === PREMIUM_DEMO_ACCOUNT_ID ? 'seed:premium-demo' : `seed:demo-credits:${personId}`;
}

export interface PaymentsSeedResult {
  membershipsAdded: number;
  creditEntriesAdded: number;
}

/**
 * Gives the demo people their premium membership and starting credits, in one transaction.
 * Memberships are inserted with ON CONFLICT DO NOTHING and the credits carry a unique reference,
 * so a second run changes nothing.
 */
export async function seedDemoPayments(dataSource: DataSource, people: readonly DemoPerson[] = demoPeople()): Promise<PaymentsSeedResult> {
  const ledger = new CreditLedgerStore(dataSource);
  return dataSource.transaction(async (manager) => {
    // Replicas booting together seed one after the other instead of racing.
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['seed:payments']);
    let membershipsAdded = 0;
    let creditEntriesAdded = 0;
    for (const person of people) {
      const { premiumSince, credits } = person.membership;
      if (premiumSince) {
        const inserted: unknown[] = await manager.query(
          'INSERT INTO memberships (member_id, premium_since) VALUES ($1, $2) ON CONFLICT (member_id) DO NOTHING RETURNING member_id',
          [person.id, premiumSince],
        );
        membershipsAdded += inserted.length;
      }
      if (credits > 0) {
        const entry = await ledger.append(manager, {
          memberId: person.id,
          delta: credits,
          reason: 'demo_credits',
          reference: startingCreditsReference(person.id),
          createdAt: new Date(premiumSince ?? person.account.createdAt),
        });
        if (entry) creditEntriesAdded += 1;
      }
    }
    return { membershipsAdded, creditEntriesAdded };
  });
}

/** Seeds the demo data at start when SEED_DEMO_DATA is on (npm start); a second start adds nothing. */
export const DemoSeed = demoSeedOnBoot<PaymentsConfig>(PAYMENTS_CONFIG, async (dataSource) => {
  const { membershipsAdded, creditEntriesAdded } = await seedDemoPayments(dataSource);
  return `${membershipsAdded} premium memberships and ${creditEntriesAdded} credit entries added`;
});
