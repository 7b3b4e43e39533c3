// One list of remotes and one of services (issue 33; shared/contracts/src/platform-units.ts): what derives
// from it agrees with it, what cannot import it (folders, workflows, Dockerfiles, .env.example, service
// configs) is compared with it, and no source file writes a whole list again. Each failure names the unit.
// Needs the contracts built (npx nx run @rendezvous/contracts:build). Run with `node --test tools/platform/platform-units.test.mjs`.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DOMAIN_SERVICES, serviceUrlSettings } from './launch.mjs';
import { MONOLITH_REMOTES } from './monolith-build.mjs';
import { RELEASABLE_APPS, REMOTES, SERVICES } from './platform-units.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (...path) => readFileSync(join(root, ...path), 'utf8');
const remoteNames = REMOTES.map(({ name }) => name);
const serviceNames = SERVICES.map(({ name }) => name);
const serviceByUrlEnv = new Map(SERVICES.map((service) => [service.urlEnv, service]));

test('every remote folder and every service folder is in the list, and every unit in the list has its folder', () => {
  const remoteFolders = readdirSync(root).filter((dir) => dir.startsWith('mfe-') && existsSync(join(root, dir, 'package.json')));
  assert.deepEqual([...remoteFolders].sort(), [...remoteNames].sort(), 'the mfe-* folders and the list of remotes differ');
  // The gateway is the services' front door, not a domain service of the list.
  const serviceFolders = readdirSync(join(root, 'services')).filter((dir) => dir !== 'gateway' && existsSync(join(root, 'services', dir, 'package.json')));
  assert.deepEqual([...serviceFolders].sort(), [...serviceNames].sort(), 'the services/* folders and the list of services differ');
});

test('the list is well formed: unique names, scopes, ports and variables; a service calls only listed services', () => {
  for (const [what, values] of [
    ['remote name', remoteNames],
    ['scope', REMOTES.map(({ scope }) => scope)],
    ['service name', serviceNames],
    ['port', SERVICES.map(({ port }) => port)],
    ['URL variable', SERVICES.map(({ urlEnv }) => urlEnv)],
    ['database', SERVICES.map(({ database }) => database)],
  ]) {
    assert.equal(new Set(values).size, values.length, `a ${what} is listed twice: ${values.join(', ')}`);
  }
  for (const { name, scope } of REMOTES) assert.equal(scope, name.replace(/-/g, '_'), `${name}'s scope`);
  for (const { name, calls } of SERVICES) {
    for (const callee of calls) assert.ok(serviceNames.includes(callee) && callee !== name, `${name} calls ${callee}, which is not another listed service`);
  }
});

test('the lists the tools use derive from it', () => {
  assert.equal(DOMAIN_SERVICES, SERVICES);
  assert.deepEqual(MONOLITH_REMOTES, remoteNames);
  assert.deepEqual(RELEASABLE_APPS, ['shell', ...remoteNames]);
  assert.deepEqual(
    Object.keys(serviceUrlSettings(Object.fromEntries(serviceNames.map((name) => [name, 'http://x'])))),
    SERVICES.map(({ urlEnv }) => urlEnv),
  );
});

test('every remote has its federation name, budget, pipeline and place in the front-end image', () => {
  const image = read('deploy', 'docker', 'static-frontend.Dockerfile');
  const copied = [...image.matchAll(/^COPY (mfe-[\w-]+) /gm)].map(([, dir]) => dir);
  assert.deepEqual([...copied].sort(), [...remoteNames].sort(), 'static-frontend.Dockerfile copies other remotes than the list');
  for (const { name, scope } of REMOTES) {
    assert.match(read(name, 'webpack.config.js'), new RegExp(`name: '${scope}'`), `${name}/webpack.config.js names its container ${scope}`);
    assert.ok(existsSync(join(root, name, 'budget.json')), `${name} has no budget.json`);
    const workflow = join(root, '.github', 'workflows', `${name}.yml`);
    assert.ok(existsSync(workflow), `${name} has no pipeline .github/workflows/${name}.yml`);
    const text = readFileSync(workflow, 'utf8');
    assert.match(text, new RegExp(`^name: ${name}$`, 'm'), `${name}.yml is named after it`);
    assert.ok(text.includes(`'${name}/**'`) && text.includes(`${name}:build`), `${name}.yml watches ${name}/** and builds ${name}`);
  }
});

