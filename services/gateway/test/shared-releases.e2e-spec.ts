import { queryDatabase, scratchDatabases, startExtraGateway, type RunningInstance } from '@rendezvous/test-kit';
import { listReleasesCall, releaseCall, rollbackReleaseCall } from '@rendezvous/contracts/internal';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { bucketClient } from '@rendezvous/nest-kit/s3';
import { LOCAL_S3_KEYS, startObjectStore } from '@rendezvous/platform-tools/object-store';
import { tarOf, writeBuild } from './release-builds';

// Release state several gateways share (docs/adr/0022): pointers, log and lock in Postgres, version folders in
// an S3-compatible bucket (s3rver here), each gateway with a CDN folder of its own. What an operator would notice:
// a release or a rollback made through one gateway is served by the others within a second, with the same
// files; a gateway started later serves what is live at once; two releases at once both land.

const TOKEN = 'shared-releases-e2e-token-0123456789';
const BUCKET = 'rendezvous-releases';
let work: string;
let s3: Awaited<ReturnType<typeof startObjectStore>>;
let s3Endpoint: string;
let databases: Awaited<ReturnType<typeof scratchDatabases>>;
const gateways: RunningInstance[] = [];

/** A gateway on the shared state, with a CDN folder of its own. */
async function gateway(name: string, migrations: 'run' | 'skip'): Promise<RunningInstance & { cdnDir: string }> {
  const cdnDir = join(work, `cdn-${name}`);
  const started = await startExtraGateway({
    SHELL_DIR: join(work, 'shell'),
    CDN_DIR: cdnDir,
    CDN_ORIGIN: '',
    RELEASE_TOKEN: TOKEN,
    MIGRATIONS: migrations,
    RELEASES_DATABASE_URL: databases.urls.releases,
    RELEASES_S3_BUCKET: BUCKET,
    RELEASES_S3_ENDPOINT: s3Endpoint,
    RELEASES_S3_ACCESS_KEY_ID: LOCAL_S3_KEYS.accessKeyId,
    RELEASES_S3_SECRET_ACCESS_KEY: LOCAL_S3_KEYS.secretAccessKey,
    // Only the announcements: a switch the test sees within a second came by NOTIFY, not by the timer.
    RELEASE_SYNC_INTERVAL_MS: '600000',
  });
  gateways.push(started);
  return { ...started, cdnDir };
}

function release(on: RunningInstance, app: string, body: Buffer, who = 'e2e team') {
  return fetch(`${on.url}${releaseCall.path({ app, version: '0.1.0' })}`, {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/gzip', 'x-released-by': who },
  });
}

async function chatBuild(name: string): Promise<Buffer> {
  return tarOf(writeBuild(join(work, name), 'mfe-chat', { version: '1.2.0', requiredVersion: '^1.2.0' }), ['.']);
}

const liveChat = async (on: RunningInstance) =>
  ((await (await fetch(`${on.url}/api/remotes.json`)).json()) as { remotes: { name: string; version: string }[] }).remotes.find(
    (remote) => remote.name === 'mfe-chat',
  )?.version;

/** How long until `on` serves `version` as the live chat (null: not within 5 s). */
async function servedAfter(on: RunningInstance, version: string): Promise<number | null> {
  const start = Date.now();
  while (Date.now() - start < 5_000) {
    if ((await liveChat(on)) === version) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return null;
}

let a: Awaited<ReturnType<typeof gateway>>;
let b: Awaited<ReturnType<typeof gateway>>;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'rdv-shared-releases-'));
  const shell = writeBuild(join(work, 'shell'), 'shell', { version: '1.2.0', requiredVersion: '^1.2.0' });
  writeFileSync(join(shell, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  s3 = await startObjectStore({ dir: join(work, 's3'), buckets: [BUCKET] });
  s3Endpoint = s3.endpoint;
  databases = await scratchDatabases(['releases']);
  // The first migrates (a release's migration job would); the second trusts it did.
  a = await gateway('a', 'run');
  b = await gateway('b', 'skip');
}, 60_000);

