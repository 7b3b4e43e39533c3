// Releasing one remote: what the release tool refuses and what it publishes (issue 13: one federation
// runtime per page). Run with `node --test tools/platform/releases.test.mjs`.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { publishBuild, readPointers, switchTo } from './releases.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let root;

function writeBuild(dir, pluginVersion, remoteEntry = { name: 'remoteEntry.js', path: '', type: 'global' }) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { name: 'x', pluginVersion, remoteEntry } }));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* built with ${pluginVersion} */`);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'rdv-release-test-'));
  writeBuild(join(root, 'shell', 'dist'), '2.9.2');
  writeFileSync(join(root, 'shell', 'package.json'), '{"version":"0.1.0"}');
  mkdirSync(join(root, 'mfe-chat'));
  writeFileSync(join(root, 'mfe-chat', 'package.json'), '{"version":"0.1.0"}');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

test('a remote built with the live shell’s federation runtime is published under its version', () => {
  writeBuild(join(root, 'mfe-chat', 'dist'), '2.9.2');
  const cdn = join(root, 'cdn');
  const version = publishBuild(root, 'mfe-chat', cdn);
  assert.match(version, /^0\.1\.0-[0-9a-f]{10}$/);
  assert.ok(existsSync(join(cdn, 'mfe-chat', version, 'remoteEntry.js')));
});

test('a remote built with another federation runtime than the live shell’s is refused and nothing is published', () => {
  writeBuild(join(root, 'mfe-chat', 'dist'), '2.9.1');
  const cdn = join(root, 'cdn');
  switchTo(cdn, 'mfe-chat', '0.1.0-earlier');
  assert.throws(() => publishBuild(root, 'mfe-chat', cdn), /mfe-chat was built with Module Federation runtime 2\.9\.1 but the live shell runs 2\.9\.2/);
  assert.equal(existsSync(join(cdn, 'mfe-chat')), false);
  assert.equal(readPointers(cdn).remotes['mfe-chat'].current, '0.1.0-earlier');
});

test('a remote whose manifest names another entry than remoteEntry.js beside it is refused: the shell loads that file by name', () => {
  writeBuild(join(root, 'mfe-chat', 'dist'), '2.9.2', { name: 'entry.js', path: '', type: 'global' });
  const cdn = join(root, 'cdn');
  assert.throws(() => publishBuild(root, 'mfe-chat', cdn), /mfe-chat's federation entry must be remoteEntry\.js beside its mf-manifest\.json/);
  assert.equal(existsSync(join(cdn, 'mfe-chat')), false);
});

test('the live shell can be given apart from the checkout (SHELL_DIR), and its version is the one compared', () => {
  writeBuild(join(root, 'mfe-chat', 'dist'), '2.9.1');
  const liveShell = join(root, 'live-shell');
  writeBuild(liveShell, '2.9.1');
  assert.match(publishBuild(root, 'mfe-chat', join(root, 'cdn'), { shellDir: liveShell }), /^0\.1\.0-/);
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
