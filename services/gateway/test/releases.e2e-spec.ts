import { startExtraGateway, type RunningInstance } from '@rendezvous/test-kit';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tarOf, writeBuild } from './release-builds';
import { checkReleaseCall, listReleasesCall, promoteCanaryCall, releaseCall, rollbackCanaryCall, rollbackReleaseCall } from '@rendezvous/contracts/internal';
import type { z } from 'zod';

// The release API (docs/releasing.md) on a gateway of its own, with a store and a live shell made by the
// test: who may call it, what a refusal leaves behind, and which archives are never unpacked.

const TOKEN = 'releases-e2e-token-0123456789';
let gateway: RunningInstance;
let dir: string;
let cdnDir: string;

function send(path: string, { token = TOKEN, body, method = 'POST' }: { token?: string | null; body?: Buffer; method?: string } = {}) {
  return fetch(`${gateway.url}${path}`, {
    method,
    body,
    headers: { ...(token === null ? {} : { authorization: `Bearer ${token}` }), 'content-type': 'application/gzip', 'x-released-by': 'e2e team' },
  });
}

/**
 * The answer as its contract (shared/contracts/src/internal/releases.ts) describes it: what the CLI
 * (tools/platform/release-client.mjs, plain .mjs that cannot import the schemas) reads. The schemas drop
 * fields they do not name, so an answer with one more field than its contract fails here too.
 */
async function answerOf<S extends z.ZodType>(answer: Response, schema: S): Promise<z.output<S>> {
  const json: unknown = await answer.json();
  const parsed = schema.parse(json);
  expect(parsed).toEqual(json);
  return parsed;
}

const pointers = () => JSON.parse(readFileSync(join(cdnDir, 'releases.json'), 'utf8'));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rdv-releases-'));
  cdnDir = join(dir, 'cdn');
  const shell = writeBuild(join(dir, 'shell'), 'shell', { version: '1.2.0', requiredVersion: '^1.2.0' });
  writeFileSync(join(shell, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  gateway = await startExtraGateway({ SHELL_DIR: shell, CDN_DIR: cdnDir, CDN_ORIGIN: '', RELEASE_TOKEN: TOKEN });
});

