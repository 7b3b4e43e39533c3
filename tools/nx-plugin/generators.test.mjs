// The generators cannot rot (issue 33): in a scratch copy of the repository, generate a remote
// (mfe-lost-found) and a service (lost-found), two-word names on purpose; lint, type-check, unit-test and
// build both; run the one-list test and the i18n checks there; start the service on Postgres behind a
// gateway built in the copy and call it; serve the remote's build and fetch its remoteEntry. Nothing stays.
// Run with `node --test tools/nx-plugin/generators.test.mjs` (from the root; about 100 s).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { canConnect, databaseUrl, dropDatabases, ensureDatabases, findFreePort, startEmbeddedPostgres } from '../platform/postgres.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const REMOTE = 'mfe-lost-found';
const SERVICE = 'lost-found';
const INTERNAL_TOKEN = 'generator-test-internal-token';
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_INTERACTIVE: 'false', FORCE_COLOR: '0', CI: 'true' };

let scratch;
/** what runs and must be stopped, last first */
const cleanups = [];

/** Everything of the checkout but what is made (builds, caches, results, local data) or installed. */
function copyRepository(target) {
  const skipAtRoot = new Set(['node_modules', '.git', '.nx', 'dist', 'test-results', 'var', 'playwright-report', 'coverage']);
  cpSync(root, target, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => {
      const path = relative(root, source);
      if (path === '') return true;
      const [first] = path.split('/');
      const name = path.split('/').at(-1);
      return !skipAtRoot.has(first) && name !== 'dist' && name !== 'node_modules';
    },
  });
}

/**
 * The checkout's node_modules, entry by entry, except that the workspace links point into the copy: a
 * plain symlink of the whole folder would resolve @rendezvous/contracts to the checkout's own list.
 */
function linkNodeModules(target) {
  const from = join(root, 'node_modules');
  const to = join(target, 'node_modules');
  mkdirSync(to);
  const linkEntry = (source, destination) => {
    if (lstatSync(source).isSymbolicLink() && !readlinkSync(source).startsWith('/')) symlinkSync(readlinkSync(source), destination);
    else symlinkSync(source, destination);
  };
  for (const entry of readdirSync(from)) {
    if (entry === '.cache' || entry === '.package-lock.json') continue;
    const source = join(from, entry);
    // A scope that holds workspace links gets a folder of its own; other scopes are linked whole.
    if (entry.startsWith('@') && readdirSync(source).some((name) => lstatSync(join(source, name)).isSymbolicLink())) {
      mkdirSync(join(to, entry));
      for (const name of readdirSync(source)) linkEntry(join(source, name), join(to, entry, name));
    } else {
      linkEntry(source, join(to, entry));
    }
  }
}

