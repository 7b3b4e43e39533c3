import { expect, test, waitForHydration } from './fixtures';

// Cross-area widgets through the widget loader (remote-kit RemoteWidget): the lander's call to action
// opens mfe-signup's SignupModal, fetched at run time from mfe-signup's live release.

test('the lander opens the signup modal of the signup area in place', async ({ page }) => {
  const signupFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/cdn/mfe-signup/')) signupFiles.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Meet singles near you' })).toBeVisible();
  // The lander does not need the signup area until the visitor asks for it.
  expect(signupFiles).toEqual([]);

  await page.getByRole('link', { name: 'Sign up for free' }).click();
  const modal = page.getByRole('dialog', { name: 'Sign up for free' });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('E-mail address')).toBeVisible();
  expect(signupFiles.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/$/);

  // Nothing is in progress: Escape closes it, and the lander is still there.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Meet singles near you' })).toBeVisible();
});

test('a widget whose area is down shows the localized fallback, and comes with a retry', async ({ page }) => {
  await page.route('**/cdn/mfe-signup/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Sign up for free' }).click();
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toContainText('This part of the site could not be loaded right now.');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet singles near you' })).toBeVisible();

  await page.unroute('**/cdn/mfe-signup/**');
  await fallback.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign up for free' })).toBeVisible();
});
