#!/usr/bin/env node
// One command for the whole platform on a fresh machine: install, build, embedded Postgres, every
// service with demo data, the gateway at http://localhost:8080 (PORT overrides), and a local SMTP
// sink whose web inbox (http://localhost:8025 when free) shows every mail the services send
// (SMTP_URL sends through a real SMTP server instead).
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const varDir = join(root, 'var');
const run = (command) => execSync(command, { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
const started = Date.now();
const step = (text) => console.log(`\n▶ ${text} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

const lock = join(root, 'package-lock.json');
const installed = join(root, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || statSync(lock).mtimeMs > statSync(installed).mtimeMs) {
  step('Installing npm packages');
  // npm install, not npm ci: see .ci/run (optional per-platform binaries missing from the registry).
  run('npm install --no-audit --no-fund');
}

if (!process.argv.includes('--no-build')) {
  step('Building the shell, the remotes and the services (cached by Nx)');
  run('npx nx run-many -t build --parallel=2 --outputStyle=static');
}

const { publishNewBuilds } = await import('./platform/releases.mjs');
const { launchPlatform } = await import('./platform/launch.mjs');
const { startEmbeddedPostgres } = await import('./platform/postgres.mjs');
const { loadDevSecrets } = await import('./platform/secrets.mjs');

step('Publishing new remote builds to the local CDN');
publishNewBuilds(root, join(varDir, 'cdn'));

const secrets = loadDevSecrets(join(varDir, 'dev-secrets.json'));
let postgres = null;
let serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  step('Using the Postgres server from DATABASE_URL');
} else {
  step('Starting the embedded Postgres (data in var/postgres)');
  postgres = await startEmbeddedPostgres({ dataDir: join(varDir, 'postgres'), password: secrets.POSTGRES_PASSWORD });
  serverUrl = postgres.serverUrl;
}

step('Starting the services and the gateway');
let platform;
try {
  platform = await launchPlatform({
    root,
    serverUrl,
    dbPrefix: 'rendezvous',
    varDir,
    fixedPorts: true,
    gatewayPort: Number(process.env.PORT ?? 8080),
    gatewayHost: process.env.HOST ?? '127.0.0.1',
    seed: process.env.SEED_DEMO_DATA !== 'false',
    echo: true,
    // The VAPID pair: identity signs pushes with it, the site serves its public half as push_public_key.
    secrets: { ADMIN_TOKEN: secrets.ADMIN_TOKEN, INTERNAL_TOKEN: secrets.INTERNAL_TOKEN, VAPID_PUBLIC_KEY: secrets.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: secrets.VAPID_PRIVATE_KEY },
    // Links in mail use the address printed below, so the session cookie set there applies.
    publicHost: 'localhost',
    publicUrl: process.env.PUBLIC_URL,
    smtpUrl: process.env.SMTP_URL,
    mailFrom: process.env.MAIL_FROM,
    // A service that dies is restarted with backoff, and the console says so.
    supervise: true,
  });
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  await postgres?.stop();
  process.exit(1);
}

const shownUrl = platform.baseUrl.replace('127.0.0.1', 'localhost');
const mailLine = platform.mailInboxUrl
  ? `Mail inbox: ${platform.mailInboxUrl.replace('127.0.0.1', 'localhost')}`
  : 'Mail: sent through SMTP_URL';
console.log(`
✔ Rendezvous runs at ${shownUrl}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)
  Demo members: free@demo.test and premium@demo.test, password demo-password-2026
  Health: ${shownUrl}/api/health   API: ${shownUrl}/api/openapi.json
  ${mailLine}
  Payments: a local Mollie emulator at ${platform.providerEmulator.url} (its CA: var/provider-emulator/ca.pem; on its
  checkout page pick paid, failed, canceled or expired; your browser will warn about the local certificate)
  Logs: var/logs/*.log   Admin token for site settings: var/dev-secrets.json
  Ctrl+C stops everything.`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await platform.stop();
  await postgres?.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
