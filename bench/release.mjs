#!/usr/bin/env node
// How long a release takes once the build exists (docs/adr/0017 §4; goals: release <= 3 s, rollback <= 1 s):
// the CLI's client packs a real remote's build (mfe-chat/dist, made distinct each round so every round is a
// new version), sends it to a gateway's release API, which unpacks, gates, publishes and switches; then a
// rollback. A gateway of its own on a scratch store with the checkout's builds live (no services needed).
// node bench/release.mjs [--rounds 5]
import { cpSync, appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DOMAIN_SERVICES, serviceUrlSettings, startGateway } from '../tools/platform/launch.mjs';
import { deployBuild, rollbackApp } from '../tools/platform/release-client.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' }, app: { type: 'string', default: 'mfe-chat' } } });
const rounds = Number(values.rounds);
const app = values.app;
const token = 'bench-release-token-0123456789';
const work = mkdtempSync(join(tmpdir(), 'rdv-release-bench-'));
mkdirSync(join(work, 'logs'));
const nowhere = 'http://127.0.0.1:9';
const gateway = await startGateway({
  root,
  logDir: join(work, 'logs'),
  requireHealthy: false,
  env: {
    HOST: '127.0.0.1',
    INTERNAL_TOKEN: 'bench-internal-token-0123456789',
    // No services behind it: every service's URL points nowhere.
    ...serviceUrlSettings(Object.fromEntries(DOMAIN_SERVICES.map(({ name }) => [name, nowhere]))),
    SHELL_DIR: join(root, 'shell', 'dist'),
    CDN_DIR: join(work, 'cdn'),
    RELEASE_TOKEN: token,
    RELEASE_CHECKOUT_DIR: root,
    LOG_LEVEL: 'warn',
  },
});
const target = { url: gateway.baseUrl, token, who: 'bench' };
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const releases = [];
const rollbacks = [];
try {
  for (let round = 0; round < rounds; round += 1) {
    const dist = join(work, `build-${round}`);
    cpSync(join(root, app, 'dist'), dist, { recursive: true });
    // A new version each round (the content hash changes), as a real change would.
    appendFileSync(join(dist, 'remoteEntry.js'), `\n/* bench round ${round} ${Date.now()} */\n`);
    let started = performance.now();
    const outcome = await deployBuild(target, app, dist, { packageVersion: '0.1.0' });
    releases.push(performance.now() - started);
    if (!outcome.changed) throw new Error(`round ${round}: ${outcome.version} was not a new release`);
    started = performance.now();
    await rollbackApp(target, app);
    rollbacks.push(performance.now() - started);
  }
  const line = (name, list, goal) =>
    `${name.padEnd(9)} median ${median(list).toFixed(0)} ms, worst ${Math.max(...list).toFixed(0)} ms over ${list.length} (goal <= ${goal} ms) ${median(list) <= goal ? 'ok' : 'OVER'}`;
  console.log(`Release of ${app} through the release API, excluding its build (pack, upload, unpack, gate, publish, switch):`);
  console.log(line('release', releases, 3_000));
  console.log(line('rollback', rollbacks, 1_000));
  if (median(releases) > 3_000 || median(rollbacks) > 1_000) process.exitCode = 1;
} finally {
  await gateway.supervised.stop();
  rmSync(work, { recursive: true, force: true });
}
