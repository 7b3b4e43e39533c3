import { expect, test } from './fixtures';

test('a remote whose files cannot be fetched shows its fallback while navigation keeps working', async ({ page }) => {
  // Simulate the chat team's CDN path being down.
  await page.route('**/cdn/mfe-chat/**', (route) => route.abort('connectionrefused'));
  await page.goto('/chats');

  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('This part of the site could not be loaded right now.');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  // The top navigation and the other areas still work.
  await page.getByRole('link', { name: 'Search members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search members' })).toBeVisible();
  await page.getByRole('link', { name: 'Get Premium' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Become premium' })).toBeVisible();

  // Once the files can be fetched again, retry brings the chat area back without a reload.
  await page.evaluate(() => ((window as unknown as { __rdvDocument: string }).__rdvDocument = 'kept'));
  await page.unroute('**/cdn/mfe-chat/**');
  await page.evaluate(() => {
    window.history.pushState(null, '', '/chats');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __rdvDocument?: string }).__rdvDocument)).toBe('kept');
});

test('the fallback speaks the page language', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'de', url: test.info().project.use.baseURL! }]);
  await page.route('**/cdn/mfe-payments/**', (route) => route.abort('connectionrefused'));
  await page.goto('/premium');
  await expect(page.getByTestId('remote-fallback')).toContainText('Dieser Teil der Website konnte gerade nicht geladen werden.');
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
});
