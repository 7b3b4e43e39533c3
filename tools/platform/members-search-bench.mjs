// Member search at size (the members issue): a members database filled with generated profiles,
// the search's typical filter combinations measured through the gateway at 8 concurrent clients,
// beside the same SQL run straight on Postgres (same indexes, same 8 clients), with the plans. The raw
// SQL runs twice: sent plainly (the goal's baseline) and prepared as the service sends it.
// Full size: `npm run bench` (bench/members-search.mjs, 1,000,000 profiles). The test command runs
// it at smoke size (services/members/test/search-bench.e2e-spec.ts), so it never rots.
import autocannon from 'autocannon';
import pg from 'pg';

/** Goals of the members issue: p99 per page through the service, and at most 1.5x the raw SQL. */
export const SEARCH_GOALS = { p99Ms: 30, overRawSql: 1.5 };
export const SEARCH_CONNECTIONS = 8;
/** Generated profiles get ids from here on: far above any account id a test platform hands out. */
export const GENERATED_ID_BASE = 50_000_000_000;

const COUNTRIES = ['AT', 'BE', 'CH', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'IE', 'IT', 'NL', 'NO', 'PL', 'SE', 'US'];

/** The benchmark's filter combinations (the list): query string of GET /api/members.php. */
export const SEARCH_CASES = [
  ['gender', 'gender=female'],
  ['gender + country + age 25-45', 'gender=female&country=NL&min_age=25&max_age=45'],
  ['the same + region', 'gender=female&country=NL&countryregion=Region%203&min_age=25&max_age=45'],
  ['gender + country + age, page 20', 'gender=female&country=NL&min_age=25&max_age=45&page=20'],
  ['gender, page 20', 'gender=female&page=20'],
];

/**
 * Adds `count` generated profiles (and a main photo for four in five) to a members database, in one
 * set-based statement each, then refreshes the planner's statistics. Shaped like a real site:
 * both genders, 16 countries, 10 regions each, ages 18 to 70, activity spread over 90 days, 1%
 * disabled, 2% invisible, 1% in privacy mode.
 */
