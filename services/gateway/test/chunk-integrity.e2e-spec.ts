import { startExtraGateway, type RunningInstance } from '@rendezvous/test-kit';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// ADR 0017 §6: a remote's runtime loads each chunk with its sha256 and refuses one it has no hash for. It
// finds the hashes of the page's first files in the page's inlined manifest, and any other in the gateway's
// GET /api/integrity/<remote>/<version>. The release here is a small stand-in with a sealed integrity.json.

let gateway: RunningInstance;
let dir: string;
const hash = (name: string) => `sha256-${Buffer.from(name.padEnd(32, '.')).toString('base64')}`;
const sealed: Record<string, string> = Object.fromEntries(
  [
    'remoteEntry.js',
    '__federation_expose_lifecycles.m.js',
    'en.m.js',
    'de.m.js',
    'lazy-screen.m.js',
    'lazy-screen.m.js.br',
    'lazy-screen.m.js.gz',
    'lazy-screen.m.js.map',
    'mf-manifest.json',
    'preload-manifest.json',
    'server/render.js',
  ].map((file) => [file, hash(file)]),
);

function writeJson(file: string, value: unknown) {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rdv-chunk-integrity-'));
  const shellDir = join(dir, 'shell');
  const cdnDir = join(dir, 'cdn');
  const version = join(cdnDir, 'mfe-members', '0.2.0+cafe');
  mkdirSync(shellDir, { recursive: true });
  writeFileSync(
    join(shellDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>x</title><meta name="rdv-settings-slot" /><script defer src="/shell/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeJson(join(version, 'mf-manifest.json'), {
    metaData: {
      name: 'mfe_members',
      remoteEntry: { name: 'remoteEntry.js', path: '' },
    },
    exposes: [
      {
        name: 'lifecycles',
        assets: { js: { sync: ['__federation_expose_lifecycles.m.js'] } },
      },
    ],
  });
  writeJson(join(version, 'preload-manifest.json'), {
    startup: ['__federation_expose_lifecycles.m.js'],
    locales: { en: ['en.m.js'], de: ['de.m.js'] },
  });
  writeJson(join(version, 'integrity.json'), sealed);
  writeJson(join(cdnDir, 'releases.json'), {
    remotes: { 'mfe-members': { current: '0.2.0+cafe', history: [] } },
  });
  gateway = await startExtraGateway({
    SHELL_DIR: shellDir,
    CDN_DIR: cdnDir,
    CDN_ORIGIN: '',
  });
});

afterAll(async () => {
  await gateway?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the hashes a remote’s runtime checks its chunks with', () => {
  it('the page’s inlined manifest gives the owning remote’s hashes of the files the page starts with, in its language; /api/remotes.json none', async () => {
    const html = await (
      await fetch(`${gateway.url}/members`, {
        headers: { cookie: 'locale=de' },
      })
    ).text();
    const inlined = JSON.parse(/<script id="rdv-remotes" type="application\/json">(.*?)<\/script>/s.exec(html)![1]);
    const members = inlined.remotes.find((r: { name: string }) => r.name === 'mfe-members');
    expect(members.integrity).toBe(sealed['remoteEntry.js']);
    expect(members.files).toEqual({
      '__federation_expose_lifecycles.m.js': sealed['__federation_expose_lifecycles.m.js'],
      'de.m.js': sealed['de.m.js'],
    });
    const api = (await (await fetch(`${gateway.url}/api/remotes.json`)).json()) as { remotes: Array<{ files?: unknown }> };
    expect(api.remotes[0].files).toBeUndefined();
  });

  it('GET /api/integrity/<remote>/<version> answers the browser scripts’ hashes, cached for good', async () => {
    const response = await fetch(`${gateway.url}/api/integrity/mfe-members/${encodeURIComponent('0.2.0+cafe')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Not the server bundle, maps, twins or manifests: the browser runs none of them as a chunk.
    expect(await response.json()).toEqual({
      '__federation_expose_lifecycles.m.js': sealed['__federation_expose_lifecycles.m.js'],
      'de.m.js': sealed['de.m.js'],
      'en.m.js': sealed['en.m.js'],
      'lazy-screen.m.js': sealed['lazy-screen.m.js'],
      'remoteEntry.js': sealed['remoteEntry.js'],
    });
  });

  it('an unknown remote or version, or a path outside the store, is a 404 in the platform’s error envelope', async () => {
    for (const path of [
      '/api/integrity/mfe-nothing/0.2.0+cafe',
      '/api/integrity/mfe-members/9.9.9',
      '/api/integrity/mfe-members/..%2F..%2Fmfe-members%2F0.2.0+cafe',
      '/api/integrity/shell/0.2.0+cafe',
    ]) {
      const response = await fetch(`${gateway.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).not.toContain('immutable');
      expect(await response.json()).toMatchObject({
        statusCode: 404,
        code: 'ROUTE.NOT_FOUND',
        message: expect.stringMatching(/is not a remote of this platform|has no sealed version/),
      });
    }
  });
});
