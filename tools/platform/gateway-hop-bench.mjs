// The gateway hop and the user call, side by side in one run, with 4 concurrent keep-alive clients:
//   1. GET /api/settings.php straight from the site service
//   2. the same through the gateway: the difference of the p50s is the hop
//   3. GET /api/user.php for a logged-in member through the gateway (session, profile, wallet, site)
// Full size: `npm run bench` (bench/gateway-hop.mjs). The test command runs `measureGatewayHop` at
// smoke size against the run's platform (services/gateway/test/user-cache.e2e-spec.ts), so it never rots.
import autocannon from 'autocannon';

/** Goals of the foundation-hardening issue, on this 2-core machine. */
export const GOALS = { hopP50Ms: 1, userRps: 2_000, userP99Ms: 25 };
export const CONNECTIONS = 4;

function run(url, headers, durationSec) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, pipelining: 1, duration: durationSec, headers }, (error, result) => {
      if (error) return reject(error);
      resolve({
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx + result.errors + result.timeouts,
        requests: result.requests.total,
      });
    });
  });
}

/**
 * @param {{ gatewayUrl: string, siteUrl: string, cookie: string, durationSec: number }} options
 */
export async function measureGatewayHop({ gatewayUrl, siteUrl, cookie, durationSec }) {
  const host = { host: new URL(gatewayUrl).host };
  // Warm-up: connections, JIT and caches, not measured.
  await run(`${gatewayUrl}/api/user.php`, { cookie, ...host }, 1);
  const direct = await run(`${siteUrl}/api/settings.php`, { 'x-forwarded-host': 'localhost' }, durationSec);
  const gateway = await run(`${gatewayUrl}/api/settings.php`, { ...host }, durationSec);
  const user = await run(`${gatewayUrl}/api/user.php`, { cookie, ...host }, durationSec);
  const hopP50Ms = Math.round((gateway.p50 - direct.p50) * 100) / 100;
  const goals = {
    hop: hopP50Ms <= GOALS.hopP50Ms,
    userRps: user.rps >= GOALS.userRps,
    userP99: user.p99 <= GOALS.userP99Ms,
  };
  return { direct, gateway, user, hopP50Ms, goals };
}

export function report({ direct, gateway, user, hopP50Ms, goals }) {
  const row = (name, m) => `${name.padEnd(34)} ${String(m.rps).padStart(6)} req/s  p50 ${String(m.p50).padStart(5)} ms  p99 ${String(m.p99).padStart(5)} ms  (${m.requests} requests, ${m.non2xx} failed)`;
  const mark = (ok) => (ok ? '✔' : '✖');
  return [
    row('settings.php, site service direct', direct),
    row('settings.php, through the gateway', gateway),
    row('user.php logged in, via gateway', user),
    `${mark(goals.hop)} gateway hop p50 ${hopP50Ms} ms (goal <= ${GOALS.hopP50Ms} ms)`,
    `${mark(goals.userRps)} user.php ${user.rps} req/s (goal >= ${GOALS.userRps})`,
    `${mark(goals.userP99)} user.php p99 ${user.p99} ms (goal <= ${GOALS.userP99Ms} ms)`,
  ].join('\n');
}

/** Logs the premium demo member in through the gateway; the session cookie. */
export async function demoSessionCookie(gatewayUrl) {
  const answer = await fetch(`${gatewayUrl}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-type': 'client' },
    body: JSON.stringify({ email: 'premium@demo.test', password: 'demo-password-2026' }),
  });
  if (!answer.ok) throw new Error(`demo login failed: ${answer.status} ${await answer.text()}`);
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('rdv_session='));
  return cookie.split(';')[0];
}

