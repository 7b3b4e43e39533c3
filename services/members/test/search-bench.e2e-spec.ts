import { PREMIUM_DEMO_ACCOUNT_ID } from '@rendezvous/demo-data';
import { demoSessionCookie } from '@rendezvous/platform-tools/gateway-hop-bench';
import {
  fillProfiles,
  measureSearch,
  removeGeneratedProfiles,
  reportSearch,
  SEARCH_CASES,
  statementsFrom,
} from '@rendezvous/platform-tools/members-search-bench';
import { searchStatement } from '../src/search/search.store';

/** The members database of the run (the search benchmark fills it, as `npm run bench` fills its own at full size). */
function membersDatabaseUrl(): string {
  const databases = JSON.parse(process.env.RDV_DATABASES ?? '{}') as Record<string, string>;
  const server = new URL(process.env.RDV_SERVER_URL ?? '');
  server.pathname = `/${databases.members}`;
  return server.toString();
}

// The smoke size of bench/members-search.mjs, so the benchmark never rots: 5,000 generated profiles,
// 1 s per case; the full-size goals are checked by `npm run bench`, not here.
describe('member search benchmark (smoke size)', () => {
  afterAll(() => removeGeneratedProfiles(membersDatabaseUrl()));

  it('answers every filter combination through the gateway from the search indexes, beside the same raw SQL', async () => {
    await fillProfiles(membersDatabaseUrl(), 5_000);
    const cases = await measureSearch({
      gatewayUrl: process.env.RDV_BASE_URL ?? '',
      databaseUrl: membersDatabaseUrl(),
      cookie: await demoSessionCookie(process.env.RDV_BASE_URL ?? ''),
      viewerId: PREMIUM_DEMO_ACCOUNT_ID,
      durationSec: 1,
      statementsFor: statementsFrom({ searchStatement }),
    });
    console.log(reportSearch(cases));
    expect(cases.map((c) => c.name)).toEqual(SEARCH_CASES.map(([name]) => name));
    for (const { name, gateway, raw, rawPrepared, plan } of cases) {
      expect({ name, failed: gateway.failed }).toEqual({ name, failed: 0 });
      expect(gateway.requests).toBeGreaterThan(0);
      expect(raw.requests).toBeGreaterThan(0);
      expect(rawPrepared.requests).toBeGreaterThan(0);
      // The search indexes serve it (at this size Postgres may still read the page's few rows by a scan;
      // `npm run bench --plans` shows the full-size plans).
      expect(plan).toMatch(/profiles_search/);
    }
  });
});
