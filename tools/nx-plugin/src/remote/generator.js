// `npx nx g @rendezvous/nx-plugin:remote mfe-<area>`: a federated remote wired everywhere it must be
// (docs/adding-a-remote.md says what stays manual). Shaped as mfe-legal, the smallest remote.
const { formatFiles, generateFiles, updateJson } = require('@nx/devkit');
const { join } = require('node:path');
const { addE2eDependency, addToList, appendToArray, assertKebab, insertAfterLast, listedNames, read, spellings } = require('../units');
const { FIRST_SCREEN_TEXTS } = require('./locales');

// The first screen's build, measured once (mfe-lost-found beside the shell's build, 2026-11-28): bytes on the
// wire of its initial files (tools/budgets/check-budget.mjs). The budget is about 8 % above it.
const MEASURED_INITIAL_BYTES = 34_380;

function normalize(tree, options) {
  const name = String(options.name ?? '').trim();
  if (!name.startsWith('mfe-')) throw new Error(`a remote's name starts with mfe- (mfe-<area>), not "${name}"`);
  const area = name.slice('mfe-'.length);
  assertKebab(area, 'The area');
  if (listedNames(tree, 'REMOTES').includes(name) || tree.exists(name))
    throw new Error(`${name} exists already (in shared/contracts/src/platform-units.ts or as a folder)`);
  if (['shell', 'gateway'].includes(area)) throw new Error(`"${area}" is the platform's own name`);
  return { name, area, scope: name.replace(/-/g, '_'), layout: options.layout ?? 'default', ...spellings(area) };
}

async function remoteGenerator(tree, options) {
  const unit = normalize(tree, options);
  const { name, area, scope } = unit;

  // 1. The one list; the route table, release store, release CLI, monolith build and budget test follow it.
  addToList(tree, 'REMOTES', `{ name: '${name}', scope: '${scope}' },`);

  // 2. Where the list cannot be read from yet.
  appendToArray(
    tree,
    'shared/route-table/src/route-table.ts',
    'export const ROUTE_TABLE',
    `{ pattern: '/${area}', owner: '${name}', layout: '${unit.layout}' },`,
  );
  insertAfterLast(tree, 'deploy/docker/static-frontend.Dockerfile', /^COPY mfe-[\w-]+ \.\/mfe-/, `COPY ${name} ./${name}`);
  addE2eDependency(tree, updateJson, name, /^mfe-/);
  // A remote without widgets: remote-kit's spec checks it exposes none (docs/adding-a-remote.md step 8).
  const widgetsSpec = 'shared/remote-kit/src/widgets-exposed.spec.ts';
  const noWidgets = read(tree, widgetsSpec).replace(
    /(for \(const remote of \[)([^\]]*)(\]\) expect\(exposedModules\(remote\)\)\.toEqual\(\[\]\))/,
    `$1$2, '${name}'$3`,
  );
  tree.write(widgetsSpec, noWidgets);

  // 3. The project, its pipeline and its browser smoke test.
  const today = new Date().toISOString().slice(0, 10);
  generateFiles(tree, join(__dirname, 'files'), '.', {
    ...unit,
    initialBytes: Math.ceil((MEASURED_INITIAL_BYTES * 1.08) / 128) * 128,
    measuredBytes: MEASURED_INITIAL_BYTES,
    today,
    tmpl: '',
  });
  for (const [locale, texts] of Object.entries(FIRST_SCREEN_TEXTS)) {
    tree.write(`${name}/src/locales/${locale}/${area}.json`, `${JSON.stringify({ title: unit.title, ...texts }, null, 2)}\n`);
  }

  // The tree is Prettier-formatted and CI checks it (npm run format:check): what was written or edited is formatted too.
  await formatFiles(tree);
  return () => {
    console.log(`\n${name} is in the list and wired. Next (docs/adding-a-remote.md):`);
    console.log(`  npm install                                   # record the new workspace in package-lock.json`);
    console.log(`  npx nx run @rendezvous/contracts:build        # Node tools read the built list`);
    console.log(`  npx nx run-many -t lint typecheck test build -p ${name}`);
    console.log(`  cp ${name}/dist/release.json services/gateway/src/releases/fixtures/${name}.release.json`);
  };
}

module.exports = remoteGenerator;
module.exports.default = remoteGenerator;