export async function fillProfiles(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO profiles (id, name, gender, sexuality, birth_date, country, region, city, status, invisible, privacy, last_seen_at, interests, created_at)
       SELECT $1::bigint + g, 'Member ' || g,
              CASE WHEN g % 2 = 0 THEN 'female' ELSE 'male' END,
              (ARRAY['hetero', 'hetero', 'hetero', 'gay', 'lesbian', 'bi'])[1 + g % 6],
              (current_date - make_interval(years => 18, days => ((g::bigint * 7919) % (52 * 365))::int))::date,
              ($3::text[])[1 + (g / 2) % 16],
              'Region ' || ((g / 32) % 10),
              'City ' || ((g / 320) % 50),
              CASE WHEN g % 100 = 7 THEN 'disabled' ELSE 'active' END,
              g % 50 = 11, g % 100 = 13,
              now() - make_interval(mins => ((g::bigint * 104729) % (90 * 24 * 60))::int),
              ARRAY[1 + g % 50, 1 + (g * 7) % 50],
              now() - interval '100 days'
         FROM generate_series(1, $2::int) AS g
       ON CONFLICT (id) DO NOTHING`,
      [GENERATED_ID_BASE, count, COUNTRIES],
    );
    await client.query(
      `INSERT INTO photos (profile_id, filename, thumb_filename, match_filename, blurred_filename, status, is_main)
       SELECT $1::bigint + g, 'generated/' || g || '.jpg', 'generated/' || g || '-thumb.jpg', 'generated/' || g || '-match.jpg', 'generated/' || g || '-blurred.jpg', 'active', true
         FROM generate_series(1, $2::int) AS g
        WHERE g % 5 <> 0
       ON CONFLICT DO NOTHING`,
      [GENERATED_ID_BASE, count],
    );
    // What autovacuum does on a live database soon after: statistics, and the visibility map that lets
    // the count run from the index alone.
    await client.query('VACUUM ANALYZE profiles');
    await client.query('VACUUM ANALYZE photos');
    // The bulk load's dirty pages written out now: otherwise a spread checkpoint writes them during
    // the measurement, minutes later, and the first cases measure the disk rather than the search.
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}

/** Removes what fillProfiles added (photos go with their profiles). */
export async function removeGeneratedProfiles(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('DELETE FROM profiles WHERE id > $1', [GENERATED_ID_BASE]);
    await client.query('ANALYZE profiles');
  } finally {
    await client.end();
  }
}

/**
 * (query, viewerId) => the statements the members service runs for that search, from its own builder
 * (services/members src/search/member-search.service.ts searchStatement), so the raw side runs exactly
 * the service's SQL.
 */
export function statementsFrom({ searchStatement }) {
  return (query, viewerId) => {
    const params = new URLSearchParams(query);
    const number = (name) => (params.has(name) ? Number(params.get(name)) : undefined);
    const text = (name) => params.get(name) ?? undefined;
    const filters = {
      gender: text('gender'),
      country: text('country'),
      countryregion: text('countryregion'),
      min_age: number('min_age'),
      max_age: number('max_age'),
    };
    return [searchStatement(filters, viewerId, number('page') ?? 1)];
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 100) / 100;
}

/** GET /api/members.php?<query> through the gateway at SEARCH_CONNECTIONS clients. */
function throughGateway(gatewayUrl, cookie, query, durationSec) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(
      { url: `${gatewayUrl}/api/members.php?${query}`, connections: SEARCH_CONNECTIONS, duration: durationSec, headers: { cookie, host: 'localhost' } },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          rps: Math.round(result.requests.average),
          p50: percentile(times, 50),
          p99: percentile(times, 99),
          failed: result.non2xx + result.errors + result.timeouts,
          requests: result.requests.total,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
    });
  });
}

/**
 * The same statements straight on Postgres: SEARCH_CONNECTIONS clients, each running them back to back.
 * Plain, as psql or any client would send them (planned on every run), or `prepared` as the members
 * service runs them (services/members src/search/search.store.ts, SearchDatabase: named statements, one generic
 * plan each), which is the database's least work per search.
 */
async function rawSql(databaseUrl, statements, durationSec, { prepared = false } = {}) {
  const clients = await Promise.all(
    Array.from({ length: SEARCH_CONNECTIONS }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl, ...(prepared ? { options: '-c plan_cache_mode=force_generic_plan' } : {}) });
      await client.connect();
      return client;
    }),
  );
  const named = statements.map((statement, index) =>
    prepared
      ? { name: `raw_${index}_${statement.sql.length}`, text: statement.sql, values: statement.params }
      : { text: statement.sql, values: statement.params },
  );
  const times = [];
  const until = Date.now() + durationSec * 1_000;
  try {
    await Promise.all(
      clients.map(async (client) => {
        while (Date.now() < until) {
          const started = process.hrtime.bigint();
          for (const query of named) await client.query(query);
          times.push(Number(process.hrtime.bigint() - started) / 1e6);
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
  times.sort((a, b) => a - b);
  return { rps: Math.round(times.length / durationSec), p50: percentile(times, 50), p99: percentile(times, 99), requests: times.length };
}

/**
 * @param {{ gatewayUrl: string, databaseUrl: string, cookie: string, viewerId: number, durationSec: number,
 *   statementsFor: (query: string, viewerId: number) => Array<{ sql: string, params: unknown[] }> }} options
 */
export async function measureSearch({ gatewayUrl, databaseUrl, cookie, viewerId, durationSec, statementsFor }) {
  const cases = [];
  // The platform started seconds ago: V8 has not optimised the hot code yet, and the search's pool has
  // neither its connections nor its prepared statements. A service that has been running has all of
  // that, so every case runs once unmeasured first; otherwise only the first case measured pays for it.
  for (const [, query] of SEARCH_CASES) await throughGateway(gatewayUrl, cookie, query, Math.max(1, Math.round(durationSec / 2)));
  for (const [name, query] of SEARCH_CASES) {
    const statements = statementsFor(query, viewerId);
    // Warm-up of both ways: caches and JIT, not measured.
    await throughGateway(gatewayUrl, cookie, query, 1);
    const gateway = await throughGateway(gatewayUrl, cookie, query, durationSec);
    const raw = await rawSql(databaseUrl, statements, durationSec);
    const rawPrepared = await rawSql(databaseUrl, statements, durationSec, { prepared: true });
    const plan = await explain(databaseUrl, statements[0]);
    cases.push({
      name,
      query,
      gateway,
      raw,
      rawPrepared,
      plan,
      ok: gateway.failed === 0 && gateway.p99 <= SEARCH_GOALS.p99Ms && gateway.p99 <= Math.max(raw.p99 * SEARCH_GOALS.overRawSql, 1),
    });
  }
  return cases;
}

async function explain(databaseUrl, { sql, params }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}

export function reportSearch(cases, { withPlans = false } = {}) {
  const lines = [];
  for (const { name, gateway, raw, rawPrepared, plan, ok } of cases) {
    lines.push(
      `${ok ? '✔' : '✖'} ${name.padEnd(34)} gateway ${String(gateway.rps).padStart(5)} req/s p50 ${String(gateway.p50).padStart(6)} ms p99 ${String(gateway.p99).padStart(6)} ms (${gateway.failed} failed) | raw SQL p50 ${String(raw.p50).padStart(6)} ms p99 ${String(raw.p99).padStart(6)} ms | prepared p50 ${String(rawPrepared.p50).padStart(6)} ms p99 ${String(rawPrepared.p99).padStart(6)} ms`,
    );
    if (withPlans) lines.push(plan.replace(/^/gm, '    '));
  }
  lines.push(`goals: p99 <= ${SEARCH_GOALS.p99Ms} ms through the gateway, and <= ${SEARCH_GOALS.overRawSql}x the raw SQL's p99`);
  return lines.join('\n');
}
