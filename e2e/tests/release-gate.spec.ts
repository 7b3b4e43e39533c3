// The release gate and the share policy in a real browser (ADR 0017 §2, §3; issue 32): a remote may bring a
// newer ui of its own, but a release that would break the page through a strict singleton or a widget contract
// is refused before anything is published, with the fix, and the live site stays as it was.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from '@rendezvous/route-table';
import { expect, logInAsPremiumMember, test, type Page } from './fixtures';
import { buildVariant, deploy, editJson, releases, rollback, tryDeploy, type SourceEdit } from './release-kit';

type Pointers = { shell?: { current: string }; remotes: Record<string, { current: string }> };
const livePointers = async () => (await releases()).pointers as unknown as Pointers;

/** A platform library's package.json version, changed for a variant build (as `npm run version-packages` would). */
const libraryVersion = (library: string, version: string): SourceEdit =>
  editJson<{ version: string }>(`../shared/${library}/package.json`, (pkg) => (pkg.version = version));

/** The script files of a build's own copy of a shared module, as its mf-manifest.json lists them. */
function ownCopyFiles(dist: string, key: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as {
    shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
  };
  const shared = manifest.shared.find((entry) => entry.name === key);
  return shared ? [...shared.assets.js.sync, ...shared.assets.js.async] : [];
}

/** Every script URL the page asks for from now on. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) urls.push(request.url());
  });
  return urls;
}

async function expectChatsWork(page: Page) {
  await page.goto('/chats');
  await expect(page.getByRole('navigation', { name: 'Messages' }).getByRole('listitem').first()).toBeVisible();
}

test('a chat built against a newer ui (an export it calls at module load) goes live with its own ui copy; the members area keeps the shell’s', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // ui 0.3.0 gains uiReleaseProbe; mfe-chat calls it when its lifecycles load, before anything renders.
  const variant = buildVariant(
    'mfe-chat',
    [
      libraryVersion('ui', '0.3.0'),
      { file: '../shared/ui/src/index.ts', change: (text) => `${text}export const uiReleaseProbe = (): string => '0.3.0';\n` },
      {
        file: 'src/lifecycles.ts',
        change: (text) => `import { uiReleaseProbe } from '@rendezvous/ui';\n${text}document.documentElement.dataset.chatUi = uiReleaseProbe();\n`,
      },
    ],
    'ui-0.3',
  );
  const chatOwnUi = ownCopyFiles(variant.dist, '@rendezvous/ui');
  expect(chatOwnUi.length).toBeGreaterThan(0);
  try {
    // The shell provides ui 0.2.0; the gate lets the chat bring 0.3.0 (own copy allowed) and says so.
    const output = deploy('mfe-chat', { dist: variant.dist });
    expect(output).toMatch(/✔ mfe-chat 0\.1\.0-[0-9a-f]{10} is live/);
  } finally {
    variant.remove();
  }
  try {
    const pointers = await livePointers();
    const membersDir = join(process.env.RDV_CDN_DIR!, 'mfe-members', pointers.remotes['mfe-members'].current);
    const membersOwnUi = ownCopyFiles(membersDir, '@rendezvous/ui');
    expect(membersOwnUi.length).toBeGreaterThan(0);

    const scripts = scriptRequests(page);
    await logInAsPremiumMember(page);
    // the members area (ui ^0.2.0) is on the shell's ui copy: its own never downloads
    await expect(page.getByRole('main')).toBeVisible();
    await expectChatsWork(page);
    await expect(page.locator('html')).toHaveAttribute('data-chat-ui', '0.3.0');
    const chatBase = `/cdn/mfe-chat/${encodeURIComponent(pointers.remotes['mfe-chat'].current)}/`;
    expect(scripts.some((url) => chatOwnUi.some((file) => url.endsWith(`${chatBase}${file}`)))).toBe(true);
    expect(scripts.filter((url) => url.includes('/cdn/mfe-members/') && membersOwnUi.some((file) => url.endsWith(`/${file}`)))).toEqual([]);
  } finally {
    rollback('mfe-chat');
  }
});

test('a chat needing session-store 1.0.0 (one instance per page) or a new gift picker contract is refused with the fix; the live chat stays', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const variant = buildVariant(
    'mfe-chat',
    [
      libraryVersion('session-store', '1.0.0'),
      { file: '../shared/contracts/src/widgets.ts', change: (text) => text.replace("'mfe-chat': { GiftPicker: 1 }", "'mfe-chat': { GiftPicker: 2 }") },
    ],
    'session-store-1',
  );
  const before = await livePointers();
  try {
    const { code, output } = tryDeploy('mfe-chat', { dist: variant.dist });
    expect(code).toBe(1);
    expect(output).toContain(
      'mfe-chat needs @rendezvous/session-store ^1.0.0, one instance per page, but the live shell provides 0.1.0. Release the shell with session-store 1.x first, or build mfe-chat against ^0.1.0.',
    );
    expect(output).toContain('mfe-members mounts mfe-chat/GiftPicker with contract 1, but the candidate mfe-chat exposes contract 2.');
  } finally {
    variant.remove();
  }
  const after = await releases();
  expect((after.pointers as unknown as Pointers).remotes['mfe-chat'].current).toBe(before.remotes['mfe-chat'].current);
  expect(after.log[0]).toEqual(expect.objectContaining({ action: 'refusal', app: 'mfe-chat', from: before.remotes['mfe-chat'].current }));

  await logInAsPremiumMember(page);
  await expectChatsWork(page);
});

test('a shell whose session-store live remotes cannot take (1.0.0 under ^0.1.0) is refused, naming them; the live shell stays', async ({ page }) => {
  test.setTimeout(240_000);
  const variant = buildVariant('shell', [libraryVersion('session-store', '1.0.0')], 'session-store-1');
  const before = await livePointers();
  try {
    const { code, output } = tryDeploy('shell', { dist: variant.dist });
    expect(code).toBe(1);
    for (const remote of REMOTE_NAMES) {
      expect(output).toContain(`${remote} needs @rendezvous/session-store ^0.1.0, one instance per page, but the shell candidate provides 1.0.0.`);
    }
  } finally {
    variant.remove();
  }
  expect((await livePointers()).shell?.current).toBe(before.shell?.current);
  await logInAsPremiumMember(page);
  await expectChatsWork(page);
});
