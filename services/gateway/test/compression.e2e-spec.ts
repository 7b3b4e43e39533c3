import { baseUrl } from '@rendezvous/test-kit';
import { randomBytes } from 'node:crypto';
import { cpSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

interface Bytes {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One GET as a browser sends it, the body as it crossed the wire (fetch would decompress it). */
function onTheWire(path: string, acceptEncoding?: string): Promise<Bytes> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'x-request-type': 'client' };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    const req = request(`${baseUrl()}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const CHROME = 'gzip, deflate, br, zstd';

describe('compression on the wire (issue 13)', () => {
  it('serves a released remote’s files as their build-time brotli or gzip twin, by what the browser accepts, still cached for a year', async () => {
    // A release made while the gateway runs, as tools/release.mjs makes one: its files are found at once.
    const { CDN_DIR } = JSON.parse(process.env.RDV_GATEWAY_SETTINGS ?? '{}') as { CDN_DIR: string };
    const version = `compression-test-${randomBytes(4).toString('hex')}`;
    cpSync(join(__dirname, '..', '..', '..', 'mfe-chat', 'dist'), join(CDN_DIR, 'mfe-chat', version), {
      recursive: true,
      filter: (source) => !source.endsWith('.map'),
    });
    const entry = `/cdn/mfe-chat/${version}/remoteEntry.js`;

    const plain = await onTheWire(entry);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');

    const brotli = await onTheWire(entry, CHROME);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(plain.body.length * 0.4);

    const gzip = await onTheWire(entry, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

    // The federation manifest too (JSON), and no encoding a browser did not offer.
    const manifest = await onTheWire(`/cdn/mfe-chat/${version}/mf-manifest.json`, 'identity');
    expect(manifest.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(manifest.body.toString('utf8'))).toHaveProperty('id');
    // A file that is not there is a 404 with no encoding claimed.
    const missing = await onTheWire(`/cdn/mfe-chat/${version}/nothing-here.js`, CHROME);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });

  it('serves the live shell’s entry and chunks compressed, and immutable under its release’s folder', async () => {
    const page = await onTheWire('/members');
    const scripts = [...page.body.toString('utf8').matchAll(/src="?([^"\s>]+\.js)"?/g)].map((match) => match[1]);
    // The page names the live shell release's files (docs/releasing.md): a new release is a new folder, so
    // even the unhashed entry never changes under its URL and is cached for good.
    const main = scripts.find((src) => /^\/shell\/[^/]+\/main\.js$/.test(src));
    expect(main).toBeDefined();
    const entry = await onTheWire(main ?? '', CHROME);
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const chunk = readdirSync(join(__dirname, '..', '..', '..', 'shell', 'dist')).find((file) => /\.[0-9a-f]{10}\.js\.br$/.test(file)) ?? '';
    const hashed = await onTheWire(`${(main ?? '').replace(/main\.js$/, '')}${chunk.replace(/\.br$/, '')}`, CHROME);
    expect(hashed.status).toBe(200);
    expect(hashed.headers['content-encoding']).toBe('br');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a built file without the headers that only govern a page, and keeps them on the page and on a miss', async () => {
    const chunk = readdirSync(join(__dirname, '..', '..', '..', 'shell', 'dist')).find((file) => /\.[0-9a-f]{10}\.js$/.test(file)) ?? '';
    const script = await onTheWire(`/shell/${chunk}`, CHROME);
    expect(script.status).toBe(200);
    for (const name of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'strict-transport-security',
      'referrer-policy',
      'x-xss-protection',
      'last-modified',
      'accept-ranges',
    ]) {
      expect([name, script.headers[name]]).toEqual([name, undefined]);
    }
    // What still matters for a script: no type sniffing, who may embed it, how long to keep it.
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBeDefined();
    expect(script.headers.etag).toBeDefined();
    // A hashed file's headers are now a few hundred bytes, not a kilobyte.
    const headerBytes = Object.entries(script.headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 0);
    expect(headerBytes).toBeLessThan(450);

    const page = await onTheWire('/members', CHROME);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['strict-transport-security']).toBeDefined();
    const missing = await onTheWire('/shell/nothing-here.js', CHROME);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // A built file a browser may open as a document (an SVG can carry script) keeps the page's policy.
    const icon = await onTheWire('/shell/icon.svg', CHROME);
    expect(icon.status).toBe(200);
    expect(icon.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('compresses pages and API answers above 1 KB on the fly, and leaves small answers as they are', async () => {
    const page = await onTheWire('/members', CHROME);
    expect(page.headers['content-encoding']).toBe('br');
    // A first page (no cookie) carries the new canary cohort cookie: no shared cache may keep it.
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(brotliDecompressSync(page.body).toString('utf8')).toContain('id="rdv-settings"');

    const settings = await onTheWire('/api/settings.php', 'gzip');
    expect(settings.headers['content-encoding']).toBe('gzip');
    const decoded = JSON.parse(gunzipSync(settings.body).toString('utf8')) as { name: string };
    expect(decoded.name).toBeTruthy();
    expect(Buffer.byteLength(JSON.stringify(decoded))).toBeGreaterThan(1024);

    // A refusal envelope is a few hundred bytes: not worth a compression header.
    const refusal = await onTheWire('/api/chats.php', CHROME);
    expect(refusal.status).toBe(403);
    expect(refusal.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refusal.body.toString('utf8'))).toHaveProperty('code');
  });
});
