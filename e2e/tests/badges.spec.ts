import { CLIENT_HEADERS, expect, logInAsPremiumMember, test, type Page } from './fixtures';

/** What the API says, read with the page's own session cookie. */
async function countsFromApi(page: Page) {
  const chats = (await (await page.request.get('/api/chats.php', { headers: CLIENT_HEADERS })).json()) as { chats: { num_unread_messages: number }[] };
  const likes = (await (await page.request.get('/api/likes.php', { headers: CLIENT_HEADERS })).json()) as { liked_by: { like_new: boolean }[] };
  return {
    unread: chats.chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0),
    newLikes: likes.liked_by.filter((like) => like.like_new).length,
  };
}

test('the messages and likes badges and the title follow the counts the API returns, also on the next poll', async ({ page }) => {
  // A controllable clock: the poll 60 s later is reached by jumping ahead instead of waiting.
  await page.clock.install();
  // The jump also passes the minute after which the shell asks auto-like.php once per session; its match
  // modal would cover the navigation (members.spec.ts tests it). Same key as shell/src/likes-modals.
  await page.addInitScript(() => window.sessionStorage.setItem('rdv:auto-like-asked', new Date().toISOString()));
  await logInAsPremiumMember(page);
  const nav = page.locator('header.rdv-topnav');
  const messages = nav.getByRole('link', { name: /^Messages/ });
  const likes = nav.getByRole('link', { name: /^Likes/ });

  const counts = await countsFromApi(page);
  // The demo member has unread messages and new likes seeded, so both badges must show.
  expect(counts.unread).toBeGreaterThan(0);
  expect(counts.newLikes).toBeGreaterThan(0);
  await expect(messages).toHaveAccessibleName(`Messages Unread messages: ${counts.unread}`);
  await expect(messages.locator('[data-badge] [aria-hidden="true"]')).toHaveText(String(counts.unread));
  await expect(likes).toHaveAccessibleName(`Likes New likes: ${counts.newLikes}`);
  await expect(page).toHaveTitle(new RegExp(`^\\(${counts.unread + counts.newLikes}\\) `));

  // The server's counts change: 120 unread messages, no new likes. The next poll shows them.
  await page.route('**/api/chats.php', (route) =>
    route.fulfill({ json: { chats: [{ id: 1, profile_id: 2, num_unread_messages: 120, last_message_at: null }] } }),
  );
  await page.route('**/api/likes.php', (route) => route.fulfill({ json: { likes: [], liked_by: [], profiles: [] } }));
  await page.clock.fastForward(65_000);

  await expect(messages.locator('[data-badge] [aria-hidden="true"]')).toHaveText('99+');
  await expect(messages).toHaveAccessibleName('Messages Unread messages: 120');
  await expect(likes).toHaveAccessibleName('Likes');
  await expect(page).toHaveTitle(/^\(120\) /);
});

test('a visitor sees no badges, no title prefix and Login', async ({ page }) => {
  await page.goto('/members');
  const nav = page.locator('header.rdv-topnav');
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Messages/ })).toHaveCount(0);
  await expect(page).not.toHaveTitle(/^\(\d+\) /);
});
