import { CLIENT_HEADERS, expect, logInAsPremiumMember, test } from './fixtures';

test('switching to Nederlands changes the page without a reload, survives a reload and is saved on the account', async ({ page }) => {
  await logInAsPremiumMember(page);
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
      .poll(async () => ((await (await page.request.get('/api/user.php', { headers: CLIENT_HEADERS })).json()) as { language: string }).language)
      .toBe('nl');

    await page.reload();
    await expect(page.locator('header.rdv-topnav').getByRole('link', { name: 'Leden zoeken' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.locator('header.rdv-topnav').getByRole('combobox', { name: 'Taal' })).toHaveValue('nl');
  } finally {
    // Other tests log in as the same demo member and expect English.
    const reset = await page.request.put('/api/user.php', { headers: CLIENT_HEADERS, data: { language: 'en' } });
    expect(reset.ok()).toBe(true);
  }
});
