import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create } from 'tar';
import { ArchiveRefused, unpackArchive } from './release-archive';
import { ReleaseRefused, ReleaseStore } from './release-store';

let work: string;
let cdn: string;
let store: ReleaseStore;

/** A remote's build as the store sees it: a federation manifest naming remoteEntry.js, built on `runtime`. */
function build(name: string, runtime = '2.9.2', extra: Record<string, string> = {}): string {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { pluginVersion: runtime, remoteEntry: { name: 'remoteEntry.js', path: '' } } }));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* ${name} */`);
  // release.json as shared/build-config writes it: the gate's view of the build (nothing shared, no widgets);
  // the folders here are named after what they hold, the shell's or a chat's build.
  const app = name.includes('shell') ? 'shell' : 'mfe-chat';
  writeFileSync(
    join(dir, 'release.json'),
    JSON.stringify({ name: app, version: '0.1.0', federationRuntime: runtime, shared: [], widgets: { exposes: {}, consumes: {} } }),
  );
  for (const [file, text] of Object.entries(extra)) writeFileSync(join(dir, file), text);
  return dir;
}

async function staged(name: string, runtime?: string): Promise<string> {
  const staging = await store.newStagingDir();
  const source = build(name, runtime, { 'remoteEntry.js.map': '{}' });
  for (const file of ['mf-manifest.json', 'release.json', 'remoteEntry.js', 'remoteEntry.js.map'])
    writeFileSync(join(staging, file), readFileSync(join(source, file)));
  return staging;
}

const pointers = () => JSON.parse(readFileSync(join(cdn, 'releases.json'), 'utf8'));
const log = () =>
  readFileSync(join(cdn, 'releases.log.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'rdv-store-spec-'));
  cdn = join(work, 'cdn');
  const shell = build('live-shell');
  writeFileSync(join(shell, 'index.html'), '<html></html>');
  store = new ReleaseStore({ cdnDir: cdn, fallbackShellDir: shell, now: () => new Date('2026-11-27T12:00:00Z') });
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('ReleaseStore', () => {
  it('publishes a build into its immutable version folder without source maps, switches the pointer and logs who did it', async () => {
    const staging = await staged('chat-a');
    const outcome = await store.publishVersion('mfe-chat', staging, { who: 'ana', packageVersion: '0.1.0' });
    expect(outcome).toMatchObject({ app: 'mfe-chat', previous: null, changed: true });
    expect(outcome.version).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
    expect(existsSync(join(cdn, 'mfe-chat', outcome.version, 'remoteEntry.js'))).toBe(true);
    expect(existsSync(join(cdn, 'mfe-chat', outcome.version, 'remoteEntry.js.map'))).toBe(false);
    expect(existsSync(staging)).toBe(false);
    expect(pointers().remotes['mfe-chat']).toEqual({ current: outcome.version, history: [] });
    expect(log()).toEqual([
      { at: '2026-11-27T12:00:00.000Z', who: 'ana', action: 'release', app: 'mfe-chat', from: null, to: outcome.version, why: 'release' },
    ]);
  });

  it('gives the same build the same version: sent again it is "already live", not a new release', async () => {
    const first = await store.publishVersion('mfe-chat', await staged('chat-a'), { who: 'ana', packageVersion: '0.1.0' });
    const again = await store.publishVersion('mfe-chat', await staged('chat-a'), { who: 'ana', packageVersion: '0.1.0' });
    expect(again).toMatchObject({ version: first.version, changed: false });
    expect(log()).toHaveLength(1);
  });

  it('refuses a build the checks refuse: the staging folder is removed, nothing is published, the pointer stays and the refusal is logged', async () => {
    const live = await store.publishVersion('mfe-chat', await staged('chat-a'), { who: 'ana', packageVersion: '0.1.0' });
    const staging = await staged('chat-old-runtime', '2.8.0');
    const refused = await store.publishVersion('mfe-chat', staging, { who: 'bo', packageVersion: '0.1.1' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ReleaseRefused);
    expect((refused as ReleaseRefused).refusals[0]).toMatch(/runtime 2\.8\.0, but the live shell runs 2\.9\.2/);
    expect(existsSync(staging)).toBe(false);
    expect(pointers().remotes['mfe-chat'].current).toBe(live.version);
    expect(log().at(-1)).toMatchObject({ who: 'bo', action: 'refusal', app: 'mfe-chat', from: live.version });
  });

  it('rolls back to the release before, and keeps rolling back through the history', async () => {
    const a = await store.publishVersion('mfe-chat', await staged('chat-a'), { who: 'ana', packageVersion: '0.1.0' });
    const b = await store.publishVersion('mfe-chat', await staged('chat-b'), { who: 'ana', packageVersion: '0.1.0' });
    expect(pointers().remotes['mfe-chat']).toEqual({ current: b.version, history: [a.version] });
    await expect(store.rollback('mfe-chat', { who: 'bo' })).resolves.toEqual({ app: 'mfe-chat', from: b.version, to: a.version });
    expect(pointers().remotes['mfe-chat']).toEqual({ current: a.version, history: [] });
    expect(log().at(-1)).toMatchObject({ who: 'bo', action: 'rollback', from: b.version, to: a.version });
    await expect(store.rollback('mfe-chat', { who: 'bo' })).rejects.toThrow(/no earlier release/);
  });

  it('keeps the shell on its own pointer beside the remotes', async () => {
    const staging = await store.newStagingDir();
    const source = build('shell-b');
    writeFileSync(join(source, 'index.html'), '<html>b</html>');
    for (const file of ['mf-manifest.json', 'release.json', 'index.html']) writeFileSync(join(staging, file), readFileSync(join(source, file)));
    const shell = await store.publishVersion('shell', staging, { who: 'ana', packageVersion: '0.2.0' });
    expect(pointers()).toEqual({ remotes: {}, shell: { current: shell.version, history: [] } });
  });

  it('serializes writers on the store lock: a second writer waits until the first is done', async () => {
    const events: string[] = [];
    const writer = (name: string) =>
      store.withLock(async () => {
        events.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, 150));
        events.push(`${name} out`);
      });
    await Promise.all([writer('first'), writer('second')]);
    // Whichever takes the lock first (on a busy machine either may), the other waits until it is done: no interleaving.
    const [winner, loser] = events[0] === 'first in' ? ['first', 'second'] : ['second', 'first'];
    expect(events).toEqual([`${winner} in`, `${winner} out`, `${loser} in`, `${loser} out`]);
  });

  it('releases at once from two stores on one folder (two gateways) both land: one live, the other in its history', async () => {
    const other = new ReleaseStore({ cdnDir: cdn, fallbackShellDir: join(work, 'live-shell') });
    const [a, b] = await Promise.all([
      store.publishVersion('mfe-chat', await staged('chat-a'), { who: 'ana', packageVersion: '0.1.0' }),
      other.publishVersion('mfe-chat', await staged('chat-b'), { who: 'bo', packageVersion: '0.1.0' }),
    ]);
    const pointer = pointers().remotes['mfe-chat'];
    expect([pointer.current, ...pointer.history].sort()).toEqual([a.version, b.version].sort());
    expect(log()).toHaveLength(2);
  });

  it('takes over a lock whose holder died (older than the stale time)', async () => {
    const quick = new ReleaseStore({ cdnDir: cdn, fallbackShellDir: join(work, 'live-shell'), lockStaleMs: 5_000, lockWaitMs: 10_000 });
    // A lock folder left by a crashed gateway, last refreshed a minute ago.
    mkdirSync(cdn, { recursive: true });
    mkdirSync(join(cdn, 'releases.lock'));
    const { utimesSync } = await import('node:fs');
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(join(cdn, 'releases.lock'), minuteAgo, minuteAgo);
    await expect(quick.withLock(async () => 'done')).resolves.toBe('done');
  });
});

describe('unpackArchive', () => {
  const limits = { maxBytes: 1_000_000, maxUnpackedBytes: 1_000_000, maxEntries: 100 };

  async function tarOf(dir: string, files: string[]): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of create({ gzip: true, cwd: dir, preservePaths: true }, files)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  it('unpacks a build folder, leaving source maps out', async () => {
    const dir = build('packed', '2.9.2', { 'remoteEntry.js.map': '{}' });
    const target = join(work, 'out');
    mkdirSync(target);
    await unpackArchive(await tarOf(dir, ['.']), target, limits);
    expect(existsSync(join(target, 'remoteEntry.js'))).toBe(true);
    expect(existsSync(join(target, 'remoteEntry.js.map'))).toBe(false);
  });

  it('refuses a path that climbs out of the folder before writing anything', async () => {
    const dir = join(work, 'deep', 'build');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(work, 'deep', 'outside.js'), 'evil');
    const target = join(work, 'out');
    mkdirSync(target);
    await expect(unpackArchive(await tarOf(dir, ['../outside.js']), target, limits)).rejects.toThrow(ArchiveRefused);
    await expect(unpackArchive(await tarOf(dir, ['../outside.js']), target, limits)).rejects.toThrow(/points outside the build folder/);
    expect(existsSync(join(work, 'outside.js'))).toBe(false);
  });

  it('refuses symbolic links', async () => {
    const dir = build('linked');
    symlinkSync('/etc/passwd', join(dir, 'passwd.js'));
    const target = join(work, 'out');
    mkdirSync(target);
    await expect(unpackArchive(await tarOf(dir, ['.']), target, limits)).rejects.toThrow(/passwd\.js is a SymbolicLink/);
    expect(existsSync(join(target, 'remoteEntry.js'))).toBe(false);
  });

  it('refuses an archive that unpacks to more than the limit', async () => {
    const dir = build('big', '2.9.2', { 'big.js': 'x'.repeat(5_000) });
    await expect(unpackArchive(await tarOf(dir, ['.']), join(work, 'out'), { ...limits, maxUnpackedBytes: 1_000 })).rejects.toThrow(/unpacks to \d+ bytes/);
  });
});
