import { expect, test } from './fixtures';

// The home (issue 12): rendered on the server with its members and styles, readable before any script
// runs, then hydrated in place; tracking parameters on the address reach the signup.

test('the home arrives with its hero and members before any script runs, styled', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'de-DE' });
  const page = await context.newPage();
  const response = await page.goto('/?network=ads&ref=spring');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('Triff Singles in deiner Nähe');
  await expect(page.getByRole('link', { name: 'Kostenlos registrieren' })).toHaveAttribute('href', '/signup');
  // The demo data has members with photos: the strip is in the HTML, photo, name and age.
  const cards = page.locator('.rdv-home__member');
  expect(await cards.count()).toBeGreaterThan(3);
  await expect(cards.first().locator('img')).toHaveAttribute('src', /^\/photos\/.+/);
  // The remote's own styles came inline: the hero has its gradient without the remote's scripts.
  expect(await page.locator('.rdv-home__hero').evaluate((hero) => getComputedStyle(hero).backgroundImage)).toContain('linear-gradient');
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/$/);
  await context.close();
});

test('with scripts, the home keeps the server’s nodes and fetches no members again', async ({ page }) => {
  const teaserCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/members/teaser.php')) teaserCalls.push(request.url());
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
  await page.goto('/');
  await expect(page.locator('[data-remote-slot="mfe-landers"]')).not.toHaveAttribute('data-ssr');
  await expect(page.locator('header.rdv-topnav').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { serverHeading?: Element }).serverHeading === document.querySelector('h1'))).toBe(true);
  expect(teaserCalls).toEqual([]);
  await page.locator('.rdv-home__member').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