afterAll(async () => {
  await gateway?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the release API', () => {
  it('answers 401 with the envelope without the right token, and is off (404) on a gateway without RELEASE_TOKEN', async () => {
    const list = await send('/internal/releases', { method: 'GET', token: null });
    expect(list.status).toBe(401);
    expect(await list.json()).toMatchObject({ statusCode: 401, code: 'RELEASE.TOKEN_REQUIRED' });
    const wrong = await send('/internal/releases/mfe-chat', {
      token: 'not-the-token-0123456789',
      body: await tarOf(writeBuild(join(dir, 'any'), 'mfe-chat', { version: '1.2.0', requiredVersion: '^1.2.0' }), ['.']),
    });
    expect(wrong.status).toBe(401);

    const off = await startExtraGateway({ SHELL_DIR: join(dir, 'shell'), CDN_DIR: join(dir, 'other-cdn'), CDN_ORIGIN: '', RELEASE_TOKEN: '' });
    try {
      const answer = await fetch(`${off.url}/internal/releases`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ code: 'RELEASE.API_OFF' });
    } finally {
      await off.stop();
    }
  });

  it('releases a build the gate accepts, and lists it with who released it', async () => {
    const answer = await send('/internal/releases/mfe-chat?version=0.1.0', {
      body: await tarOf(writeBuild(join(dir, 'chat-ok'), 'mfe-chat', { version: '1.2.0', requiredVersion: '^1.2.0' }), ['.']),
    });
    expect(answer.status).toBe(201);
    const outcome = await answerOf(answer, releaseCall.answer);
    expect(outcome).toMatchObject({ changed: true });
    expect(pointers().remotes['mfe-chat'].current).toBe(outcome.version);
    const manifest = (await (await fetch(`${gateway.url}/api/remotes.json`)).json()) as { remotes: { name: string; version: string }[] };
    expect(manifest.remotes).toEqual([expect.objectContaining({ name: 'mfe-chat', version: outcome.version })]);
    const list = await answerOf(await send(listReleasesCall.path({}), { method: 'GET' }), listReleasesCall.answer);
    expect(list.log[0]).toMatchObject({ action: 'release', who: 'e2e team', to: outcome.version });
    expect(list.pointers.remotes['mfe-chat'].current).toBe(outcome.version);
  });

  it('refuses (409) a build needing a strict singleton the live shell does not provide: the gate’s reason in the envelope, the pointer stays', async () => {
    const live = pointers().remotes['mfe-chat'].current;
    const answer = await send('/internal/releases/mfe-chat?version=0.2.0', {
      body: await tarOf(writeBuild(join(dir, 'chat-needs-2'), 'mfe-chat', { version: '2.0.0', requiredVersion: '^2.0.0' }), ['.']),
    });
    expect(answer.status).toBe(409);
    const envelope = (await answer.json()) as { code: string; message: string; errors: { refusals: string[] } };
    expect(envelope.code).toBe('RELEASE.REFUSED');
    expect(envelope.errors.refusals[0]).toMatch(/@rendezvous\/session-store \^2\.0\.0.*the live shell provides 1\.2\.0/);
    expect(pointers().remotes['mfe-chat'].current).toBe(live);
    const list = (await (await send('/internal/releases', { method: 'GET' })).json()) as { log: { action: string }[] };
    expect(list.log[0].action).toBe('refusal');
  });

  it('checks a build without releasing it (?check=1): 200 with the version it would get, nothing published, the pointer, the CDN folder and the log as they were', async () => {
    const before = {
      pointers: pointers(),
      versions: readdirSync(join(cdnDir, 'mfe-chat')).sort(),
      log: readFileSync(join(cdnDir, 'releases.log.jsonl'), 'utf8'),
    };
    const answer = await send('/internal/releases/mfe-chat?version=0.3.0&check=1', {
      body: await tarOf(writeBuild(join(dir, 'chat-check'), 'mfe-chat', { version: '1.2.0', requiredVersion: '^1.2.0' }), ['.']),
    });
    expect(answer.status).toBe(200);
    const outcome = await answerOf(answer, checkReleaseCall.answer);
    expect(outcome).toMatchObject({ app: 'mfe-chat', ok: true, live: before.pointers.remotes['mfe-chat'].current, warnings: [], notes: [] });
    expect(outcome.version).toMatch(/^0\.3\.0-[0-9a-f]{10}$/);
    expect(pointers()).toEqual(before.pointers);
    expect(readdirSync(join(cdnDir, 'mfe-chat')).sort()).toEqual(before.versions);
    expect(existsSync(join(cdnDir, 'mfe-chat', outcome.version))).toBe(false);
    expect(readdirSync(join(cdnDir, '.staging'))).toEqual([]);
    expect(readFileSync(join(cdnDir, 'releases.log.jsonl'), 'utf8')).toBe(before.log);
  });

  it('refuses a checked build (409) with the gate’s reason, exactly as its release would be, and logs nothing', async () => {
    const before = { pointers: pointers(), log: readFileSync(join(cdnDir, 'releases.log.jsonl'), 'utf8') };
    const answer = await send('/internal/releases/mfe-chat?version=0.2.0&check=1', {
      body: await tarOf(writeBuild(join(dir, 'chat-check-needs-2'), 'mfe-chat', { version: '2.0.0', requiredVersion: '^2.0.0' }), ['.']),
    });
    expect(answer.status).toBe(409);
    const envelope = (await answer.json()) as { statusCode: number; code: string; message: string; errors: { refusals: string[] } };
    expect(envelope).toMatchObject({ statusCode: 409, code: 'RELEASE.REFUSED', message: expect.stringMatching(/^mfe-chat would not be released: /) });
    expect(envelope.errors.refusals[0]).toMatch(/@rendezvous\/session-store \^2\.0\.0.*the live shell provides 1\.2\.0/);
    expect(pointers()).toEqual(before.pointers);
    expect(readdirSync(join(cdnDir, '.staging'))).toEqual([]);
    expect(readFileSync(join(cdnDir, 'releases.log.jsonl'), 'utf8')).toBe(before.log);
  });

  it('refuses (400) an archive with a path out of the build folder, and writes nothing outside the store', async () => {
    const build = writeBuild(join(dir, 'nested', 'build'), 'mfe-legal', { version: '1.2.0', requiredVersion: '^1.2.0' });
    writeFileSync(join(dir, 'nested', 'escape.js'), 'outside');
    const answer = await send('/internal/releases/mfe-legal', { body: await tarOf(build, ['.', '../escape.js']) });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      code: 'RELEASE.ARCHIVE_REFUSED',
      message: expect.stringMatching(/escape\.js points outside the build folder/),
    });
    expect(pointers().remotes['mfe-legal']).toBeUndefined();
  });

  it('answers 404 for an app the platform does not have, 409 for a rollback with nothing before', async () => {
    const unknown = await send('/internal/releases/mfe-unknown', { body: Buffer.from('x') });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      statusCode: 404,
      code: 'RELEASE.UNKNOWN_APP',
      message: expect.stringMatching(/^mfe-unknown is not an app of this platform; releasable: shell, mfe-/),
    });
    const rollback = await send('/internal/releases/mfe-legal/rollback');
    expect(rollback.status).toBe(409);
    expect(await rollback.json()).toMatchObject({ code: 'RELEASE.NOT_POSSIBLE' });
  });

  it('refuses (400) a canary that is not a whole number from 1 to 99, in the sentence the CLI prints, before reading the archive', async () => {
    for (const canary of ['0', '100', '12.5', 'ten']) {
      const answer = await send(`/internal/releases/mfe-chat?canary=${canary}`, { body: Buffer.from('not read') });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION.FAILED',
        message: 'canary is the share of visitors on the new version, a whole number from 1 to 99.',
        errors: { canary: ['a whole number from 1 to 99'] },
      });
    }
  });

  it('releases a canary for the share asked, and rolls the app back to the version before (answers as their contracts say)', async () => {
    const stable = pointers().remotes['mfe-chat'].current;
    const canary = await send('/internal/releases/mfe-chat?version=0.4.0&canary=10', {
      body: await tarOf(writeBuild(join(dir, 'chat-canary'), 'mfe-chat', { version: '1.2.0', requiredVersion: '^1.2.0' }), ['.']),
    });
    expect(canary.status).toBe(201);
    const outcome = await answerOf(canary, releaseCall.answer);
    expect(outcome).toMatchObject({ previous: stable, canary: { percent: 10 } });
    expect(pointers().remotes['mfe-chat']).toMatchObject({ current: stable, canary: { version: outcome.version, percent: 10 } });

    const again = await send('/internal/releases/mfe-chat?version=0.5.0', {
      body: await tarOf(writeBuild(join(dir, 'chat-next'), 'mfe-chat', { version: '1.2.0', requiredVersion: '^1.2.0' }), ['.']),
    });
    const next = await answerOf(again, releaseCall.answer);
    const rollback = await send(rollbackReleaseCall.path({ app: 'mfe-chat' }));
    expect(rollback.status).toBe(200);
    expect(await answerOf(rollback, rollbackReleaseCall.answer)).toMatchObject({ app: 'mfe-chat', from: next.version, to: next.previous });
    // The canary stayed through both (it is another version): promoted, there is none left to roll back.
    const promote = await send(promoteCanaryCall.path({ app: 'mfe-chat' }));
    expect(promote.status).toBe(200);
    expect(await answerOf(promote, promoteCanaryCall.answer)).toMatchObject({ app: 'mfe-chat', from: next.previous, to: outcome.version });
    const noCanary = await send(rollbackCanaryCall.path({ app: 'mfe-chat' }));
    expect(noCanary.status).toBe(409);
    expect(await noCanary.json()).toMatchObject({ code: 'RELEASE.NOT_POSSIBLE', message: 'mfe-chat has no canary to roll back.' });
    const list = await answerOf(await send(listReleasesCall.path({ limit: 3 }), { method: 'GET' }), listReleasesCall.answer);
    expect(list.log.map((entry) => entry.action)).toEqual(['promotion', 'rollback', 'release']);
  });
});
