import { CLIENT_HEADERS, expect, test, type APIRequestContext, type Page } from './fixtures';

// Issue 31, defects 1 and 7: a new free member writes for free, and a block shows before anyone writes.

const PASSWORD = 'free-password-1';

/** A new member in the page's browser context: signed up, activated from the mail, no credits, not premium. */
async function newFreeMember(page: Page, name: string): Promise<{ id: number; name: string }> {
  const request = page.context().request;
  const email = `free-${name.toLowerCase()}-${Date.now().toString(36)}@example.test`;
  const created = await request.post('/api/account/signup', { headers: CLIENT_HEADERS, data: { email, password: PASSWORD, name, date_of_birth: '1990-04-05' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await request.put('/api/account/signup/steps/personal_info', { headers: CLIENT_HEADERS, data: { gender: 'female', country: 'NL', city: 'Utrecht' } })).ok()).toBe(true);
  // Completing signup sends the activation mail.
  expect((await request.post('/api/account/signup/complete', { headers: CLIENT_HEADERS })).ok()).toBe(true);
  await page.goto(await activationPath(request, email));
  await expect(page).toHaveURL(/\/activate\/done$/);
  return { id, name };
}

async function activationPath(request: APIRequestContext, address: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`${process.env.RDV_MAIL_INBOX_URL}/api/messages?to=${encodeURIComponent(address)}`)).json()) as Array<{ text: string }>;
      text = mails[0]?.text ?? '';
      return text;
    })
    .toContain('/api/account/activate');
  const url = new URL(text.match(/https?:\/\/[^\s<>"]+/g)?.find((href) => new URL(href).pathname.startsWith('/api/account/activate')) ?? '');
  return `${url.pathname}${url.search}`;
}

test('a new free member’s first message costs nothing; after a block both screens say so before anyone writes', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const otherContext = await browser.newContext({ baseURL });
  await otherContext.addInitScript(() => {
    window.localStorage.setItem('rdv:site-entry-dismissed-at', new Date().toISOString());
    window.sessionStorage.setItem('rdv:auto-like-asked', new Date().toISOString());
  });
  await page.addInitScript(() => window.sessionStorage.setItem('rdv:auto-like-asked', new Date().toISOString()));
  try {
    const otherPage = await otherContext.newPage();
    const [freya, gus] = [await newFreeMember(page, 'Freya'), await newFreeMember(otherPage, 'Gus')];

    // Defect 1: "Hi" + Send from a free member without credits is sent, and the bar counts down.
    await page.goto(`/members/${gus.id}/chat`);
    const pane = page.getByRole('region', { name: `Conversation with ${gus.name}` });
    await expect(pane.getByText('10 free messages left')).toBeVisible();
    await pane.getByRole('textbox', { name: 'Your message' }).fill('Hi');
    await pane.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(pane.getByText('9 free messages left')).toBeVisible();
    await expect(pane.locator('.rdv-bubble', { hasText: 'Hi' })).toBeVisible();
    await expect(pane.getByText('Sending…')).toHaveCount(0);
    await expect(pane.getByRole('alert')).toHaveCount(0);
    expect(((await (await page.request.get('/api/user.php', { headers: CLIENT_HEADERS })).json()) as { credits: number }).credits).toBe(0);

    // Defect 7: Gus blocks Freya on her profile; Like and Message give way to the block and Unblock.
    await otherPage.goto(`/members/${freya.id}`);
    await otherPage.getByRole('button', { name: 'Block' }).click();
    await expect(otherPage.getByText('You have blocked this member: they cannot see your profile or contact you.')).toBeVisible();
    await expect(otherPage.getByRole('button', { name: 'Unblock' })).toBeVisible();
    await expect(otherPage.getByRole('button', { name: 'Like' })).toHaveCount(0);
    await expect(otherPage.getByRole('link', { name: 'Send a message' })).toHaveCount(0);

    // Freya opens the conversation again: the block, in the spec's words, in place of the composer.
    await page.goto(`/members/${gus.id}/chat`);
    await expect(page.getByText(`You're blocked by ${gus.name}. You do not have access to this page.`)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Need an icebreaker?' })).toHaveCount(0);
  } finally {
    await otherContext.close();
  }
});
