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

test('a first visit in German downloads the German translations only', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'de', url: baseURL ?? 'http://localhost' }]);
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
  });
  await page.goto('/');
  await expect(page.locator('header.rdv-topnav').getByRole('link', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const downloaded = scripts.join('\n');
  // The same key of the shared errors catalogue in German, and in two languages that are not on screen.
  expect(downloaded).toContain('Diese Seite konnte nicht gefunden werden');
  expect(downloaded).not.toContain('Deze pagina kon niet worden gevonden');
  expect(downloaded).not.toContain('Cette page est introuvable');
});
