import { startExtraGateway, type RunningInstance } from '@rendezvous/test-kit';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The canary (ADR 0017 §7) on real gateway processes: cohorts pick each visitor's versions, the shells'
// telemetry is counted for Prometheus, and two gateways sharing Redis roll a broken canary back once,
// by themselves. The builds are small stand-ins (as preload.e2e-spec.ts's), so every version is known.

const INTERNAL_TOKEN = (JSON.parse(process.env.RDV_GATEWAY_SETTINGS ?? '{}') as { INTERNAL_TOKEN: string }).INTERNAL_TOKEN;
// Versions of this run's own: the mount counts in the shared Redis are per version.
const run = Date.now().toString(36);
const STABLE = `1.0.0-stable${run}`;
const CANARY = `1.1.0-canary${run}`;

let dir: string;
let cdnDir: string;
let gateways: RunningInstance[] = [];

function writeJson(file: string, value: unknown) {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
}

function publish(version: string) {
  writeJson(join(cdnDir, 'mfe-chat', version, 'mf-manifest.json'), {
    metaData: { name: 'mfe-chat', pluginVersion: '2.9.2', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [],
  });
  writeJson(join(cdnDir, 'mfe-chat', version, 'preload-manifest.json'), { startup: [], startupShared: [], shared: {}, locales: {} });
}

function setPointers(chat: Record<string, unknown>) {
  writeJson(join(cdnDir, 'releases.json'), { remotes: { 'mfe-chat': chat } });
}

type Manifest = { remotes: Array<{ name: string; version: string; cohort?: string }> };
const chatOf = (manifest: unknown) => (manifest as Manifest).remotes.find((r) => r.name === 'mfe-chat')!;

function beacon(url: string, events: unknown[], contentType = 'application/json') {
  // As navigator.sendBeacon posts: no client header, no cookie.
  return fetch(`${url}/api/telemetry`, { method: 'POST', headers: { 'content-type': contentType }, body: JSON.stringify({ events }) });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rdv-canary-'));
  cdnDir = join(dir, 'cdn');
  const shellDir = join(dir, 'shell');
  mkdirSync(shellDir, { recursive: true });
  writeFileSync(
    join(shellDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>x</title><meta name="rdv-settings-slot" /></head><body><div id="root"></div></body></html>',
  );
  publish(STABLE);
  publish(CANARY);
  setPointers({ current: STABLE, history: [], canary: { version: CANARY, percent: 10, since: new Date().toISOString() } });
  const env = {
    SHELL_DIR: shellDir,
    CDN_DIR: cdnDir,
    CDN_ORIGIN: '',
    REDIS_URL: 'redis://127.0.0.1:6379',
    CANARY_JUDGE_INTERVAL_MS: '500',
    TELEMETRY_RATE_LIMIT_PER_MINUTE: '1000',
  };
  gateways = await Promise.all([startExtraGateway(env), startExtraGateway(env)]);
});

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.stop()));
  rmSync(dir, { recursive: true, force: true });
});

describe('canary cohorts', () => {
  it('sets a lasting cohort cookie on a first page, and serves that cohort the same versions in the page and /api/remotes.json', async () => {
    const [{ url }] = gateways;
    const first = await fetch(`${url}/chats`);
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^rdv_cohort=\d{1,2}; Max-Age=31536000; .*HttpOnly; SameSite=Lax$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('vary')).toContain('Cookie');
    const cohortCookie = cookie.split(';')[0];
    const inlined = JSON.parse(/<script id="rdv-remotes" type="application\/json">(.*?)<\/script>/s.exec(await first.text())![1]);
    const api = await (await fetch(`${url}/api/remotes.json`, { headers: { cookie: cohortCookie } })).json();
    expect(chatOf(api)).toEqual(chatOf(inlined));
    // The next page keeps the cohort: no new cookie.
    expect((await fetch(`${url}/chats`, { headers: { cookie: cohortCookie } })).headers.get('set-cookie')).toBeNull();
  });

  it('puts exactly the canary percent of the 100 cohorts on the canary, and staff who opt in', async () => {
    const [{ url }] = gateways;
    const manifests = await Promise.all(
      Array.from({ length: 100 }, (_, cohort) => fetch(`${url}/api/remotes.json`, { headers: { cookie: `rdv_cohort=${cohort}` } }).then((r) => r.json())),
    );
    const onCanary = manifests.map(chatOf).filter((chat) => chat.cohort === 'canary');
    expect(onCanary).toHaveLength(10);
    expect(onCanary.every((chat) => chat.version === CANARY)).toBe(true);
    expect(
      manifests
        .map(chatOf)
        .filter((chat) => chat.cohort === 'stable')
        .every((chat) => chat.version === STABLE),
    ).toBe(true);
    const stableCohort = manifests.findIndex((manifest) => chatOf(manifest).cohort === 'stable');
    const staff = await (await fetch(`${url}/api/remotes.json`, { headers: { cookie: `rdv_cohort=${stableCohort}; rdv_canary=1` } })).json();
    expect(chatOf(staff)).toMatchObject({ version: CANARY, cohort: 'canary' });
    // Without the page's cookie nobody lands on a canary.
    expect(chatOf(await (await fetch(`${url}/api/remotes.json`)).json())).toMatchObject({ version: STABLE, cohort: 'stable' });
  });
});

