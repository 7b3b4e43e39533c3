// Releasing one app through the release CLI's client and a real gateway's release API (docs/adr/0017 §4):
// what is refused, what is published, and that the pointer stays on a refusal (issue 13: one federation
// runtime per page). Needs the gateway built (services/gateway/dist). Run with `node --test tools/platform/releases.test.mjs`.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DOMAIN_SERVICES, serviceUrlSettings, startGateway } from './launch.mjs';
import { checkBuild, deployBuild, listReleases, ReleaseApiError, rollbackApp } from './release-client.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TOKEN = 'releases-test-token-0123456789';
const work = mkdtempSync(join(tmpdir(), 'rdv-release-test-'));
const cdn = join(work, 'cdn');
let gateway;
let target;

function writeBuild(dir, pluginVersion, remoteEntry = { name: 'remoteEntry.js', path: '', type: 'global' }) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { name: 'x', pluginVersion, remoteEntry } }));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* built with ${pluginVersion} at ${Math.random()} */`);
  writeFileSync(join(dir, 'remoteEntry.js.map'), '{"sources":["the team’s source"]}');
  // release.json as shared/build-config writes it (the gate refuses a build without one): nothing shared, no widgets.
  const app = dir.endsWith('shell') ? 'shell' : 'mfe-chat';
  writeFileSync(
    join(dir, 'release.json'),
    JSON.stringify({ name: app, version: '0.1.0', federationRuntime: pluginVersion, shared: [], widgets: { exposes: {}, consumes: {} } }),
  );
  return dir;
}

before(async () => {
  const shell = writeBuild(join(work, 'shell'), '2.9.2');
  writeFileSync(join(shell, 'index.html'), '<!doctype html><html><head></head><body><div id=root></div></body></html>');
  mkdirSync(join(work, 'logs'));
  const nowhere = 'http://127.0.0.1:9';
  gateway = await startGateway({
    root: repoRoot,
    logDir: join(work, 'logs'),
    requireHealthy: false,
    env: {
      HOST: '127.0.0.1',
      INTERNAL_TOKEN: 'internal-token-0123456789',
      // No services behind it: every service's URL points nowhere.
      ...serviceUrlSettings(Object.fromEntries(DOMAIN_SERVICES.map(({ name }) => [name, nowhere]))),
      SHELL_DIR: shell,
      CDN_DIR: cdn,
      RELEASE_TOKEN: TOKEN,
      LOG_LEVEL: 'warn',
    },
  });
  target = { url: gateway.baseUrl, token: TOKEN, who: 'release test' };
});

after(async () => {
  await gateway?.supervised.stop();
  rmSync(work, { recursive: true, force: true });
});

test('a remote built with the live shell’s federation runtime is published under its version, without source maps, and goes live', async () => {
  const outcome = await deployBuild(target, 'mfe-chat', writeBuild(join(work, 'chat-1'), '2.9.2'), { packageVersion: '0.1.0' });
  assert.match(outcome.version, /^0\.1\.0-[0-9a-f]{10}$/);
  assert.equal(outcome.changed, true);
  assert.ok(existsSync(join(cdn, 'mfe-chat', outcome.version, 'remoteEntry.js')));
  assert.equal(existsSync(join(cdn, 'mfe-chat', outcome.version, 'remoteEntry.js.map')), false);
  const manifest = await (await fetch(`${gateway.baseUrl}/api/remotes.json`)).json();
  assert.equal(manifest.remotes.find((remote) => remote.name === 'mfe-chat').version, outcome.version);
});

/** `npm run deploy -- <args>` against the test gateway: its exit code and what it printed. */
async function releaseCli(args) {
  const env = { ...process.env, RELEASE_URL: gateway.baseUrl, RELEASE_TOKEN: TOKEN, RELEASE_BY: 'release test' };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [join(repoRoot, 'tools', 'release.mjs'), 'deploy', ...args], { env, cwd: repoRoot });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    return { code: error.code, output: error.stdout + error.stderr };
  }
}

const liveChat = () => JSON.parse(readFileSync(join(cdn, 'releases.json'), 'utf8')).remotes['mfe-chat'].current;

test('a check (deploy --check) of a build the live platform accepts says so, and publishes, switches and logs nothing', async () => {
  const live = liveChat();
  const logBefore = (await listReleases(target)).log;
  const outcome = await checkBuild(target, 'mfe-chat', writeBuild(join(work, 'chat-check'), '2.9.2'), { packageVersion: '0.2.0' });
  assert.equal(outcome.ok, true);
  assert.equal(outcome.live, live);
  assert.match(outcome.version, /^0\.2\.0-[0-9a-f]{10}$/);
  assert.equal(existsSync(join(cdn, 'mfe-chat', outcome.version)), false);

  const cli = await releaseCli(['mfe-chat', '--check', '--dist', writeBuild(join(work, 'chat-check-cli'), '2.9.2')]);
  assert.equal(cli.code, 0, cli.output);
  assert.match(
    cli.output,
    /✔ mfe-chat: the live platform accepts this build \(it would be 0\.1\.0-[0-9a-f]{10}; live: 0\.1\.0-[0-9a-f]{10}\); nothing was released/,
  );
  assert.equal(liveChat(), live);
  assert.deepEqual((await listReleases(target)).log, logBefore);
});

test('a check of a build the live platform would refuse exits 1 with the gate’s reason; the live release and the log stay', async () => {
  const live = liveChat();
  const logBefore = (await listReleases(target)).log;
  const refused = await checkBuild(target, 'mfe-chat', writeBuild(join(work, 'chat-check-other-runtime'), '2.9.1')).catch((error) => error);
  assert.ok(refused instanceof ReleaseApiError);
  assert.equal(refused.status, 409);
  assert.equal(refused.envelope.code, 'RELEASE.REFUSED');

  const cli = await releaseCli(['mfe-chat', '--check', '--dist', join(work, 'chat-check-other-runtime')]);
  assert.equal(cli.code, 1);
  assert.match(
    cli.output,
    /✖ mfe-chat: the live platform would refuse this build \(nothing was released\):\n {2}- mfe-chat was built with Module Federation runtime 2\.9\.1, but the live shell runs 2\.9\.2/,
  );
  assert.equal(liveChat(), live);
  assert.deepEqual((await listReleases(target)).log, logBefore);
});

test('a remote built with another federation runtime than the live shell’s is refused (409), nothing is published and the pointer stays', async () => {
  const live = JSON.parse(readFileSync(join(cdn, 'releases.json'), 'utf8')).remotes['mfe-chat'].current;
  const refused = await deployBuild(target, 'mfe-chat', writeBuild(join(work, 'chat-other-runtime'), '2.9.1'), { packageVersion: '0.1.0' }).catch(
    (error) => error,
  );
  assert.ok(refused instanceof ReleaseApiError);
  assert.equal(refused.status, 409);
  assert.match(refused.envelope.errors.refusals[0], /mfe-chat was built with Module Federation runtime 2\.9\.1, but the live shell runs 2\.9\.2/);
  assert.equal(JSON.parse(readFileSync(join(cdn, 'releases.json'), 'utf8')).remotes['mfe-chat'].current, live);
  const { log } = await listReleases(target);
  assert.equal(log[0].action, 'refusal');
  assert.equal(log[0].who, 'release test');
});

test('a remote whose manifest names another entry than remoteEntry.js beside it is refused: the shell loads that file by name', async () => {
  const refused = await deployBuild(target, 'mfe-legal', writeBuild(join(work, 'legal'), '2.9.2', { name: 'entry.js', path: '', type: 'global' })).catch(
    (error) => error,
  );
  assert.equal(refused.status, 409);
  assert.match(refused.envelope.errors.refusals[0], /mfe-legal's federation entry must be remoteEntry\.js beside its mf-manifest\.json/);
  assert.equal(existsSync(join(cdn, 'mfe-legal')), false);
});

test('a rollback goes back to the release before; with none before it is refused and names the live version', async () => {
  const second = await deployBuild(target, 'mfe-chat', writeBuild(join(work, 'chat-2'), '2.9.2'), { packageVersion: '0.1.1' });
  const back = await rollbackApp(target, 'mfe-chat');
  assert.equal(back.from, second.version);
  assert.equal(back.to, second.previous);
  const none = await rollbackApp(target, 'mfe-chat').catch((error) => error);
  assert.equal(none.status, 409);
  assert.match(none.message, /mfe-chat has no earlier release to roll back to/);
});

test('every @module-federation package in the lockfile is the one exact version the root pins', () => {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  const pinned = pkg.dependencies['@module-federation/enhanced'];
  assert.match(pinned, /^\d+\.\d+\.\d+$/, 'the root pins @module-federation/enhanced to an exact version');
  const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8'));
  const federation = Object.entries(lock.packages).filter(([path]) => /node_modules\/@module-federation\/[^/]+$/.test(path));
  assert.ok(federation.length >= 5);
  for (const [path, { version }] of federation) assert.equal(version, pinned, path);
});
