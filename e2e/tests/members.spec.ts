import { CLIENT_HEADERS, expect, logInAsPremiumMember, PREMIUM_MEMBER, test } from './fixtures';

// The members area in a real browser: search, a profile, like, and the spec's blocked message.

test('a member searches, opens a profile, likes it, and comes back to the same search', async ({ page }) => {
  await logInAsPremiumMember(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Search members' })).toBeVisible();
  await expect(page.getByText(/\d+ members? found/)).toBeVisible();
  // The filters are in the URL, from the member's own profile on arrival.
  await expect(page).toHaveURL(/\/members\?.*gender=/);
  const searchUrl = page.url();
  const results = page.getByRole('list', { name: 'Search results' });
  const first = results.getByRole('link').first();
  const name = (await first.locator('.rdv-member-card__name').innerText()).split(',')[0];
  await first.click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${name}, \\d+$`) })).toBeVisible();

  const like = page.getByRole('button', { name: 'Like', exact: true });
  const unlike = page.getByRole('button', { name: 'Unlike' });
  const liked = await unlike.isVisible();
  await (liked ? unlike : like).click();
  await expect(liked ? like : unlike).toBeVisible();
  // A member who liked the premium member already makes it a match: the match modal shows.
  const match = page.getByRole('dialog', { name: "It's a Match" });
  if (await match.isVisible()) await match.getByRole('button', { name: 'Close' }).click();
  // Leave the demo data as it was.
  await (liked ? like : unlike).click();
  await expect(liked ? unlike : like).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(searchUrl);
  await expect(results.getByRole('link').first()).toBeVisible();
});

test("a member blocked by another sees the spec's message on that member's profile", async ({ page, playwright, baseURL }) => {
  // The free demo member blocks the premium one, through the API with a session of its own.
  const free = await playwright.request.newContext({ baseURL });
  const login = await free.post('/api/user.php', { headers: CLIENT_HEADERS, data: { email: 'free@demo.test', password: PREMIUM_MEMBER.password } });
  expect(login.ok()).toBe(true);
  const freeUser = (await login.json()) as { id: number; profile: { name: string } };
  await logInAsPremiumMember(page);
  const premiumUser = (await (await page.request.get('/api/user.php', { headers: CLIENT_HEADERS })).json()) as { id: number };
  expect((await free.post(`/api/members/${premiumUser.id}/block`, { headers: CLIENT_HEADERS })).status()).toBe(204);
  try {
    await page.goto(`/members/${freeUser.id}`);
    await expect(page.getByRole('alert')).toHaveText(`You're blocked by ${freeUser.profile.name}. You do not have access to this page.`);
    await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(0);
  } finally {
    await free.delete(`/api/members/${premiumUser.id}/block`, { headers: CLIENT_HEADERS });
    await free.dispose();
  }
});

test('an id that is no member shows the 404 page', async ({ page }) => {
  await logInAsPremiumMember(page);
  await page.goto('/members/999999999');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
});

test('the swipe game deals a card at a time and passes with the arrow key', async ({ page }) => {
  await logInAsPremiumMember(page);
  await page.goto('/swipe-game');
  await expect(page.getByRole('heading', { level: 1, name: 'Swipe game' })).toBeVisible();
  await expect(page.getByText(/likes? left today/)).toBeVisible();
  const card = page.getByRole('article');
  const first = await card.getAttribute('aria-label');
  await page.keyboard.press('ArrowLeft');
  await expect(card).not.toHaveAttribute('aria-label', first ?? '');
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeEnabled();
});

test('a like back makes a match and shows the match modal, which leads to the chat', async ({ page }) => {
  await logInAsPremiumMember(page);
  // Someone who liked the premium member and is not liked back yet (the demo data has such likes).
  const likes = (await (await page.request.get('/api/likes.php', { headers: CLIENT_HEADERS })).json()) as { likes: number[]; liked_by: { id: number }[] };
  const admirer = likes.liked_by.find(({ id }) => !likes.likes.includes(id));
  expect(admirer, 'the demo data gives the premium member unanswered likes').toBeDefined();
  await page.goto(`/likes/m/${admirer!.id}`);
  await page.getByRole('button', { name: 'Like back' }).click();
  const modal = page.getByRole('dialog', { name: "It's a Match" });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('New like!')).toBeVisible();
  await modal.getByRole('button', { name: /^Send .+ a message$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${admirer!.id}/chat$`));
  // Leave the demo data as it was.
  await page.request.delete(`/api/members/${admirer!.id}/like`, { headers: CLIENT_HEADERS });
});

test('the match finder asks who, which ages, where and which interests, then suggests members to like', async ({ page }) => {
  await logInAsPremiumMember(page);
  await page.goto('/match-finder');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  // The answers start from the member's own profile: Next through them.
  await expect(page.getByRole('heading', { name: 'Who would you like to meet?' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'How old should they be?' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Where should they live?' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'What would you like to share?' })).toBeVisible();
  await page.getByRole('button', { name: 'Show my matches' }).click();

  const results = page.getByRole('list', { name: 'Your matches' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  const first = results.getByRole('listitem').first();
  const like = first.getByRole('button', { name: 'Like' });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  const match = page.getByRole('dialog', { name: "It's a Match" });
  if (await match.isVisible()) await match.getByRole('button', { name: 'Close' }).click();
  // Leave the demo data as it was.
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
});

test('?t=1 on a members page shows the newest like in the like modal a second later, leaves the URL, and leads to the profile', async ({ page }) => {
  await logInAsPremiumMember(page);
  const likes = (await (await page.request.get('/api/likes.php', { headers: CLIENT_HEADERS })).json()) as {
    liked_by: Array<{ id: number; like_new: boolean }>;
    profiles: Array<{ id: number; name: string }>;
  };
  const newest = likes.liked_by.find((like) => like.like_new) ?? likes.liked_by[0];
  const name = likes.profiles.find((profile) => profile.id === newest.id)?.name ?? '';
  await page.goto('/likes?t=1');
  const modal = page.getByRole('dialog', { name: `${name} likes you!` });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/\/likes$/);
  await modal.getByRole('button', { name: 'View profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${newest.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${name}, \\d+$`) })).toBeVisible();
});

test('a minute into the members area a fictional profile likes the member, once a session: the match modal shows it', async ({ page }) => {
  await page.clock.install();
  await logInAsPremiumMember(page);
  await page.clock.fastForward(61_000);
  const modal = page.getByRole('dialog', { name: "It's a Match" });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('New like!')).toBeVisible();
  const action = modal.getByRole('button', { name: /^Send .+ a message$/ });
  await expect(action).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);
  // Not again in this browser session.
  await page.goto('/likes');
  await page.clock.fastForward(61_000);
  await expect(page.getByRole('heading', { level: 1, name: 'Likes' })).toBeVisible();
  await expect(modal).toHaveCount(0);
});
