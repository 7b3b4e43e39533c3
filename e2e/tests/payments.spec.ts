import { randomUUID } from 'node:crypto';
import { CLIENT_HEADERS, expect, test, type Page } from './fixtures';
import { setEmulatorKnobs } from './provider-emulator';

// Buying credits in a real browser: the shop, the provider emulator's hosted checkout (HTTPS, its
// certificate pinned in Chromium), the way back, and the navigation after the first purchase.

/** A new Dutch member, logged in in this page's browser context, with no credits and not premium. */
async function newDutchMember(page: Page): Promise<void> {
  const signup = await page.request.post('/api/account/signup', {
    headers: CLIENT_HEADERS,
    data: { email: `buyer-${randomUUID()}@example.test`, password: 'a-good-password-1', name: 'Buyer', date_of_birth: '1990-05-17' },
  });
  expect(signup.status()).toBe(201);
  const step = await page.request.put('/api/account/signup/steps/personal_info', { headers: CLIENT_HEADERS, data: { country: 'NL', gender: 'male' } });
  expect(step.ok()).toBe(true);
}

/** Picks the 20-credit bundle and a method; a new member's first order carries the welcome discount. */
async function chooseBundleAndMethod(page: Page, method: string, total = '€22.47'): Promise<void> {
  await page.goto('/credits');
  await expect(page.getByText('You have 0 credits.')).toBeVisible();
  await page.getByRole('link', { name: 'Choose 20 credits' }).click();
  await page.getByRole('navigation', { name: 'Payment methods' }).getByRole('link', { name: new RegExp(method) }).click();
  const overview = page.getByRole('form', { name: 'Your order' });
  // 25 % off €29.95, rounded down to the cent: −€7.48.
  await expect(overview.getByText('Welcome discount')).toBeVisible();
  await expect(overview.getByTestId('order-total')).toHaveText(total);
  await overview.getByRole('checkbox').check();
  await overview.getByRole('button', { name: `Pay ${total}` }).click();
}

/** On the provider's hosted checkout page (test mode), the tester picks the outcome. */
async function payOnCheckout(page: Page, outcome: 'Paid' | 'Failed' | 'Canceled'): Promise<void> {
  await expect(page).toHaveURL(/^https:\/\/127\.0\.0\.1:\d+\/checkout\/tr_/);
  await expect(page.getByRole('heading', { name: '20 credits' })).toBeVisible();
  await page.getByRole('radio', { name: outcome }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/credits\/1\/\w[\w-]*\?payment_id=/);
}

test.afterEach(() => setEmulatorKnobs({}));

test('iDEAL paid: the credits arrive and the navigation shows a premium member, without the welcome banner', async ({ page }) => {
  await newDutchMember(page);
  await page.goto('/members');
  await expect(page.getByRole('link', { name: 'Get Premium' })).toBeVisible();
  // A new member's welcome discount counts down in the banner region (hh:mm:ss).
  const banner = page.getByRole('complementary', { name: 'Welcome bonus' });
  await expect(banner).toContainText('25% off your first credits');
  await expect(banner.getByRole('timer')).toHaveText(/^0[34]:\d\d:\d\d$/);
  await chooseBundleAndMethod(page, 'iDEAL');
  await payOnCheckout(page, 'Paid');
  await expect(page.getByText('20 credits have been added to your account.')).toBeVisible();
  // Premium from the first bundle: the navigation offers credits instead of Get Premium.
  await expect(page.getByRole('link', { name: 'Get Premium' })).toBeHidden();
  await expect(page.getByRole('link', { name: /^Credits/ })).toBeVisible();
  await page.getByRole('link', { name: /^Credits/ }).click();
  await expect(page.getByText('You have 20 credits.')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Welcome bonus' })).toBeHidden();
});

test('a failed payment says so and offers another method, which then pays', async ({ page }) => {
  await newDutchMember(page);
  await chooseBundleAndMethod(page, 'iDEAL');
  await payOnCheckout(page, 'Failed');
  await expect(page.getByRole('alert')).toHaveText('Payment failed or has been cancelled.');
  await page.getByRole('navigation', { name: 'Payment methods' }).getByRole('link', { name: /PayPal/ }).click();
  const overview = page.getByRole('form', { name: 'Your order' });
  // The failed order gave the welcome discount back; PayPal adds its fee: €22.47 + €0.35.
  await expect(overview.getByTestId('order-total')).toHaveText('€22.82');
  await overview.getByRole('checkbox').check();
  await overview.getByRole('button', { name: 'Pay €22.82' }).click();
  await payOnCheckout(page, 'Paid');
  await expect(page.getByText('20 credits have been added to your account.')).toBeVisible();
});

test("a late webhook: 'Processing your payment' first, then completed by itself", async ({ page }) => {
  await newDutchMember(page);
  await setEmulatorKnobs({ webhookDelayMs: 4_000 });
  await chooseBundleAndMethod(page, 'iDEAL');
  await payOnCheckout(page, 'Paid');
  await expect(page.getByText('Processing your payment')).toBeVisible();
  await expect(page.getByText('20 credits have been added to your account.')).toBeVisible({ timeout: 15_000 });
});
