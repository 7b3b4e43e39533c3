import { expect as expectPlaywright, test as base, type APIRequestContext, type Page } from '@playwright/test';

/** Same key as shell/src/entry-warning/entry-warning-rules.ts (the e2e project does not import app code). */
const ENTRY_WARNING_DISMISSED_KEY = 'rdv:site-entry-dismissed-at';

/**
 * Every Playwright test starts in a fresh browser context, so a logged-out visitor would meet the
 * site-entry warning on every page. Tests about other features confirm it up front, before any
 * page script runs; entry-warning.spec.ts uses the plain test to see the warning itself.
 */
// The fixture callback is named provide, not use: the React hooks lint rule would take use() for a hook.
export const test = base.extend<object, object>({
  // The provider emulator's checkout page is HTTPS with a certificate of a CA made on this machine:
  // Chromium accepts exactly that certificate's key (made in global-setup), nothing else.
  launchOptions: [
    async ({ launchOptions }, provide) => {
      const spki = process.env.RDV_PROVIDER_EMULATOR_SPKI;
      await provide(spki ? { ...launchOptions, args: [...(launchOptions.args ?? []), `--ignore-certificate-errors-spki-list=${spki}`] } : launchOptions);
    },
    { scope: 'worker' },
  ],
  page: async ({ page }, provide) => {
    await page.addInitScript((key) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, new Date().toISOString());
    }, ENTRY_WARNING_DISMISSED_KEY);
    await provide(page);
  },
});

export { expect } from '@playwright/test';

/** The seeded premium demo account (README): has credits, unread messages and new likes. */
export const PREMIUM_MEMBER = { email: 'premium@demo.test', password: 'demo-password-2026' };
/** The header the site's own front end sends with every call (CSRF defence). */
export const CLIENT_HEADERS = { 'x-request-type': 'client' };

/** Logs in through the login screen and waits for the members page, the home after login (spec 2). */
export async function logInAsPremiumMember(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(PREMIUM_MEMBER.email);
  await page.getByLabel('Password').fill(PREMIUM_MEMBER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The search writes its filters into the URL on arrival (/members?gender=...).
  await expectPlaywright(page).toHaveURL(/\/members(\?.*)?$/);
}
/**
 * Waits until a server-rendered page is hydrated: its links and buttons work before that too, but as
 * plain links (the shell boots after the page's load, issue 12), so a test that clicks waits for this.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expectPlaywright(page.locator('[data-ssr]')).toHaveCount(0);
}

/** Fills the signup form (the /signup screen or the signup modal) and submits it. */
export async function fillSignupForm(page: Page, { email, password, name }: { email: string; password: string; name: string }): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Username').fill(name);
  await page.locator('select[name="day"]').selectOption('17');
  await page.locator('select[name="month"]').selectOption('5');
  await page.locator('select[name="year"]').selectOption(String(new Date().getFullYear() - 30));
  await page.getByRole('button', { name: 'Create my account' }).click();
}

/** Walks a new member through signup steps 0 to 4 (spec 2) up to "Check your inbox". */
export async function completeSignupSteps(page: Page): Promise<void> {
  await expectPlaywright(page).toHaveURL(/\/complete-signup$/);
  await expectPlaywright(page.getByText('Step 1 of 5')).toBeVisible();
  await page.getByLabel('Your message').fill('Hello from the browser test');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expectPlaywright(page.getByText('Step 2 of 5')).toBeVisible();
  await page
    .getByRole('button', { name: /Skip|Continue/ })
    .first()
    .click();
  await expectPlaywright(page.getByText('Step 3 of 5')).toBeVisible();
  await page.getByLabel('I am a').selectOption('female');
  await page.getByLabel('Sexuality').selectOption('hetero');
  // GDPR art. 9: the sexuality is stored only with the explicit consent the step asks for.
  await page.getByRole('checkbox', { name: /I explicitly agree that my sexuality is stored/ }).check();
  await page.getByLabel('Country').selectOption('NL');
  await page.getByLabel('City').fill('Utrecht');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expectPlaywright(page.getByText('Step 4 of 5')).toBeVisible();
  await page.getByLabel('About me').fill('I test things.');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expectPlaywright(page.getByText('Step 5 of 5')).toBeVisible();
  // Chromium can push and the site has a key: the step offers to turn notifications on (issue 10).
  await expectPlaywright(page.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expectPlaywright(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
}
/** The path and query of the activation link in the newest mail to an address in the platform's SMTP sink, waiting for it. */
export async function activationLink(request: APIRequestContext, address: string): Promise<string> {
  const inbox = process.env.RDV_MAIL_INBOX_URL;
  let text = '';
  await expectPlaywright
    .poll(async () => {
      const mails = (await (await request.get(`${inbox}/api/messages?to=${encodeURIComponent(address)}`)).json()) as Array<{ text: string }>;
      text = mails[0]?.text ?? '';
      return text;
    })
    .toContain('/api/account/activate');
  const link = text.match(/https?:\/\/[^\s<>"]+/g)?.find((href) => new URL(href).pathname.startsWith('/api/account/activate')) ?? '';
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
/**
 * A new member in the page's browser context, through the API: signed up, the personal details step
 * done (a country is needed to buy credits; the other steps may be skipped), activated from the mail.
 * Free, no credits.
 */
export async function newActivatedMember(
  page: Page,
  { name, password, gender, dateOfBirth = '1990-04-05' }: { name: string; password: string; gender: 'male' | 'female'; dateOfBirth?: string },
): Promise<{ id: number; name: string; email: string }> {
  const request = page.context().request;
  const email = `${name.toLowerCase()}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  const created = await request.post('/api/account/signup', { headers: CLIENT_HEADERS, data: { email, password, name, date_of_birth: dateOfBirth } });
  expectPlaywright(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expectPlaywright(
    (await request.put('/api/account/signup/steps/personal_info', { headers: CLIENT_HEADERS, data: { gender, country: 'NL', city: 'Utrecht' } })).ok(),
  ).toBe(true);
  // Completing signup sends the activation mail.
  expectPlaywright((await request.post('/api/account/signup/complete', { headers: CLIENT_HEADERS })).ok()).toBe(true);
  await page.goto(await activationLink(request, email));
  await expectPlaywright(page).toHaveURL(/\/activate\/done$/);
  return { id, name, email };
}
export type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
