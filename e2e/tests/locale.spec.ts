import { expect, test, type Page } from './fixtures';

const MEMBER = { email: 'premium@demo.test', password: 'demo-password-2026' };
const CLIENT = { 'x-request-type': 'client' };

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(MEMBER.email);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/members$/);
}

test('switching to Nederlands changes the page without a reload, survives a reload and is saved on the account', async ({ page }) => {
  await logIn(page);
  const topNav = page.locator('header.rdv-topnav');
  await expect(topNav.getByRole('link', { name: 'Search members' })).toBeVisible();

  try {
    // A marker on window only survives when the switch does not reload the page.
    await page.evaluate(() => {
      (window as unknown as { rdvLocaleMarker?: string }).rdvLocaleMarker = 'still here';
    });
    // The default demo site has no geoip country, so every locale mapped to a country is offered.
    await topNav.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Nederlands' });

    await expect(topNav.getByRole('link', { name: 'Leden zoeken' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    expect(await page.evaluate(() => (window as unknown as { rdvLocaleMarker?: string }).rdvLocaleMarker)).toBe('still here');

    await expect
      .poll(async () => ((await (await page.request.get('/api/user.php', { headers: CLIENT })).json()) as { language: string }).language)
      .toBe('nl');

    await page.reload();
    await expect(page.locator('header.rdv-topnav').getByRole('link', { name: 'Leden zoeken' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.locator('header.rdv-topnav').getByRole('combobox', { name: 'Taal' })).toHaveValue('nl');
  } finally {
    // Other tests log in as the same demo member and expect English.
    const reset = await page.request.put('/api/user.php', { headers: CLIENT, data: { language: 'en' } });
    expect(reset.ok()).toBe(true);
  }
});
