// `npm start` as an operator runs it, on a scratch folder (RDV_VAR_DIR) with its embedded Postgres and
// no demo data: a second copy beside a first one gets free service ports instead of the first copy's,
// and prints them; `kill -INT` of the npm process stops everything it started, at any moment.
// Linux only, like the platform's CI: the processes it started are found through /proc.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DOMAIN_SERVICES } from './launch.mjs';
import { findFreePort } from './postgres.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const varDir = mkdtempSync(join(tmpdir(), 'rdv-start-'));
// Postgres runs as its own user when this runs as root: it must reach its folder.
chmodSync(varDir, 0o755);

/** The first copy's first service (identity), as far as the second copy can tell: something on its port (3101). */
const [firstService] = DOMAIN_SERVICES;
let firstCopy = null;
before(async () => {
  firstCopy = createServer();
  await new Promise((resolve) => {
    // Already taken (a real npm start runs here): the same situation.
    firstCopy.once('error', () => resolve());
    firstCopy.listen(firstService.port, '127.0.0.1', resolve);
  });
});
after(() => {
  firstCopy?.close();
  rmSync(varDir, { recursive: true, force: true });
});

/** Every process below pid (children, their children, ...), from /proc. */
function descendantsOf(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat, after the command name in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended meanwhile
    }
  }
  const found = [];
  const queue = [pid];
  while (queue.length) {
    const parent = queue.shift();
    for (const [child, ppid] of parents) {
      if (ppid !== parent) continue;
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The operator's environment, on the scratch folder, with the embedded Postgres and the local mail sink. */
function startEnv(settings) {
  const env = { ...process.env, RDV_VAR_DIR: varDir, ...settings };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  return env;
}

/** `npm start` on the scratch folder; resolves once `untilLine` was printed, with the output so far. */
async function npmStart(untilLine) {
  const port = await findFreePort();
  const child = spawn('npm', ['start', '--', '--no-build'], {
    cwd: root,
    env: startEnv({ PORT: String(port), SEED_DEMO_DATA: 'false' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${untilLine}" within 90 s:\n${output.slice(-3_000)}`)), 90_000);
    child.stdout.on('data', () => {
      if (!output.includes(untilLine)) return;
      clearTimeout(timer);
      resolve();
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`npm start ended early:\n${output.slice(-3_000)}`));
    });
  });
  return { child, port, exited, output: () => output };
}

/** kill -INT of the npm process: it must end, and with it every process it started, within 15 s. */
async function interruptAndExpectNothingLeft({ child, exited, output }) {
  const started = descendantsOf(child.pid);
  assert.ok(started.length >= 3, `npm start runs its processes (found ${started.length})`);
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  const { code } = await exited;
  clearTimeout(timer);
  const deadline = Date.now() + 5_000;
  while (started.some(isAlive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  const left = started.filter(isAlive);
  // Kill what is left so that one failed run does not leave processes behind for the next.
  for (const pid of left) process.kill(pid, 'SIGKILL');
  assert.deepEqual(left, [], `still running after kill -INT: ${left.join(', ')}\n${output().slice(-2_000)}`);
  assert.equal(code, 0, output().slice(-2_000));
}

test('a second copy starts its services on free ports, prints them, answers, and kill -INT stops every process', { timeout: 120_000 }, async () => {
  const run = await npmStart('Ctrl+C stops everything');
  const services = /Services: (.+)/.exec(run.output())?.[1] ?? '';
  const ports = Object.fromEntries([...services.matchAll(/(\w+) :(\d+)/g)].map(([, name, port]) => [name, Number(port)]));
  assert.deepEqual(
    Object.keys(ports),
    DOMAIN_SERVICES.map(({ name }) => name),
  );
  assert.notEqual(ports[firstService.name], firstService.port, `${firstService.name} must not join the first copy on ${firstService.port}`);
  assert.equal(new Set(Object.values(ports)).size, DOMAIN_SERVICES.length);
  // Its own services answer behind its gateway (the first copy's "identity" is no service at all).
  const health = await fetch(`http://127.0.0.1:${run.port}/api/health`);
  assert.equal(health.status, 200, await health.text());
  await interruptAndExpectNothingLeft(run);
});

test('kill -INT halfway through the start (services still booting) stops every process too', { timeout: 120_000 }, async () => {
  const run = await npmStart('Starting the services and the gateway');
  // The services are spawned, none answers yet.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await interruptAndExpectNothingLeft(run);
});

test('a copy whose site port is taken refuses at once and says which', { timeout: 30_000 }, async () => {
  const taken = createServer();
  await new Promise((resolve) => taken.listen(0, '127.0.0.1', resolve));
  try {
    const child = spawn('npm', ['start', '--', '--no-build'], {
      cwd: root,
      env: startEnv({ PORT: String(taken.address().port) }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    assert.equal(code, 1);
    assert.match(output, new RegExp(`Port ${taken.address().port} is in use \\(is another npm start running\\?\\)`));
  } finally {
    taken.close();
  }
});
