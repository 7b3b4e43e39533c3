import { expect, test } from './fixtures';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const landersCatalogue = join(root, 'mfe-landers', 'src', 'locales', 'en', 'landers.json');

function fingerprint(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const file of readdirSync(dir, { recursive: true }).map(String).sort()) {
    const path = join(dir, file);
    if (statSync(path).isFile()) files[file] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return files;
}

function release(action: 'deploy' | 'rollback', remote: string) {
  return execFileSync(process.execPath, [join(root, 'tools', 'release.mjs'), action, remote], {
    cwd: root,
    env: { ...process.env, CDN_DIR: process.env.RDV_CDN_DIR },
    encoding: 'utf8',
  });
}

test('a lander released alone shows up after a reload; chat and shell stay byte-identical; rollback restores it', async ({ page }) => {
  test.setTimeout(240_000);
  const cdnDir = process.env.RDV_CDN_DIR!;
  const original = readFileSync(landersCatalogue, 'utf8');
  const chatBefore = fingerprint(join(cdnDir, 'mfe-chat'));
  const shellBefore = fingerprint(join(root, 'shell', 'dist'));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet singles near you' })).toBeVisible();

  try {
    // Marketing changes the home headline and releases the landers remote alone.
    const catalogue = JSON.parse(original) as Record<string, string>;
    catalogue.home = 'Meet singles near you tonight';
    writeFileSync(landersCatalogue, `${JSON.stringify(catalogue, null, 2)}\n`);
    expect(release('deploy', 'mfe-landers')).toMatch(/mfe-landers .* is live/);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Meet singles near you tonight' })).toBeVisible();
    expect(fingerprint(join(cdnDir, 'mfe-chat'))).toEqual(chatBefore);
    expect(fingerprint(join(root, 'shell', 'dist'))).toEqual(shellBefore);

    // Chat still loads from its untouched release.
    await page.goto('/chats');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

    expect(release('rollback', 'mfe-landers')).toMatch(/rolled back/);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Meet singles near you' })).toBeVisible();
  } finally {
    writeFileSync(landersCatalogue, original);
    // Put the landers build back to the committed source (an Nx cache hit, no real rebuild).
    execFileSync('npx', ['nx', 'run', 'mfe-landers:build', '--outputStyle=static'], { cwd: root, env: { ...process.env, NX_DAEMON: 'false' }, stdio: 'ignore' });
  }
});
