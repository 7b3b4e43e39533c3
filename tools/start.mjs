#!/usr/bin/env node
// One command for the whole platform on a fresh machine: install, build, embedded Postgres, every
// service with demo data, the gateway at http://localhost:8080 (PORT overrides), and a local SMTP
// sink whose web inbox (http://localhost:8025 when free) shows every mail the services send
// (SMTP_URL sends through a real SMTP server instead).
// `--cluster` (npm run start:cluster): two replicas of the gateway and of every service, HAProxy in front of each tier,
// Redis between them (REDIS_URL, default the machine's 127.0.0.1:6379): what a cluster runs, on one machine (ADR 0021).
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// RDV_VAR_DIR: another folder for the data, logs and secrets (tools/platform/start.test.mjs runs a copy on a scratch folder).
const varDir = process.env.RDV_VAR_DIR ?? join(root, 'var');
const started = Date.now();
const cluster = process.argv.includes('--cluster');
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const step = (text) => console.log(`\n▶ ${text} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

// Everything started so far, stopped on SIGINT/SIGTERM (Ctrl+C, or `kill -INT` of this process) at
// any moment, also halfway through the start: the build step, then the services and the gateway,
// Postgres last, so no service loses its database while it shuts down.
let building = null;
/** Promises of what is being started; each settles once it runs or, after an abort, is stopped again. */
let postgresStarting = null;
let launching = null;
/** What runs once started. */
let postgres = null;
let platform = null;
const launchAborted = new AbortController();
let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  if (building) {
    const build = building;
    await new Promise((resolve) => {
      build.once('exit', resolve);
      build.kill('SIGINT');
    });
  }
  launchAborted.abort();
  const launched = await launching?.catch(() => null);
  await launched?.stop();
  const database = await postgresStarting?.catch(() => null);
  await database?.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
// Ended any other way (a crash of this process): nothing it started may keep running behind it.
process.on('exit', () => {
  if (stopping) return;
  for (const supervised of [...(platform?.supervised ?? []), postgres?.supervised])
    supervised?.process.kill(supervised.name === 'postgres' ? 'SIGINT' : 'SIGTERM');
});

/** Runs a command as a child (not execSync, which would hold back the signal handlers until it ends). */
function run(command) {
  return new Promise((resolve, reject) => {
    building = spawn(command, { cwd: root, stdio: 'inherit', shell: true, env: { ...process.env, NX_DAEMON: 'false' } });
    building.once('exit', (code, signal) => {
      building = null;
      if (stopping) return; // shutdown() ends the process
      if (code === 0) resolve();
      else reject(new Error(`${command} failed (${signal ?? `code ${code}`})`));
    });
  });
}

function portIsFree(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

// A second copy (another checkout) must not start half a platform beside the first one: the site's
// port is the one it cannot move away from silently, so it refuses at once, before building.
const gatewayPort = Number(process.env.PORT ?? 8080);
const gatewayHost = process.env.HOST ?? '127.0.0.1';
if (!(await portIsFree(gatewayPort, gatewayHost))) {
  console.error(`✖ Port ${gatewayPort} is in use (is another npm start running?). Stop it, or pick another port: PORT=9000 npm start`);
  process.exit(1);
}

if (cluster) {
  const { findHaproxy } = await import('./platform/haproxy.mjs');
  try {
    findHaproxy();
  } catch (error) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
}

const lock = join(root, 'package-lock.json');
const installed = join(root, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || statSync(lock).mtimeMs > statSync(installed).mtimeMs) {
  step('Installing npm packages');
  // npm install, not npm ci: see .ci/run (optional per-platform binaries missing from the registry).
  await run('npm install --no-audit --no-fund');
}

if (!process.argv.includes('--no-build')) {
  step('Building the shell, the remotes and the services (cached by Nx)');
  await run('npx nx run-many -t build --parallel=2 --outputStyle=static');
}

const { launchPlatform } = await import('./platform/launch.mjs');
const { startEmbeddedPostgres } = await import('./platform/postgres.mjs');
const { loadDevSecrets } = await import('./platform/secrets.mjs');

const secrets = loadDevSecrets(join(varDir, 'dev-secrets.json'));
let serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  step('Using the Postgres server from DATABASE_URL');
} else {
  step('Starting the embedded Postgres (data in var/postgres)');
  // Supervised like the services: a postmaster that dies (even kill -9) is started again at once.
  postgresStarting = startEmbeddedPostgres({
    dataDir: join(varDir, 'postgres'),
    password: secrets.POSTGRES_PASSWORD,
    restart: true,
    logFile: join(varDir, 'logs', 'postgres.log'),
  });
  postgres = await postgresStarting.catch(async (error) => {
    if (stopping) await new Promise(() => undefined); // shutdown() ends the process
    console.error(`\n✖ ${error.message}`);
    process.exit(1);
  });
  if (stopping) await new Promise(() => undefined);
  serverUrl = postgres.serverUrl;
}

if (stopping) await new Promise(() => undefined);
step(cluster ? 'Starting HAProxy, two replicas of every service and two gateways' : 'Starting the services and the gateway');
try {
  launching = launchPlatform({
    root,
    serverUrl,
    dbPrefix: 'rendezvous',
    varDir,
    fixedPorts: true,
    gatewayPort,
    gatewayHost,
    seed: process.env.SEED_DEMO_DATA !== 'false',
    echo: true,
    // The VAPID pair: identity signs pushes with it, the site serves its public half as push_public_key.
    secrets: {
      ADMIN_TOKEN: secrets.ADMIN_TOKEN,
      INTERNAL_TOKEN: secrets.INTERNAL_TOKEN,
      VAPID_PUBLIC_KEY: secrets.VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: secrets.VAPID_PRIVATE_KEY,
    },
    // Links in mail use the address printed below, so the session cookie set there applies.
    publicHost: 'localhost',
    publicUrl: process.env.PUBLIC_URL,
    smtpUrl: process.env.SMTP_URL,
    mailFrom: process.env.MAIL_FROM,
    // A service that dies is restarted with backoff, and the console says so.
    supervise: true,
    signal: launchAborted.signal,
    ...(cluster ? { replicas: 2, redisUrl } : {}),
  });
  platform = await launching;
} catch (error) {
  if (stopping) await new Promise(() => undefined); // shutdown() ends the process
  console.error(`\n✖ ${error.message}`);
  await postgres?.stop();
  process.exit(1);
}

// The services' ports: the usual 3101-3105, or free ones when another copy holds those.
const servicePorts = Object.entries(platform.serviceUrls)
  .map(([name, url]) => `${name} :${new URL(url).port}`)
  .join(', ');
const shownUrl = platform.baseUrl.replace('127.0.0.1', 'localhost');
const mailLine = platform.mailInboxUrl ? `Mail inbox: ${platform.mailInboxUrl.replace('127.0.0.1', 'localhost')}` : 'Mail: sent through SMTP_URL';
console.log(`
✔ Rendezvous runs at ${shownUrl}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)
  Demo members: free@demo.test and premium@demo.test, password demo-password-2026
  Health: ${shownUrl}/api/health   API: ${shownUrl}/api/openapi.json
  ${mailLine}
  Payments: a local Mollie emulator at ${platform.providerEmulator.url} (its CA: var/provider-emulator/ca.pem; on its
  checkout page pick paid, failed, canceled or expired; your browser will warn about the local certificate)
  Services: ${servicePorts}${postgres ? `   Postgres: 127.0.0.1:${postgres.port}` : ''}
  Logs: var/logs/*.log   Admin token for site settings: var/dev-secrets.json${
    cluster
      ? `
  Cluster mode: HAProxy on each address above (var/haproxy.cfg), gateways ${platform.gatewayReplicaUrls.map((url) => `:${new URL(url).port}`).join(' ')}, Redis ${redisUrl}`
      : ''
  }
  Ctrl+C stops everything.`);
