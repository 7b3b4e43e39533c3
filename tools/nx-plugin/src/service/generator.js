// `npx nx g @rendezvous/nx-plugin:service <name>`: a domain service in services/site's shape
// (docs/service-shape.md), its routes as contracts (@rendezvous/contracts/routes, @ContractRoute), wired
// everywhere it must be (docs/adding-a-service.md says what stays manual).
const { formatFiles, generateFiles, updateJson } = require('@nx/devkit');
const { join } = require('node:path');
const { addE2eDependency, addToList, appendToArray, assertKebab, insertAfterLast, listedNames, listedPorts, spellings } = require('../units');

function normalize(tree, options) {
  const name = String(options.name ?? '').trim();
  assertKebab(name, "The service's name");
  if (name.startsWith('mfe-') || name === 'gateway')
    throw new Error(`"${name}" is not a domain service's name (mfe-* are remotes, the gateway is the platform's own)`);
  if (listedNames(tree, 'SERVICES').includes(name) || tree.exists(`services/${name}`))
    throw new Error(`${name} exists already (in shared/contracts/src/platform-units.ts or as services/${name})`);
  const ports = listedPorts(tree);
  const port = options.port === undefined ? Math.max(...ports) + 1 : Number(options.port);
  if (!Number.isInteger(port) || port < 1024 || port > 65535) throw new Error(`port ${options.port} is not a port from 1024 to 65535`);
  if (ports.includes(port)) throw new Error(`port ${port} is taken by another service of the list`);
  const names = spellings(name);
  return { name, port, urlEnv: `${names.constantName}_URL`, database: names.snake, ...names };
}

const CHART_VALUES = 'deploy/helm/rendezvous/values.yaml';

function appendServiceToChart(tree, { name, port }) {
  const text = tree.read(CHART_VALUES, 'utf8');
  const lines = text.trimEnd().split('\n');
  const start = lines.findIndex((line) => line === 'services:');
  if (start < 0 || lines.slice(start + 1).some((line) => /^[a-zA-Z]/.test(line)))
    throw new Error(`${CHART_VALUES}: "services:" is not the last section any more; the generator must follow the file's shape`);
  const block = [
    `  ${name}:`,
    `    port: ${port}`,
    '    replicas: 2',
    '    calls: []',
    '    callsGateway: false',
    '    database: true',
    '    autoscaling: { minReplicas: 2, maxReplicas: 4, targetCPUUtilizationPercentage: 70 }',
    '    resources:',
    '      requests: { cpu: 100m, memory: 192Mi }',
    '      limits: { cpu: 500m, memory: 384Mi }',
    '    env: {}',
    '    secretEnv: {}',
  ];
  tree.write(CHART_VALUES, `${[...lines, ...block].join('\n')}\n`);
}

async function serviceGenerator(tree, options) {
  const unit = normalize(tree, options);
  const { name, port, urlEnv, database } = unit;

  // 1. The one list: launch (database, port, URL, health wait), the gateway's config, proxy, health and
  //    OpenAPI merge, internal calls' InternalService follow it.
  addToList(tree, 'SERVICES', `{ name: '${name}', port: ${port}, urlEnv: '${urlEnv}', database: '${database}', healthPath: '/health', calls: [] },`);

  // 2. Where the list cannot be read from yet: which public paths it owns, the gateway's example settings, the browser tests.
  appendToArray(tree, 'services/gateway/src/routing/route-table.ts', 'export const API_ROUTES', `{ service: '${name}', prefixes: ['/api/${name}/'] },`);
  insertAfterLast(tree, 'services/gateway/.env.example', /^[A-Z][A-Z_]*_URL=http:\/\/127\.0\.0\.1:\d+$/, `${urlEnv}=http://127.0.0.1:${port}`);
  addE2eDependency(tree, updateJson, `service-${name}`, /^service-/);
  // Its routes' contracts (shared/contracts/src/routes/<name>.ts, written below), served from @rendezvous/contracts/routes.
  insertAfterLast(tree, 'shared/contracts/src/routes/index.ts', /^export \* from '\.\/[\w-]+';$/, `export * from './${name}';`);

  // 3. Its tier in the Helm chart: a block at the end of values.yaml's `services` (the file's last section);
  //    deploy/helm/chart.test.mjs compares the chart with the list. Calls, secrets and sizes are the team's to set.
  appendServiceToChart(tree, unit);

  // 4. The service.
  const timestamp = Date.now();
  generateFiles(tree, join(__dirname, 'files'), '.', { ...unit, timestamp, tmpl: '' });
  // The tree is Prettier-formatted and CI checks it (npm run format:check): what was written or edited is formatted too.
  await formatFiles(tree);

  return () => {
    console.log(`\nservices/${name} is in the list (port ${port}, ${urlEnv}) and wired. Next (docs/adding-a-service.md):`);
    console.log(`  npm install                                   # record the new workspace in package-lock.json`);
    console.log(`  npx nx run @rendezvous/contracts:build        # Node tools read the built list`);
    console.log(`  npx nx run-many -t lint typecheck test build -p service-${name}`);
  };
}

module.exports = serviceGenerator;
module.exports.default = serviceGenerator;
