import { CLIENT_HEADERS, expect, newActivatedMember, test, type Page } from './fixtures';

// Issue 31, defects 1 and 7: a new free member writes for free, and a block shows before anyone writes.

const PASSWORD = 'free-password-1';

/** A new member: signed up, activated from the mail, no credits, not premium. */
function newFreeMember(page: Page, name: string): Promise<{ id: number; name: string }> {
  return newActivatedMember(page, { name, password: PASSWORD, gender: 'female' });
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