/** Runs a command in the copy; returns its status and output. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: scratch, env: { ...env, ...options.env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}
function mustRun(command, args, options) {
  const result = run(command, args, options);
  assert.equal(result.status, 0, `${command} ${args.join(' ')} failed:\n${result.output.slice(-6_000)}`);
  return result.output;
}
const nx = (...args) => ['npx', ['nx', ...args, '--outputStyle=static']];

async function waitFor(url, child, what) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}:\n${child.output.slice(-3_000)}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1_000) })).status < 500 || what === 'gateway') return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${what} did not answer ${url} within 60 s:\n${child.output.slice(-3_000)}`);
}

function startNode(entry, settings) {
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: scratch,
    env: { ...process.env, ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (child.output = (child.output + chunk).slice(-20_000)));
  cleanups.push(
    () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  );
  return child;
}

const client = { 'x-request-type': 'client' };

before(() => {
  scratch = mkdtempSync(join(tmpdir(), 'rdv-generators-'));
  // As root, an embedded Postgres runs as a user of its own and must reach its data folder inside.
  chmodSync(scratch, 0o755);
  // RDV_GENERATORS_FROM=HEAD: the last commit instead of the working tree (a checkout others are editing).
  if (process.env.RDV_GENERATORS_FROM === 'HEAD') {
    const archive = spawnSync('sh', ['-c', `git archive --format=tar HEAD | tar -x -C '${scratch}'`], { cwd: root, encoding: 'utf8' });
    assert.equal(archive.status, 0, archive.stderr);
  } else {
    copyRepository(scratch);
  }
  linkNodeModules(scratch);
});

after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error));
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test('generates a remote and a service with two-word names, wired into the one list', () => {
  mustRun(...nx('g', '@rendezvous/nx-plugin:remote', REMOTE, '--no-interactive'));
  mustRun(...nx('g', '@rendezvous/nx-plugin:service', SERVICE, '--no-interactive'));
  const list = readFileSync(join(scratch, 'shared/contracts/src/platform-units.ts'), 'utf8');
  assert.match(list, /\{ name: 'mfe-lost-found', scope: 'mfe_lost_found' \}/);
  assert.match(list, /\{ name: 'lost-found', port: 3106, urlEnv: 'LOST_FOUND_URL', database: 'lost_found', healthPath: '\/health', calls: \[\] \}/);
  assert.match(readFileSync(join(scratch, 'services/gateway/.env.example'), 'utf8'), /^LOST_FOUND_URL=http:\/\/127\.0\.0\.1:3106$/m);
  const e2e = JSON.parse(readFileSync(join(scratch, 'e2e/package.json'), 'utf8')).nx.implicitDependencies;
  assert.ok(e2e.includes(REMOTE) && e2e.includes(`service-${SERVICE}`), 'the browser tests depend on both');
});

test("what the generators wrote passes the tree's format check", () => {
  mustRun('npm', ['run', '--silent', 'format:check']);
});

test('refuses a name that exists, in the list or as a folder', () => {
  for (const [generator, name] of [
    ['remote', REMOTE],
    ['service', 'site'],
  ]) {
    const { status, output } = run(...nx('g', `@rendezvous/nx-plugin:${generator}`, name, '--no-interactive'));
    assert.notEqual(status, 0, `${generator} ${name} was generated again`);
    assert.match(output, new RegExp(`${name} exists already`));
  }
});

test('both pass lint, type checks, unit tests and build; the gateway builds with the new service', () => {
  mustRun(...nx('run-many', '-t', 'lint', 'typecheck', 'test', 'build', '-p', REMOTE, `service-${SERVICE}`, '--parallel=2'));
  // The gateway's route table names the service by the list's type; its build serves the calls below.
  mustRun(...nx('run-many', '-t', 'typecheck', 'build', '-p', 'service-gateway', '--parallel=2'));
});

test('the one list agrees with every place in the copy, and the i18n and route table checks pass there', () => {
  mustRun(process.execPath, ['--test', 'tools/platform/platform-units.test.mjs']);
  // The Helm chart carries the new service as a tier of its own: Deployment, migration Job, network path from the gateway.
  mustRun(process.execPath, ['--test', 'deploy/helm/chart.test.mjs']);
  mustRun('npx', ['jest', 'shared/i18n', 'shared/route-table', 'shared/remote-kit/src/widgets-exposed']);
});

test('the service answers through the gateway: its route, a 404 with its code, and the health of every listed service', async () => {
  const machineServer = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  let serverUrl = machineServer;
  if (!(await canConnect(machineServer))) {
    const embedded = await startEmbeddedPostgres({ dataDir: join(scratch, 'var', 'postgres'), password: randomBytes(12).toString('hex') });
    cleanups.push(() => embedded.stop());
    serverUrl = embedded.serverUrl;
  }
  const database = `rdv_generators_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await ensureDatabases(serverUrl, [database]);
  cleanups.push(() => dropDatabases(serverUrl, [database]));

  const servicePort = await findFreePort();
  const service = startNode(join('services', SERVICE, 'dist', 'main.js'), {
    PORT: String(servicePort),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl(serverUrl, database),
    INTERNAL_TOKEN,
    LOG_LEVEL: 'warn',
  });
  await waitFor(`http://127.0.0.1:${servicePort}/health`, service, SERVICE);

  // Only the new service runs: every other listed service's URL points at a closed port.
  const { SERVICES } = createRequire(import.meta.url)(join(scratch, 'shared/contracts/dist/platform-units.js'));
  const closed = await findFreePort();
  const urls = Object.fromEntries(SERVICES.map(({ name, urlEnv }) => [urlEnv, `http://127.0.0.1:${name === SERVICE ? servicePort : closed}`]));
  const gatewayPort = await findFreePort();
  const cdnDir = join(scratch, 'var', 'cdn');
  mkdirSync(cdnDir, { recursive: true });
  const gateway = startNode(join('services', 'gateway', 'dist', 'main.js'), {
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    ...urls,
    INTERNAL_TOKEN,
    SHELL_DIR: join(scratch, 'shell', 'dist'),
    CDN_DIR: cdnDir,
    LOG_LEVEL: 'warn',
  });
  const base = `http://127.0.0.1:${gatewayPort}`;
  await waitFor(`${base}/api/remotes.json`, gateway, 'gateway');

  const empty = await fetch(`${base}/api/${SERVICE}/items`, { headers: client });
  assert.equal(empty.status, 200);
  assert.deepEqual(await empty.json(), []);

  const pg = (await import('pg')).default;
  const db = new pg.Client({ connectionString: databaseUrl(serverUrl, database) });
  await db.connect();
  const { rows } = await db.query(`INSERT INTO items (title) VALUES ('A found umbrella') RETURNING id`).finally(() => db.end());
  const one = await fetch(`${base}/api/${SERVICE}/items/${rows[0].id}`, { headers: client });
  assert.equal(one.status, 200);
  assert.equal((await one.json()).title, 'A found umbrella');

  for (const id of ['999999999', 'not-an-id']) {
    const missing = await fetch(`${base}/api/${SERVICE}/items/${id}`, { headers: client });
    assert.equal(missing.status, 404, `/items/${id}`);
    const { statusCode, code, message } = await missing.json();
    assert.deepEqual({ statusCode, code, message }, { statusCode: 404, code: 'LOST_FOUND.ITEM_NOT_FOUND', message: 'This page could not be found' });
  }

  // The gateway asks every listed service; the others are down here, so the answer is 503 with the detail.
  const health = await fetch(`${base}/api/health`, { headers: client });
  const body = await health.json();
  assert.deepEqual(Object.keys(body.services).sort(), SERVICES.map(({ name }) => name).sort());
  assert.deepEqual({ status: body.services[SERVICE].status, database: body.services[SERVICE].database }, { status: 'ok', database: 'up' });
});

test("the remote's build serves a federation container named by the list", async () => {
  const dist = join(scratch, REMOTE, 'dist');
  const types = { '.js': 'text/javascript', '.json': 'application/json' };
  const server = createServer((request, response) => {
    const file = join(dist, new URL(request.url, 'http://x').pathname);
    if (!file.startsWith(dist) || !existsSync(file) || !lstatSync(file).isFile()) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  const base = `http://127.0.0.1:${server.address().port}`;
  const entry = await fetch(`${base}/remoteEntry.js`);
  assert.equal(entry.status, 200);
  assert.match(await entry.text(), /mfe_lost_found/);
  const manifest = await (await fetch(`${base}/mf-manifest.json`)).json();
  assert.equal(manifest.name, 'mfe_lost_found');
  assert.ok(
    manifest.exposes.some(({ path }) => path === './lifecycles'),
    'it exposes ./lifecycles',
  );
});
