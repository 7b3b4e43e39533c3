import { expect, test } from './fixtures';

// Issue 31, part J, as a visitor meets it in Chromium: the home and the landers end with the legal
// footer (already in the server's HTML), a visitor's page asks nobody who is logged in (no 403 in the
// console), and a page that does not exist says so with its status and keeps the site's layout.

test('the home and a lander carry the legal footer, in the HTML and on screen, and a visitor’s page logs no error', async ({ page, request }) => {
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  for (const href of ['/pages/terms', '/pages/privacy', '/pages/cookies', '/pages/service', '/complaints']) expect(html).toContain(`href="${href}"`);

  const errors: string[] = [];
  const askedUser: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('request', (sent) => new URL(sent.url()).pathname === '/api/user.php' && askedUser.push(sent.method()));
  await page.goto('/');
  // the lander's footer ends the page's content (inside <main>, so it is no contentinfo landmark)
  const legal = page.getByRole('navigation', { name: 'Legal information' });
  await expect(legal.getByRole('link', { name: 'Company information' })).toHaveAttribute('href', '/pages/service');
  await expect(page.locator('.rdv-lander-footer')).toContainText('18 U.S.C. 2257');
  await page.goto('/landers/alonetonight');
  await expect(page.getByRole('navigation', { name: 'Legal information' }).getByRole('link', { name: 'Terms' })).toBeVisible();
  expect(askedUser).toEqual([]);
  expect(errors).toEqual([]);
});

test('a page that does not exist answers 404 and shows the 404 page in the site’s layout', async ({ page }) => {
  for (const path of ['/pages/imprint', '/this-page-does-not-exist']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
});
