import { expect as expectPlaywright, test as base, type Page } from '@playwright/test';

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
export type { APIRequestContext, Page } from '@playwright/test';
