import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReleaseRenderers } from './server-render';

let cdn: string;

/** A release's server bundle that renders its own version, as dist/server/render.js would. */
function release(remote: string, version: string): string {
  const file = join(cdn, remote, version, 'server', 'render.js');
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, `exports.render = async () => ({ html: ${JSON.stringify(version)}, state: null });\n`);
  return file;
}

beforeEach(() => (cdn = mkdtempSync(join(tmpdir(), 'rdv-renderers-'))));
afterEach(() => rmSync(cdn, { recursive: true, force: true }));

describe('the server bundles the gateway keeps loaded', () => {
  it('holds one bundle per remote: a new release lets the one before go, and a rollback loads it again', async () => {
    const renderers = new ReleaseRenderers();
    const first = release('mfe-legal', '0.1.0-aaaa');
    const second = release('mfe-legal', '0.1.0-bbbb');
    const landers = release('mfe-landers', '0.1.0-cccc');
    const html = async (file: string, remote = 'mfe-legal') => (await renderers.rendererOf(remote, file)?.render({} as never))?.html;

    expect(await html(first)).toBe('0.1.0-aaaa');
    expect(await html(landers, 'mfe-landers')).toBe('0.1.0-cccc');
    expect(await html(second)).toBe('0.1.0-bbbb');
    expect(renderers.files().sort()).toEqual([landers, second].sort());
    expect(await html(first)).toBe('0.1.0-aaaa');
    expect(renderers.files().sort()).toEqual([first, landers].sort());
  });

  it('a release without a server bundle renders nothing, and still replaces the one before', () => {
    const renderers = new ReleaseRenderers();
    expect(renderers.rendererOf('mfe-legal', release('mfe-legal', '0.1.0-aaaa'))).not.toBeNull();
    const missing = join(cdn, 'mfe-legal', '0.1.0-none', 'server', 'render.js');
    expect(renderers.rendererOf('mfe-legal', missing)).toBeNull();
    expect(renderers.files()).toEqual([missing]);
  });
});
