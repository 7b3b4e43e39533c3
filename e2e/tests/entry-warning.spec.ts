import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './fixtures';

// The plain Playwright test on purpose: the shared fixture confirms the warning up front, this file is about the warning.

/**
 * The warning waits until the shell knows who is there (no flash at members), so absence is only
 * meaningful after the shell has taken over the server-rendered page. A visitor's page says there is no
 * session (rdv-no-session), so the shell decides at boot without asking user.php.
 */
async function gotoAfterSession(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test('a logged-out visitor confirms the adult-content warning once; it stays away after a reload and navigation', async ({ page }) => {
  await gotoAfterSession(page, '/');
  const warning = page.getByRole('dialog', { name: 'Adults only (18+)' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Enter' })).toBeFocused();
  await expect(warning.getByRole('link', { name: 'Leave' })).toHaveAttribute('href', 'about:blank');

  await warning.getByRole('button', { name: 'Enter' }).click();
  await expect(warning).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('rdv:site-entry-dismissed-at'))).toMatch(/^\d{4}-\d{2}-\d{2}T/);

  await gotoAfterSession(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet singles near you' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByRole('link', { name: 'Search members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search members' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