describe('telemetry, metrics and the judge', () => {
  it('takes a beacon without the client header, refuses a malformed one with the error envelope, and keeps /metrics internal', async () => {
    const [{ url }] = gateways;
    const mount = { kind: 'mount', remote: 'mfe-chat', version: STABLE, cohort: 'stable' };
    expect((await beacon(url, [mount, { kind: 'vital', name: 'LCP', value: 1800, remote: 'mfe-chat', version: STABLE, cohort: 'stable' }])).status).toBe(204);
    // A Blob sent as text/plain (older browsers' beacons) is read the same.
    expect((await beacon(url, [mount], 'text/plain')).status).toBe(204);
    const bad = await beacon(url, [{ kind: 'mount', remote: 'not-a-remote', version: STABLE, cohort: 'stable' }]);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const tooBig = await fetch(`${url}/api/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: [], pad: 'x'.repeat(20_000) }),
    });
    expect(tooBig.status).toBe(413);

    expect((await fetch(`${url}/metrics`)).status).toBe(403);
    const metrics = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${INTERNAL_TOKEN}` } });
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toContain(`rdv_remote_mounts_total{remote="mfe-chat",version="${STABLE}",cohort="stable",outcome="mounted"} 2`);
    expect(text).toContain(`rdv_web_vitals_lcp_seconds_count{remote="mfe-chat",version="${STABLE}",cohort="stable"} 1`);
  });

  it('rolls a failing canary back once, from the failures of both gateways together, and logs why', async () => {
    const [a, b] = gateways;
    const failed = { kind: 'mount-error', remote: 'mfe-chat', version: CANARY, cohort: 'canary' };
    const stableMounts = Array.from({ length: 10 }, () => ({ kind: 'mount', remote: 'mfe-chat', version: STABLE, cohort: 'stable' }));
    expect((await beacon(a.url, [...stableMounts, failed, failed])).status).toBe(204);
    // Two failures are under the rule's three: the canary stays.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(chatOf(await (await fetch(`${a.url}/api/remotes.json`, { headers: { cookie: 'rdv_cohort=1; rdv_canary=1' } })).json()).version).toBe(CANARY);
    // The third reaches the other gateway: only the platform's count (Redis) makes it three.
    const sentAt = Date.now();
    expect((await beacon(b.url, [failed])).status).toBe(204);
    let pointer: { current: string; canary?: unknown } = { current: '' };
    while (Date.now() - sentAt < 10_000) {
      pointer = (JSON.parse(readFileSync(join(cdnDir, 'releases.json'), 'utf8')) as { remotes: Record<string, typeof pointer> }).remotes['mfe-chat'];
      if (!pointer.canary) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(pointer).toEqual({ current: STABLE, history: [] });
    console.log(`canary rolled back ${Date.now() - sentAt} ms after the failure that crossed the threshold was sent`);
    // Both gateways judge every 500 ms; one rollback is logged.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const log = readFileSync(join(cdnDir, 'releases.log.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(log).toEqual([
      expect.objectContaining({
        who: 'canary-judge',
        action: 'canary-rollback',
        app: 'mfe-chat',
        from: CANARY,
        to: STABLE,
        why: expect.stringMatching(/^canary failed 3 of 3 mounts \(100 %\), stable 0 of 1[02] \(0 %\)/),
      }),
    ]);
    expect(chatOf(await (await fetch(`${b.url}/api/remotes.json`, { headers: { cookie: 'rdv_cohort=1; rdv_canary=1' } })).json())).toMatchObject({
      version: STABLE,
      cohort: 'stable',
    });
  });
});
