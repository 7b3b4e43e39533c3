import { expect, logInAsPremiumMember, test } from './fixtures';
import { buildVariant, deploy, editJson, rollback } from './release-kit';
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

test('a lander change is affected alone, released alone while a chat stays open and working, in the server HTML at once; rollback restores it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const cdnDir = process.env.RDV_CDN_DIR!;
  const original = readFileSync(landersCatalogue, 'utf8');
  const chatBefore = fingerprint(join(cdnDir, 'mfe-chat'));
  const shellBefore = fingerprint(join(root, 'shell', 'dist'));
  const liveShellBefore = fingerprint(join(cdnDir, 'shell'));

  // A member is chatting in another browser while marketing releases.
  const chatContext = await browser.newContext({ baseURL });
  await chatContext.addInitScript(() => window.localStorage.setItem('rdv:site-entry-dismissed-at', new Date().toISOString()));
  const chatPage = await chatContext.newPage();
  await logInAsPremiumMember(chatPage);
  await chatPage.goto('/chats');
  await chatPage.getByRole('navigation', { name: 'Messages' }).getByRole('listitem').first().getByRole('link').first().click();
  const chatBox = chatPage.getByRole('textbox', { name: 'Your message' });
  await expect(chatBox).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet singles near you' })).toBeVisible();

  try {
    // Marketing changes the home headline: a change in mfe-landers only, as Nx sees it.
    const catalogue = JSON.parse(original) as { home_page: { title: string } };
    catalogue.home_page.title = 'Meet singles near you tonight';
    writeFileSync(landersCatalogue, `${JSON.stringify(catalogue, null, 2)}\n`);
    const affected = execFileSync('npx', ['nx', 'show', 'projects', '--affected', `--files=${landersCatalogue.slice(root.length + 1)}`, '--json'], {
      cwd: root,
      env: { ...process.env, NX_DAEMON: 'false' },
      encoding: 'utf8',
    });
    // No other remote, the shell, no service nor shared library: only the landers (and the browser tests, which test everything).
    expect((JSON.parse(affected) as string[]).sort()).toEqual(['e2e', 'mfe-landers']);

    // Built as the team's pipeline builds it, and released through the gateway's release API (npm run deploy).
    writeFileSync(landersCatalogue, original);
    const variant = buildVariant(
      'mfe-landers',
      [editJson<{ home_page: { title: string } }>('src/locales/en/landers.json', (edited) => (edited.home_page.title = 'Meet singles near you tonight'))],
      'tonight',
    );
    try {
      expect(deploy('mfe-landers', { dist: variant.dist })).toMatch(/✔ mfe-landers 0\.1\.0-[0-9a-f]{10} is live \(\d+\.\d s\)/);
    } finally {
      variant.remove();
    }

    // The server renders with the bundle the live manifest names: the next request's HTML has the new words.
    expect(await (await request.get('/')).text()).toContain('<h1>Meet singles near you tonight</h1>');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Meet singles near you tonight' })).toBeVisible();
    expect(fingerprint(join(cdnDir, 'mfe-chat'))).toEqual(chatBefore);
    expect(fingerprint(join(root, 'shell', 'dist'))).toEqual(shellBefore);
    expect(fingerprint(join(cdnDir, 'shell'))).toEqual(liveShellBefore);

    // The open chat never noticed: it sends and shows a message without a reload.
    const text = `Still here after the lander release ${Date.now().toString(36)}`;
    await chatBox.fill(text);
    await chatBox.press('Enter');
    await expect(chatPage.getByRole('region', { name: /^Conversation with / }).getByText(text)).toBeVisible();

    expect(rollback('mfe-landers')).toMatch(/✔ mfe-landers rolled back from /);
    expect(await (await request.get('/')).text()).toContain('<h1>Meet singles near you</h1>');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Meet singles near you' })).toBeVisible();
  } finally {
    await chatContext.close();
    writeFileSync(landersCatalogue, original);
  }
});
