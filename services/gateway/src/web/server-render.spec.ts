import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createHash } from 'node:crypto';
import { INTEGRITY_FILE, IntegrityMismatch, writeIntegrity } from '../releases/integrity';
import { ReleaseRenderers } from './server-render';

let cdn: string;

/** A release's server bundle that renders its own version, as dist/server/render.js would. */
function release(remote: string, version: string): string {
  const file = join(cdn, remote, version, 'server', 'render.js');
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, `exports.render = async () => ({ html: ${JSON.stringify(version)}, state: null });\n`);
  return file;
}

/** The release folder of a bundle file (<version>/server/render.js). */
const versionOf = (file: string) => dirname(dirname(file));

beforeEach(() => (cdn = mkdtempSync(join(tmpdir(), 'rdv-renderers-'))));
afterEach(() => rmSync(cdn, { recursive: true, force: true }));

describe('the server bundles the gateway keeps loaded', () => {
  it('holds one bundle per remote: a new release lets the one before go, and a rollback loads it again', async () => {
    const renderers = new ReleaseRenderers();
    const first = release('mfe-legal', '0.1.0-aaaa');
    const second = release('mfe-legal', '0.1.0-bbbb');
    const landers = release('mfe-landers', '0.1.0-cccc');
    const html = async (file: string, remote = 'mfe-legal') => (await (await renderers.rendererOf(remote, versionOf(file)))?.render({} as never))?.html;

    expect(await html(first)).toBe('0.1.0-aaaa');
    expect(await html(landers, 'mfe-landers')).toBe('0.1.0-cccc');
    expect(await html(second)).toBe('0.1.0-bbbb');
    expect(renderers.files().sort()).toEqual([landers, second].sort());
    expect(await html(first)).toBe('0.1.0-aaaa');
    expect(renderers.files().sort()).toEqual([first, landers].sort());
  });

  it('a release without a server bundle renders nothing, and still replaces the one before', async () => {
    const renderers = new ReleaseRenderers();
    expect(await renderers.rendererOf('mfe-legal', versionOf(release('mfe-legal', '0.1.0-aaaa')))).not.toBeNull();
    const missing = join(cdn, 'mfe-legal', '0.1.0-none', 'server', 'render.js');
    expect(await renderers.rendererOf('mfe-legal', versionOf(missing))).toBeNull();
    expect(renderers.files()).toEqual([missing]);
  });

  it('runs a bundle that matches its release’s integrity.json, and refuses one changed after publishing (fail closed), until it matches again', async () => {
    const renderers = new ReleaseRenderers();
    const file = release('mfe-legal', '0.1.0-dddd');
    await writeIntegrity(versionOf(file));
    expect(await (await renderers.rendererOf('mfe-legal', versionOf(file)))?.render({} as never)).toEqual({ html: '0.1.0-dddd', state: null });

    const other = release('mfe-landers', '0.1.0-eeee');
    await writeIntegrity(versionOf(other));
    const published = readFileSync(other, 'utf8');
    // Code added on disk after publishing, by someone with access to the store: it is never run.
    (globalThis as { tamperedRan?: boolean }).tamperedRan = false;
    writeFileSync(other, `globalThis.tamperedRan = true;\n${published}`);
    await expect(renderers.rendererOf('mfe-landers', versionOf(other))).rejects.toThrow(IntegrityMismatch);
    expect((globalThis as { tamperedRan?: boolean }).tamperedRan).toBe(false);
    expect(renderers.files()).toEqual([file]);

    writeFileSync(other, published);
    expect(await (await renderers.rendererOf('mfe-landers', versionOf(other)))?.render({} as never)).toEqual({ html: '0.1.0-eeee', state: null });
  });

  it('checks a release sealed with sha384 (before tables moved to sha256) with its own algorithm: it runs, and a changed bundle is refused', async () => {
    const renderers = new ReleaseRenderers();
    const file = release('mfe-legal', '0.1.0-ffff');
    const sealed = (content: string) => `sha384-${createHash('sha384').update(content).digest('base64')}`;
    const published = readFileSync(file, 'utf8');
    writeFileSync(join(versionOf(file), INTEGRITY_FILE), JSON.stringify({ 'server/render.js': sealed(published) }));
    expect(await (await renderers.rendererOf('mfe-legal', versionOf(file)))?.render({} as never)).toEqual({ html: '0.1.0-ffff', state: null });

    const other = release('mfe-landers', '0.1.0-gggg');
    writeFileSync(join(versionOf(other), INTEGRITY_FILE), JSON.stringify({ 'server/render.js': sealed(readFileSync(other, 'utf8')) }));
    writeFileSync(other, `globalThis.tamperedRan = true;\n${readFileSync(other, 'utf8')}`);
    await expect(renderers.rendererOf('mfe-landers', versionOf(other))).rejects.toThrow(IntegrityMismatch);
  });
});
