import { CLIENT_HEADERS, expect, logInAsPremiumMember, test } from './fixtures';

// The legal and help pages (issue 12): rendered on the server from the site's texts, readable with
// scripts off (a crawler, a regulator, a slow phone), hydrated in place with scripts on.

const LEGAL_PAGES = ['ban', 'cookies', 'faq', 'privacy', 'return-policy', 'service', 'terms'];
const admin = { authorization: `Bearer ${process.env.RDV_ADMIN_TOKEN}`, ...CLIENT_HEADERS };

test('every legal page, and a mailed {token} link, arrives with its text before any script runs', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'de-DE' });
  const page = await context.newPage();
  for (const name of LEGAL_PAGES) {
    const response = await page.goto(`/pages/${name}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const article = page.locator(`article[data-legal-page="${name}"]`);
    await expect(article).toHaveAttribute('lang', 'de');
    const title = await article.locator('h1').textContent();
    expect(title?.length).toBeGreaterThan(3);
    await expect(page).toHaveTitle(title!);
    expect((await article.textContent())!.length).toBeGreaterThan(1500);
  }
  // The company's facts are in the text, filled in by the site service.
  const company = (await (await page.request.get('/api/companyinfo.php')).json()) as { name: string; kvk: string };
  await page.goto('/pages/service');
  await expect(page.locator('article')).toContainText(company.name);
  await expect(page.locator('article')).toContainText(company.kvk);

  const issued = (await (await page.request.post('/api/admin/sites/legal-links', { headers: admin, data: { page: 'privacy' } })).json()) as { path: string };
  await page.goto(issued.path);
  await expect(page.locator('article[data-legal-page="privacy"] h1')).toHaveText('Datenschutzerklärung');
  const unknown = await page.goto('/NoSuchToken0000000000');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Diese Seite konnte nicht gefunden werden' })).toBeVisible();
  await context.close();
});

test('with scripts, the page keeps the server’s text (hydrated), and the footer moves between legal pages without a reload', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 403/.test(message.text())) errors.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading?: Element | null }).serverHeading = document.querySelector('article h1');
    });
  });
  await page.goto('/pages/terms');
  // The shell's navigation around it means the scripts ran and the remote mounted.
  await expect(page.locator('header.rdv-topnav').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.locator('[data-remote-slot="mfe-legal"]')).not.toHaveAttribute('data-ssr');
  expect(await page.evaluate(() => (window as unknown as { serverHeading?: Element }).serverHeading === document.querySelector('article h1'))).toBe(true);
  await expect(page.locator('article h1')).toHaveText('Terms and conditions');

  await page.evaluate(() => {
    (window as unknown as { marker?: string }).marker = 'same page';
  });
  await page.locator('footer').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/pages\/privacy$/);
  await expect(page.locator('article h1')).toHaveText('Privacy policy');
  await expect(page).toHaveTitle('Privacy policy');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');

  // Another language: the text follows without a reload.
  await page.locator('header.rdv-topnav').getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
  await expect(page.locator('article h1')).toHaveText('Datenschutzerklärung');
  expect(errors).toEqual([]);
});

test('every cookie the platform sets is named on /pages/cookies', async ({ page, context }) => {
  await logInAsPremiumMember(page);
  // The language choice is the other cookie a visitor can get: set it as a visitor would, from the menu.
  await page.goto('/pages/cookies');
  const menu = page.locator('header.rdv-topnav').getByRole('combobox', { name: 'Language' });
  try {
    await menu.selectOption({ label: 'Nederlands' });
    await expect(page.locator('article h1')).toHaveText('Cookiebeleid');
  } finally {
    await page.request.put('/api/user.php', { headers: CLIENT_HEADERS, data: { language: 'en' } });
  }
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).toEqual(expect.arrayContaining(['rdv_session', 'locale']));
  const policy = await page.locator('article[data-legal-page="cookies"]').textContent();
  for (const name of names) expect(policy).toContain(name);
});

test('a member reports a profile: the Report action opens the complaints form prefilled, and the confirmation is mailed', async ({ page }) => {
  await logInAsPremiumMember(page);
  const likes = (await (await page.request.get('/api/likes.php', { headers: CLIENT_HEADERS })).json()) as { liked_by: { id: number }[] };
  const other = likes.liked_by[0];
  expect(other, 'the demo data gives the premium member likes').toBeDefined();
  await page.goto(`/members/${other.id}`);
  // The profile's heading is "Name, age" once it has loaded.
  await expect(page.locator('h1')).toContainText(',');
  const name = (await page.locator('h1').textContent())!.split(',')[0].trim();
  await page.getByRole('link', { name: 'Report' }).click();

  await expect(page).toHaveURL(/\/complaints\?/);
  await expect(page.getByText(`You are reporting ${name}.`)).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue(`Report: ${name}`);
  await expect(page.getByLabel('Your e-mail address')).toHaveValue('premium@demo.test');
  await page.getByLabel('Your complaint').fill('This member asked me for money in the chat.');
  await page
    .getByLabel('Attachment (optional)')
    .setInputFiles({ name: 'chat.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') });
  await page.getByRole('button', { name: 'Send complaint' }).click();

  const status = page.locator('main').getByRole('status');
  await expect(status).toContainText('Thank you, we received your complaint');
  const reference = /C-\d{6}/.exec((await status.textContent()) ?? '')?.[0];
  expect(reference).toBeDefined();
  const inbox = process.env.RDV_MAIL_INBOX_URL;
  await expect
    .poll(async () =>
      ((await (await page.request.get(`${inbox}/api/messages?to=premium%40demo.test`)).json()) as Array<{ subject: string }>).map((mail) => mail.subject),
    )
    .toContain(`We received your complaint ${reference}`);
  const stored = (await (await page.request.get('/api/admin/sites/complaints?status=open', { headers: admin })).json()) as {
    complaints: Array<{ reference: string; reported_member_id: number; attachment: { name: string } | null }>;
  };
  expect(stored.complaints.find((complaint) => complaint.reference === reference)).toMatchObject({
    reported_member_id: other.id,
    attachment: { name: 'chat.png' },
  });
});
