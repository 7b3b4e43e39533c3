import { expect, test } from './fixtures';
import { buildVariant, deploy, releases, rollback } from './release-kit';

// The shell is released like a remote (docs/adr/0017 §5): its build goes to the release store, the page is
// made from the live shell's template and loads its scripts from the version's own folder, and a rollback
// brings the shell before back on the next page load. The service worker stays at the site's root.

/** The shell version a page's scripts come from: /shell/<version>/main.js (or after-load.js). */
function shellVersionOf(html: string): string | null {
  return /\/shell\/(\d+\.\d+\.\d+-[0-9a-f]{10})\/(main|after-load)\.js/.exec(html)?.[1] ?? null;
}

test('a new shell build goes live on the next page load from its own version folder, the service worker stays at the root; a rollback brings the old shell back', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const before = (await releases()).pointers.shell as { current: string };
  expect(before.current).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);

  await page.goto('/login');
  await expect(page.getByRole('navigation', { name: 'Legal', exact: true })).toBeVisible();
  expect(shellVersionOf(await page.content())).toBe(before.current);

  // The shell team renames the footer's navigation: a change of the shell only.
  const variant = buildVariant(
    'shell',
    [{ file: 'src/components/footer.tsx', change: (text) => text.replace('aria-label="Legal"', 'aria-label="Legal (new shell)"') }],
    'footer',
  );
  let released: string;
  try {
    const output = deploy('shell', { dist: variant.dist });
    expect(output).toMatch(/✔ shell 0\.1\.0-[0-9a-f]{10} is live \(\d+\.\d s\)/);
    released = /shell (\S+) is live/.exec(output)![1];
  } finally {
    variant.remove();
  }
  expect(released).not.toBe(before.current);

  // The next page is the new shell's: its template, its scripts under its version (kept for a year).
  const html = await (await request.get('/login')).text();
  expect(shellVersionOf(html)).toBe(released);
  const entry = await request.get(`/shell/${released}/main.js`);
  expect(entry.status()).toBe(200);
  expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await page.goto('/login');
  await expect(page.getByRole('navigation', { name: 'Legal (new shell)' })).toBeVisible();
  // The chunks the new shell loads come from its own folder, not from /shell/ of another build.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/shell/')),
  );
  expect(scripts.length).toBeGreaterThan(1);
  for (const path of scripts) expect(path.startsWith(`/shell/${released}/`)).toBe(true);
  // The push service worker is served from the root (its scope is the whole site), from the live shell.
  const worker = await request.get('/sw-push.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['service-worker-allowed']).toBe('/');

  // Rolled back: the page follows at once.
  expect(rollback('shell')).toMatch(new RegExp(`✔ shell rolled back from ${released} to ${before.current}`));
  expect(shellVersionOf(await (await request.get('/login')).text())).toBe(before.current);
  await page.goto('/login');
  await expect(page.getByRole('navigation', { name: 'Legal', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Legal (new shell)' })).toHaveCount(0);

  const { log } = await releases();
  expect(log.slice(0, 2).map((entry) => [entry.action, entry.app, entry.from, entry.to])).toEqual([
    ['rollback', 'shell', released, before.current],
    ['release', 'shell', before.current, released],
  ]);
});
