import { EmulatorClient } from '@rendezvous/provider-emulator';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { CLIENT_HEADERS, expect, logInAsPremiumMember, newActivatedMember, test, type Page } from './fixtures';

// Chat in real time between two members, each in a browser context of their own (issue 10).

const PASSWORD = 'chat-password-1';

/**
 * A new member who can chat, in the page's browser context: signed up, activated from the mail, and
 * with a credit bundle bought on the provider emulator's checkout (so premium, with 20 credits).
 */
async function newChattingMember(page: Page, name: string): Promise<{ id: number; name: string }> {
  const { id } = await newActivatedMember(page, { name, password: PASSWORD, gender: 'male', dateOfBirth: '1991-02-03' });
  const request = page.context().request;
  const order = await request.post('/api/credits/orders', { headers: CLIENT_HEADERS, data: { bundle_id: 1, method: 'ideal', consent: true } });
  expect(order.status()).toBe(201);
  const { checkout_url: checkoutUrl } = (await order.json()) as { checkout_url: string };
  const emulator = new EmulatorClient(process.env.RDV_PROVIDER_EMULATOR_URL ?? '', readFileSync(process.env.RDV_PROVIDER_EMULATOR_CA ?? '', 'utf8'));
  await emulator.pay(checkoutUrl, 'paid');
  await expect.poll(async () => ((await (await request.get('/api/user.php', { headers: CLIENT_HEADERS })).json()) as { credits: number }).credits).toBe(20);
  return { id, name };
}

test('two members chat in real time over their sockets: text, typing, a gift, a photo and the unread badge, without a reload', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // Bob: a new member in a browser context of his own.
  const bobContext = await browser.newContext({ baseURL });
  await bobContext.addInitScript(() => {
    window.localStorage.setItem('rdv:site-entry-dismissed-at', new Date().toISOString());
    window.sessionStorage.setItem('rdv:auto-like-asked', new Date().toISOString());
  });
  const bobPage = await bobContext.newPage();
  // Messages go over the page's socket (chat:send), not as HTTP requests (ADR 0010 step 3).
  const posts: string[] = [];
  for (const each of [page, bobPage])
    each.on('request', (sent) => sent.method() === 'POST' && sent.url().includes('/api/chat/messages') && posts.push(sent.url()));
  try {
    const bob = await newChattingMember(bobPage, 'Bobby');
    await page.addInitScript(() => window.sessionStorage.setItem('rdv:auto-like-asked', new Date().toISOString()));
    await logInAsPremiumMember(page);
    const alice = (await (await page.request.get('/api/user.php', { headers: CLIENT_HEADERS })).json()) as { id: number; profile: { name: string } };

    await bobPage.goto('/chats');
    await expect(bobPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const bobsBadge = bobPage.locator('header.rdv-topnav').getByRole('link', { name: /^Messages/ });
    await expect(bobsBadge).toHaveAccessibleName('Messages');

    // Alice writes first, from Bob's profile's chat route.
    await page.goto(`/members/${bob.id}/chat`);
    await expect(page.getByRole('region', { name: `Conversation with ${bob.name}` })).toBeVisible();
    const aliceBox = page.getByRole('textbox', { name: 'Your message' });
    await aliceBox.fill('Hi Bobby, nice to meet you!');
    await aliceBox.press('Enter');

    // Bob's list and badge show it within a second, without a reload.
    const bobsList = bobPage.getByRole('navigation', { name: 'Messages' });
    await expect(bobsList.getByRole('link', { name: new RegExp(alice.profile.name) })).toContainText('Hi Bobby, nice to meet you!', { timeout: 1_000 });
    await expect(bobsBadge).toHaveAccessibleName('Messages Unread messages: 1', { timeout: 1_000 });
    await expect(bobPage).toHaveTitle(/^\(\d+\) /);

    // Bob opens it: read, the badge goes; then Alice types and Bob sees it.
    await bobsList.getByRole('link', { name: new RegExp(alice.profile.name) }).click();
    const bobsPane = bobPage.getByRole('region', { name: `Conversation with ${alice.profile.name}` });
    await expect(bobsPane.getByText('Hi Bobby, nice to meet you!')).toBeVisible();
    await expect(bobsBadge).toHaveAccessibleName('Messages');
    await expect(page.getByText('Read', { exact: true })).toBeVisible({ timeout: 2_000 });
    await aliceBox.pressSequentially('How are');
    await expect(bobsPane.getByText(`${alice.profile.name} is typing…`)).toBeVisible({ timeout: 1_000 });
    await aliceBox.pressSequentially(' you?');
    await aliceBox.press('Enter');
    await expect(bobsPane.getByText('How are you? ', { exact: false })).toBeVisible({ timeout: 1_000 });

    // Bob answers with text and a gift; Alice sees both live.
    const bobBox = bobPage.getByRole('textbox', { name: 'Your message' });
    await bobBox.fill('Great, thanks!');
    await bobBox.press('Enter');
    const alicesPane = page.getByRole('region', { name: `Conversation with ${bob.name}` });
    await expect(alicesPane.getByText('Great, thanks!')).toBeVisible({ timeout: 1_000 });
    await bobPage.getByRole('button', { name: 'Send a gift' }).click();
    const picker = bobPage.getByRole('dialog', { name: `Send a gift to ${alice.profile.name}` });
    await picker.getByRole('button', { name: /Rose/ }).click();
    await expect(picker.getByText(`Your Rose is on its way to ${alice.profile.name}!`)).toBeVisible();
    await expect(alicesPane.getByText('A gift: Rose')).toBeVisible({ timeout: 1_000 });
    await picker.getByRole('button', { name: 'Close' }).click();

    // And a photo: re-encoded by chat, readable by the two of them.
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 160, b: 200 } } })
      .jpeg()
      .toBuffer();
    await bobPage.getByLabel('Send a photo').setInputFiles({ name: 'lake.jpg', mimeType: 'image/jpeg', buffer: photo });
    const alicesPhoto = alicesPane.getByRole('img', { name: 'Photo' });
    await expect(alicesPhoto).toBeVisible({ timeout: 2_000 });
    await expect.poll(() => alicesPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    // 20 credits: 1 text (1), a gift (5) and a photo (2).
    await expect
      .poll(async () => ((await (await bobPage.request.get('/api/user.php', { headers: CLIENT_HEADERS })).json()) as { credits: number }).credits)
      .toBe(12);
    expect(posts).toEqual([]);
  } finally {
    await bobContext.close();
  }
});

test('deleting a conversation while the server fails shows the alert and reloads the list', async ({ page }) => {
  await logInAsPremiumMember(page);
  await page.goto('/chats');
  const list = page.getByRole('navigation', { name: 'Messages' });
  const first = list.getByRole('listitem').first();
  await expect(first.locator('.rdv-chat-list__name')).not.toBeEmpty();
  const name = (await first.locator('.rdv-chat-list__name').innerText()).trim();
  await page.route('**/api/chat.php?id=*', (route) =>
    route.fulfill({ status: 500, json: { statusCode: 500, code: 'INTERNAL', message: 'An error has occurred.', correlationId: 'e2e' } }),
  );
  let reloads = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/chats.php') reloads += 1;
  });
  await first.getByRole('button', { name: `Delete the conversation with ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete this conversation?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toHaveText('The conversation could not be deleted: An error has occurred.');
  await expect(list.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  expect(reloads).toBeGreaterThanOrEqual(1);
});