test('every service has its port, health check and database in its Dockerfile and .env.example', () => {
  for (const { name, port, database, healthPath } of SERVICES) {
    const dockerfile = read('services', name, 'Dockerfile');
    assert.match(dockerfile, new RegExp(`PORT=${port}\\b`), `services/${name}/Dockerfile sets PORT=${port}`);
    assert.match(dockerfile, new RegExp(`^EXPOSE ${port}$`, 'm'), `services/${name}/Dockerfile exposes ${port}`);
    assert.ok(dockerfile.includes(`'${healthPath}'`), `services/${name}/Dockerfile checks ${healthPath}`);
    const example = read('services', name, '.env.example');
    assert.match(example, new RegExp(`^PORT=${port}$`, 'm'), `services/${name}/.env.example has PORT=${port}`);
    assert.match(
      example,
      new RegExp(`^DATABASE_URL=\\S+/rendezvous_${database}$`, 'm'),
      `services/${name}/.env.example names the database rendezvous_${database}`,
    );
  }
});

test('a service is configured with the URLs of exactly the services it calls, at their ports', () => {
  const urlsIn = (text) => new Set([...text.matchAll(/\b([A-Z][A-Z_]*_URL)\b/g)].map(([, env]) => env).filter((env) => serviceByUrlEnv.has(env)));
  for (const { name, calls } of SERVICES) {
    const expected = calls.map((callee) => SERVICES.find((service) => service.name === callee).urlEnv).sort();
    assert.deepEqual([...urlsIn(read('services', name, 'src', 'config.ts'))].sort(), expected, `services/${name}/src/config.ts and ${name}'s calls differ`);
    assert.deepEqual([...urlsIn(read('services', name, '.env.example'))].sort(), expected, `services/${name}/.env.example and ${name}'s calls differ`);
  }
  // The gateway proxies to every service.
  assert.deepEqual(
    [...urlsIn(read('services', 'gateway', '.env.example'))].sort(),
    SERVICES.map(({ urlEnv }) => urlEnv).sort(),
    'services/gateway/.env.example lacks a service',
  );
  for (const dir of ['gateway', ...serviceNames]) {
    const files = [join('services', dir, '.env.example'), join('services', dir, 'src', 'config.ts')];
    for (const file of files) {
      for (const [, env, port] of read(file).matchAll(/\b([A-Z][A-Z_]*_URL)\W+http:\/\/127\.0\.0\.1:(\d+)/g)) {
        const service = serviceByUrlEnv.get(env);
        if (service) assert.equal(Number(port), service.port, `${file}: ${env} on ${port}, but ${service.name} listens on ${service.port}`);
      }
    }
  }
});

/**
 * Bracketed lists (`[...]` without a nested bracket) that name every unit of a kind once each: a second copy of
 * the list. A table that names units again and again (the route table's owners) is not one.
 * @param {string} text @param {readonly string[]} names
 */
function listsNamingAll(text, names) {
  const found = [];
  for (const match of text.matchAll(/\[[^[\]]*\]/g)) {
    if (names.every((name) => match[0].match(new RegExp(`['"\`]${name}['"\`]`, 'g'))?.length === 1)) found.push(text.slice(0, match.index).split('\n').length);
  }
  return found;
}

test('the duplicate finder sees a list written again, on one line or on several, and not a table of owners', () => {
  assert.deepEqual(listsNamingAll("const a = ['x', 'y'];\nconst b = [\n  { name: 'y' },\n  { name: \"x\" },\n];\nconst c = ['x'];", ['x', 'y']), [1, 2]);
  assert.deepEqual(listsNamingAll("new Set(['x', 'z'])", ['x', 'y']), []);
  assert.deepEqual(listsNamingAll("[{ owner: 'x' }, { owner: 'x' }, { owner: 'y' }]", ['x', 'y']), []);
});

test('no source file writes the whole list of remotes or of services again', () => {
  const sourceFiles = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', 'dist', 'test-results', 'var', '.git', '.nx'].includes(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|js|mjs|cjs)$/.test(entry.name)) sourceFiles.push(path);
    }
  };
  for (const dir of ['tools', 'services', 'shared', 'shell', 'e2e', 'bench', ...remoteNames]) walk(join(root, dir));
  sourceFiles.push(
    ...readdirSync(root)
      .filter((file) => /^jest.*\.js$/.test(file))
      .map((file) => join(root, file)),
  );
  const home = join(root, 'shared', 'contracts', 'src', 'platform-units.ts');
  const copies = [];
  for (const file of sourceFiles.filter((file) => file !== home)) {
    const text = readFileSync(file, 'utf8');
    for (const [kind, names] of [
      ['remotes', remoteNames],
      ['services', serviceNames],
    ]) {
      for (const line of listsNamingAll(text, names)) copies.push(`${relative(root, file)}:${line} lists every one of the ${kind}`);
    }
  }
  assert.deepEqual(copies, [], 'derive these from shared/contracts/src/platform-units.ts instead');
});
