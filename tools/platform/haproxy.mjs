// HAProxy in front of every tier's replicas: the cluster mode on one machine (`npm run start:cluster`, docs/adr/0021).
// One frontend per tier, on the address its callers already use, balancing over the tier's replicas; what the Helm
// chart's Services and Ingress are in a cluster. Debian's package (`apt-get install haproxy`).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnIntoLog, waitForHealth } from './logged-process.mjs';
import { supervise } from './supervisor.mjs';

/** Where each frontend answers for HAProxy itself (monitor-uri): ready once every frontend does. */
export const HAPROXY_MONITOR_PATH = '/haproxy/live';

/** The haproxy binary, or an error that says how to get it. */
export function findHaproxy() {
  for (const candidate of [process.env.HAPROXY_BIN, 'haproxy', '/usr/sbin/haproxy'].filter(Boolean)) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  throw new Error('the cluster mode needs HAProxy: apt-get install -y haproxy (Debian), or HAPROXY_BIN=<path>');
}

/**
 * The configuration: per tier a frontend on `port` and a backend over `replicas` (their ports), health-checked on the
 * replicas' /health/live every 500 ms (down after 2 failures, so about a second after a replica dies).
 * - A request that could not reach a replica (connection refused: it is dead) goes to another one (`redispatch`,
 *   `retry-on conn-failure`): it was never sent, so any method is safe to send again.
 * - A GET or HEAD whose replica died before answering is retried too; a write is not (it may have been applied).
 * - The gateway's frontend adds X-Forwarded-For (the gateways trust this proxy: TRUSTED_PROXIES), so rate limits
 *   still count per visitor.
 * - Upgraded connections (chat's socket) may stay open for an hour; socket.io's heartbeat keeps them busy.
 * @param {{ tiers: Array<{ name: string, port: number, replicas: number[], forwardFor?: boolean }> }} options
 */
export function haproxyConfig({ tiers }) {
  const lines = [
    // No maxconn: HAProxy derives it from the open-file limit it is given (a fixed one above that limit stops it).
    'global',
    // Replicas going down and up again, into var/logs/haproxy.log (requests are below notice: not logged).
    '  log stderr format short local0 notice',
    '',
    'defaults',
    '  mode http',
    '  log global',
    '  timeout connect 1s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 30s',
    '  timeout queue 5s',
    '  timeout tunnel 1h',
    '  option redispatch 1',
    '  retries 3',
    '  retry-on conn-failure empty-response response-timeout',
  ];
  for (const { name, port, replicas, forwardFor = false } of tiers) {
    lines.push(
      '',
      `frontend ${name}`,
      `  bind 127.0.0.1:${port}`,
      `  monitor-uri ${HAPROXY_MONITOR_PATH}`,
      ...(forwardFor ? ['  option forwardfor'] : []),
      `  default_backend ${name}`,
      '',
      `backend ${name}`,
      '  balance roundrobin',
      // METH_GET is GET and HEAD: a write whose replica died before answering may have been applied.
      '  http-request disable-l7-retry if !METH_GET',
      '  option httpchk GET /health/live',
      '  default-server inter 500ms fastinter 250ms fall 2 rise 1',
      ...replicas.map((replicaPort, index) => `  server ${name}-${index + 1} 127.0.0.1:${replicaPort} check`),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Ready once every frontend answers for HAProxy itself (monitor-uri). */
async function waitForFrontends(tiers, child) {
  for (const { port } of tiers) await waitForHealth(`http://127.0.0.1:${port}${HAPROXY_MONITOR_PATH}`, child, 10_000);
}

/**
 * Starts HAProxy (in the foreground, under the platform's supervisor) with the tiers' frontends; resolves once every
 * frontend answers. The replicas need not run yet: a backend without a live replica answers 503 until one is up.
 * @param {{ tiers: Parameters<typeof haproxyConfig>[0]['tiers'], varDir: string, logDir: string, restart?: boolean,
 *   report?: (line: string) => void, signal?: AbortSignal }} options
 */
export async function startHaproxy({ tiers, varDir, logDir, restart = false, report, signal }) {
  const binary = findHaproxy();
  const configFile = join(varDir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig({ tiers }));
  const logFile = join(logDir, 'haproxy.log');
  // -db: foreground, no daemon; the supervisor restarts it like any other process.
  const start = () => spawnIntoLog(binary, ['-db', '-f', configFile], { logFile, env: process.env });
  return supervise({ name: 'haproxy', start, ready: (child) => waitForFrontends(tiers, child), restart, report, signal, logFile });
}