afterAll(async () => {
  await Promise.all(gateways.map((running) => running.stop()));
  await databases?.drop();
  await s3?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('release state shared by several gateways (Postgres and a bucket)', () => {
  let first: string;
  let second: string;

  it('a release through one gateway is served by the other within a second, from the same files, and logged once', async () => {
    const answer = await release(a, 'mfe-chat', await chatBuild('chat-1'));
    expect(answer.status).toBe(201);
    first = ((await answer.json()) as { version: string }).version;
    // The releasing gateway serves it when its API answers; the other follows Postgres' announcement.
    expect(await liveChat(a)).toBe(first);
    const after = await servedAfter(b, first);
    expect(after).not.toBeNull();
    expect(after).toBeLessThanOrEqual(1_000);

    const fromA = await fetch(`${a.url}/cdn/mfe-chat/${first}/remoteEntry.js`);
    const fromB = await fetch(`${b.url}/cdn/mfe-chat/${first}/remoteEntry.js`);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(await fromB.text()).toBe(await fromA.text());
    // B's copy came from the bucket, integrity table included (the manifest's hashes are computed from it).
    expect(existsSync(join(b.cdnDir, 'mfe-chat', first, 'integrity.json'))).toBe(true);

    const log = await fetch(`${b.url}${listReleasesCall.path({})}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const listed = (await log.json()) as { log: { action: string; to: string; who: string }[]; pointers: { remotes: Record<string, { current: string }> } };
    expect(listed.log).toEqual([expect.objectContaining({ action: 'release', to: first, who: 'e2e team' })]);
    expect(listed.pointers.remotes['mfe-chat'].current).toBe(first);
  });

  it('a rollback through the other gateway takes both back, and a gateway started afterwards serves the live version at once', async () => {
    const answer = await release(b, 'mfe-chat', await chatBuild('chat-2'));
    expect(answer.status).toBe(201);
    second = ((await answer.json()) as { version: string }).version;
    expect(await servedAfter(a, second)).not.toBeNull();

    const rolledBack = await fetch(`${b.url}${rollbackReleaseCall.path({ app: 'mfe-chat' })}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'x-released-by': 'e2e team' },
    });
    expect(rolledBack.status).toBe(200);
    expect(await liveChat(b)).toBe(first);
    expect(await servedAfter(a, first)).toBeLessThanOrEqual(1_000);

    // A new gateway, an empty CDN folder: it copies what is live before it answers.
    const c = await gateway('c', 'skip');
    expect(await liveChat(c)).toBe(first);
    expect(JSON.parse(readFileSync(join(c.cdnDir, 'releases.json'), 'utf8')).remotes['mfe-chat'].current).toBe(first);
    // A version it does not hold (rolled away from, so no pointer names it) is fetched when a page asks for it,
    // file by file when the bucket lacks its one-object bundle; a name the store never gave is a 404, never looked up.
    expect(existsSync(join(c.cdnDir, 'mfe-chat', second))).toBe(false);
    const bucket = bucketClient({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: s3Endpoint,
      forcePathStyle: true,
      ...LOCAL_S3_KEYS,
    });
    await bucket.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: `mfe-chat/${second}.tar` }));
    bucket.destroy();
    const older = await fetch(`${c.url}/cdn/mfe-chat/${second}/remoteEntry.js`);
    expect(older.status).toBe(200);
    expect(await older.text()).toContain('chat-2');
    expect((await fetch(`${c.url}/cdn/mfe-chat/9.9.9-0123456789/remoteEntry.js`)).status).toBe(404);
  });

  it('two releases at once through two gateways both land: one live, the other in its history, both logged', async () => {
    const [one, two] = await Promise.all([release(a, 'mfe-chat', await chatBuild('chat-3'), 'ana'), release(b, 'mfe-chat', await chatBuild('chat-4'), 'bo')]);
    expect([one.status, two.status]).toEqual([201, 201]);
    const versions = [((await one.json()) as { version: string }).version, ((await two.json()) as { version: string }).version];
    const [row] = await queryDatabase<{ pointers: { remotes: Record<string, { current: string; history: string[] }> } }>(
      databases.urls.releases,
      'SELECT pointers FROM release_pointers',
    );
    const pointer = row.pointers.remotes['mfe-chat'];
    expect(versions).toContain(pointer.current);
    expect(pointer.history[0]).toBe(versions.find((version) => version !== pointer.current));
    const logged = await queryDatabase<{ who: string }>(databases.urls.releases, "SELECT entry->>'who' AS who FROM release_log ORDER BY id DESC LIMIT 2");
    expect(logged.map((entry) => entry.who).sort()).toEqual(['ana', 'bo']);
    expect(await servedAfter(a, pointer.current)).not.toBeNull();
    expect(await servedAfter(b, pointer.current)).not.toBeNull();
  });
});
