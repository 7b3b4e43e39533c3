import { randomUUID } from 'node:crypto';
import { CLIENT_HEADERS, expect, test, type Page } from './fixtures';
import { chargeBack, setEmulatorKnobs } from './provider-emulator';

// Buying credits in a real browser: the shop, the provider emulator's hosted checkout (HTTPS, its
// certificate pinned in Chromium), the way back, and the navigation after the first purchase.

/** A new Dutch member, logged in in this page's browser context, with no credits and not premium. */
async function newDutchMember(page: Page): Promise<string> {
  const email = `buyer-${randomUUID()}@example.test`;
  const signup = await page.request.post('/api/account/signup', {
    headers: CLIENT_HEADERS,
    data: { email, password: 'a-good-password-1', name: 'Buyer', date_of_birth: '1990-05-17' },
  });
  expect(signup.status()).toBe(201);
  const step = await page.request.put('/api/account/signup/steps/personal_info', { headers: CLIENT_HEADERS, data: { country: 'NL', gender: 'male' } });
  expect(step.ok()).toBe(true);
  return email;
}

/** Picks the 20-credit bundle and a method; a new member's first order carries the welcome discount. */
async function chooseBundleAndMethod(page: Page, method: string, total = '€22.47', balance = 0): Promise<void> {
  await page.goto('/credits');
  await expect(page.getByText(`You have ${balance} credits.`)).toBeVisible();
  await page.getByRole('link', { name: 'Choose 20 credits' }).click();
  await page
    .getByRole('navigation', { name: 'Payment methods' })
    .getByRole('link', { name: new RegExp(method) })
    .click();
  const overview = page.getByRole('form', { name: 'Your order' });
  // 25 % off €29.95, rounded down to the cent: −€7.48 (until the first purchase).
  if (balance === 0) await expect(overview.getByText('Welcome discount')).toBeVisible();
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

test.afterEach(() => setEmulatorKnobs({ webhookDelayMs: 0, failNextRecurring: false }));

/** The six-digit code in the newest direct-debit mail to the member (the platform's SMTP sink). */
async function directDebitCode(page: Page, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`${process.env.RDV_MAIL_INBOX_URL}/api/messages?to=${encodeURIComponent(email)}`)).json()) as Array<{
        subject: string;
        text: string;
      }>;
      code = mails.find((mail) => /direct debit/i.test(mail.subject))?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

async function fillDirectDebitForm(page: Page, iban: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Direct debit' });
  for (const [label, value] of [
    ['Account holder', 'Anna de Vries'],
    ['IBAN', iban],
    ['Street', 'Keizersgracht'],
    ['House number', '1'],
    ['Postal code', '1015 CJ'],
    ['City', 'Amsterdam'],
    ['Mobile number', '06 12345678'],
  ]) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  await form.getByRole('checkbox').check();
}

test('direct debit: the form checks its fields, the code from the e-mail confirms it, and the cap and a block are refused', async ({ page }) => {
  const email = await newDutchMember(page);
  await page.goto('/directdebit');
  const form = page.getByRole('form', { name: 'Direct debit' });
  await form.getByRole('button', { name: 'Send me the code' }).click();
  await expect(form.getByText('Please fill in this field.')).toHaveCount(7);

  // The monthly cap: 300 credits are more than one month's direct debits may be.
  await form.getByRole('radio', { name: /^300 credits/ }).check();
  await fillDirectDebitForm(page, 'NL91 ABNA 0417 1643 00');
  await form.getByRole('button', { name: 'Send me the code' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your limit for direct debit payments has been reached...');

  await form.getByRole('radio', { name: /^20 credits/ }).check();
  await form.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 01');
  await form.getByRole('button', { name: 'Send me the code' }).click();
  await expect(form.getByText('Please enter a valid IBAN.')).toBeVisible();
  await form.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
  await form.getByRole('button', { name: 'Send me the code' }).click();

  const codeForm = page.getByRole('form', { name: 'Confirm with the code' });
  await expect(codeForm).toContainText('NL91 •••• •••• 4300');
  const code = await directDebitCode(page, email);
  await codeForm.getByLabel('Code from the e-mail').fill(code === '000000' ? '111111' : '000000');
  await codeForm.getByRole('button', { name: 'Confirm direct debit' }).click();
  await expect(codeForm.getByRole('alert')).toHaveText('Code invalid');
  await codeForm.getByLabel('Code from the e-mail').fill(code);
  await codeForm.getByRole('button', { name: 'Confirm direct debit' }).click();
  await expect(page.getByText('20 credits have been added to your account.')).toBeVisible({ timeout: 15_000 });

  // A chargeback on an earlier payment blocks direct debit.
  await chooseBundleAndMethod(page, 'iDEAL', '€29.95', 20);
  await expect(page).toHaveURL(/\/checkout\/tr_/);
  const paymentId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await payOnCheckout(page, 'Paid');
  await expect(page.getByText('20 credits have been added to your account.')).toBeVisible();
  await chargeBack(paymentId);
  await page.goto('/directdebit');
  await fillDirectDebitForm(page, 'NL91 ABNA 0417 1643 00');
  await form.getByRole('button', { name: 'Send me the code' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your account is blocked for direct debit payments.');
});

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
  await page
    .getByRole('navigation', { name: 'Payment methods' })
    .getByRole('link', { name: /PayPal/ })
    .click();
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

test('a failing repeat order offers to try again or PayPal; trying again pays', async ({ page }) => {
  await newDutchMember(page);
  // The first card payment stores the card for one-click orders.
  await chooseBundleAndMethod(page, 'Credit card');
  await payOnCheckout(page, 'Paid');
  await expect(page.getByText('20 credits have been added to your account.')).toBeVisible();

  await page.goto('/credits/repeat-order');
  const form = page.getByRole('form', { name: 'Repeat an order' });
  await expect(form.getByRole('radio', { name: /4242/ })).toBeChecked();
  await setEmulatorKnobs({ failNextRecurring: true });
  await form.getByRole('button', { name: 'Buy now' }).click();
  await expect(page.getByRole('alert')).toHaveText('Payment failed or has been cancelled.');
  await expect(page.getByRole('link', { name: 'Pay with PayPal' })).toHaveAttribute('href', '/credits/2/paypal');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('50 credits have been added to your account.')).toBeVisible({ timeout: 15_000 });
});
