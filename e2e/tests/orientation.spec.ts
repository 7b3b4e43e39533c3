import type { MemberSearchResponse } from '@rendezvous/contracts';
import { activationLink, CLIENT_HEADERS, expect, test, type Page } from './fixtures';

// Issue 31: a woman who signed up as gay landed on /members?gender=male, and the swipe game and the
// match finder offered men too. Every default follows gender and sexuality (docs/product-rules.md
// "Who fits whom"); the integration tests of members check who is listed.

/** A member signed up as a gay woman in the Netherlands and activated from the mail, logged in in the page's context. */
async function gayWoman(page: Page): Promise<void> {
  const request = page.context().request;
  const email = `orientation-${Date.now().toString(36)}@example.test`;
  const created = await request.post('/api/account/signup', {
    headers: CLIENT_HEADERS,
    data: { email, password: 'orientation-pw-1', name: 'Robin', date_of_birth: '1992-04-05' },
  });
  expect(created.status()).toBe(201);
  const step = await request.put('/api/account/signup/steps/personal_info', {
    headers: CLIENT_HEADERS,
    data: { gender: 'female', sexuality: 'gay', special_category_consent: true, country: 'NL', city: 'Utrecht' },
  });
  expect(step.ok()).toBe(true);
  expect((await request.post('/api/account/signup/complete', { headers: CLIENT_HEADERS })).ok()).toBe(true);
  await page.goto(await activationLink(request, email));
  await expect(page).toHaveURL(/\/activate\/done$/);
}

test('a gay woman lands on a search for women, and the swipe game and the match finder start from women too', async ({ page }) => {
  await gayWoman(page);
  const searched = page.waitForResponse((response) => response.url().includes('/api/members.php?'));
  await page.goto('/members');
  await expect(page).toHaveURL(/\/members\?gender=female&country=NL$/);
  await expect(page.getByLabel('Looking for')).toHaveValue('female');
  const first = await searched;
  expect(new URL(first.url()).searchParams.get('gender')).toBe('female');
  const { results } = (await first.json()) as MemberSearchResponse;
  expect(results.length).toBeGreaterThan(0);
  for (const card of results) expect(card.gender).toBe('female');

  const dealt = page.waitForRequest((request) => request.url().includes('/api/members/swipe-cards'));
  await page.goto('/swipe-game');
  expect(new URL((await dealt).url()).searchParams.get('gender')).toBe('female');
  await expect(page.getByRole('article')).toBeVisible();

  await page.goto('/match-finder');
  await expect(page.getByRole('radio', { name: 'Women' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Men', exact: true })).not.toBeChecked();
});
