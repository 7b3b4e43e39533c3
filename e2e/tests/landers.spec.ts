import { completeSignupSteps, expect, fillSignupForm, test, type APIRequestContext } from './fixtures';

// The home (issue 12): rendered on the server with its members and styles, readable before any script
// runs, then hydrated in place; tracking parameters on the address reach the signup.

test('the home arrives with its hero and members before any script runs, styled', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'de-DE' });
  const page = await context.newPage();
  const response = await page.goto('/?network=ads&ref=spring');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('Triff Singles in deiner Nähe');
  await expect(page.getByRole('link', { name: 'Kostenlos registrieren' })).toHaveAttribute('href', '/signup');
  // The demo data has members with photos: the strip is in the HTML, photo, name and age.
  const cards = page.locator('.rdv-home__member');
  expect(await cards.count()).toBeGreaterThan(3);
  await expect(cards.first().locator('img')).toHaveAttribute('src', /^\/photos\/.+/);
  // The remote's own styles came inline: the hero has its gradient without the remote's scripts.
  expect(await page.locator('.rdv-home__hero').evaluate((hero) => getComputedStyle(hero).backgroundImage)).toContain('linear-gradient');
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/$/);
  await context.close();
});

test('with scripts, the home keeps the server’s nodes and fetches no members again', async ({ page }) => {
  const teaserCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/members/teaser.php')) teaserCalls.push(request.url());
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
  await page.goto('/');
  await expect(page.locator('[data-remote-slot="mfe-landers"]')).not.toHaveAttribute('data-ssr');
  await expect(page.locator('header.rdv-topnav').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { serverHeading?: Element }).serverHeading === document.querySelector('h1'))).toBe(true);
  expect(teaserCalls).toEqual([]);
  await page.locator('.rdv-home__member').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

const LANDERS: ReadonlyArray<[path: string, heading: string, design: string]> = [
  ['/landers/alonetonight', 'Alone tonight?', '.rdv-night'],
  ['/landers/collagelanding', 'Thousands of faces. One of them is looking for you.', '.rdv-collage'],
  ['/landers/gallery/spring', 'The gallery', '.rdv-gallery'],
  ['/landers/iconslanding', 'What makes you happy?', '.rdv-icons'],
  ['/landers/maplanding', 'Singles on the map', '.rdv-map'],
  ['/landers/socialnetwork', 'See what members are sharing', '.rdv-feed'],
  ['/landers/transitionsvideolanding', 'Your next date starts here', '.rdv-film'],
  ['/landers/video', 'Turn the evening around', '.rdv-video'],
  ['/landers/tinderswipe', 'Swipe and meet', '.rdv-tinder'],
];

/** A member the teaser shows (demo data), for the member landers. */
async function listedMember(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const answer = (await (await request.get('/api/members/teaser.php?count=1')).json()) as { members: Array<{ id: number; name: string }> };
  return answer.members[0];
}

test('every lander and member lander arrives as HTML with its own design, members and styles, before any script runs', async ({
  browser,
  baseURL,
  request,
}) => {
  const member = await listedMember(request);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const pages: ReadonlyArray<[string, string, string]> = [
    ...LANDERS,
    [`/members/${member.id}/landing`, `${member.name} wants to meet you`, '.rdv-feature'],
    [`/members/${member.id}/signup`, `Chat with ${member.name}`, '.rdv-join'],
    [`/members/${member.id}/landing2/spring`, `${member.name} sent you a message`, '.rdv-letter'],
    [`/members/${member.id}/landing3`, `${member.name} has private photos`, '.rdv-album'],
  ];
  for (const [path, heading, design] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('h1'), path).toHaveText(heading);
    await expect(page.locator(design), path).toHaveCount(1);
    // member photos are in the HTML (photo paths of the demo data)
    expect(await page.locator(`${design} img, ${design} image`).count(), path).toBeGreaterThan(0);
    // the design's own rules came inline with the page: it is laid out without the remote's scripts
    expect(await page.locator('style[data-remote]').textContent(), path).toContain(design);
    expect(await page.title(), path).not.toBe('');
    // readable without scripts, so no "needs JavaScript" line either
    await expect(page.getByText('needs JavaScript'), path).toHaveCount(0);
  }
  // the map is drawn from shipped data, in the HTML
  await page.goto('/landers/maplanding');
  expect(await page.locator('.rdv-map__land').getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+L/);
  // a member lander of nobody is the 404 page, from the server too
  expect((await page.goto('/members/999999999/landing'))?.status()).toBe(404);
  await context.close();
});

test('marketing’s campaign shows on the next request of its lander, without a build or a deploy', async ({ browser, baseURL, request }) => {
  const admin = { authorization: `Bearer ${process.env.RDV_ADMIN_TOKEN}` };
  const slug = `e2e-${Date.now().toString(36)}`;
  const stored = await request.put('/api/admin/sites/localhost/campaigns', {
    headers: admin,
    data: {
      lander: 'socialnetwork',
      slug,
      locale: 'en',
      headline: 'The winter feed',
      text: 'Cosy plans near you.',
      images: [],
      cta: 'Join the feed',
      target: { gender: null },
    },
  });
  expect(stored.status()).toBe(200);
  try {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/landers/socialnetwork/${slug}`);
    await expect(page.locator('h1')).toHaveText('The winter feed');
    await expect(page.getByRole('link', { name: 'Join the feed' })).toHaveAttribute('href', '/signup');
    expect(await page.title()).toBe('The winter feed');
    // other slugs and landers keep their own words
    await page.goto('/landers/socialnetwork');
    await expect(page.locator('h1')).toHaveText('See what members are sharing');
    await context.close();
  } finally {
    await request.delete(`/api/admin/sites/localhost/campaigns/socialnetwork/en?slug=${slug}`, { headers: admin });
  }
});

test('signing up from a member lander keeps the tracking query on the account and leads to that member after the steps', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await listedMember(request);
  const email = `lander-${Date.now().toString(36)}@example.test`;
  await page.goto(`/members/${member.id}/landing?network=e2e-network&ref=r42&sub1=autumn&sub2=feed&sub3=top`);
  await expect(page.locator('[data-remote-slot="mfe-landers"]')).not.toHaveAttribute('data-ssr');
  await page.getByRole('link', { name: `Meet ${member.name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await fillSignupForm(page, { email, password: 'lander-password-1', name: 'Lander Tester' });
  await completeSignupSteps(page);

  const account = await request.get(`/api/admin/accounts?email=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${process.env.RDV_ADMIN_TOKEN}` },
  });
  expect(await account.json()).toMatchObject({ email, tracking: { network: 'e2e-network', ref: 'r42', sub1: 'autumn', sub2: 'feed', sub3: 'top' } });

  await page.getByRole('link', { name: 'Go to the member you wanted to meet' }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${member.id}$`));
});

test('the swipe lander: Nope brings the next member, Like opens signup', async ({ page }) => {
  await page.goto('/landers/tinderswipe?network=swipe-ads');
  await expect(page.locator('[data-remote-slot="mfe-landers"]')).not.toHaveAttribute('data-ssr');
  const card = page.getByRole('group', { name: /, \d+$/ });
  const first = await card.getAttribute('aria-label');
  await page.getByRole('button', { name: /Nope/ }).click();
  await expect(card).not.toHaveAttribute('aria-label', first ?? '');
  await page.getByRole('button', { name: /Like/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
