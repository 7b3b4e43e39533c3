import sharp from 'sharp';
import { CLIENT_HEADERS, expect, logInAsPremiumMember, PREMIUM_MEMBER, test, type Page } from './fixtures';

// A member's photo in a real browser: uploaded on /profile, being inspected, approved by an operator, on the profile.

const FREE_MEMBER = { email: 'free@demo.test', password: PREMIUM_MEMBER.password };

async function logInAsFreeMember(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(FREE_MEMBER.email);
  await page.getByLabel('Password').fill(FREE_MEMBER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/members(\?.*)?$/);
}

test('a member uploads a real JPEG, sees it being inspected, an operator approves it, and others see it on the profile', async ({ page, browser }) => {
  // A camera-like photo: 1600 × 1200, a face-ish circle on a coloured background, with EXIF.
  const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 70, g: 120, b: 190 } } })
    .composite([{ input: Buffer.from('<svg width="1600" height="1200"><circle cx="800" cy="600" r="380" fill="#f3c9a6"/></svg>') }])
    .jpeg({ quality: 88 })
    .withExif({ IFD0: { Artist: 'Free Demo' } })
    .toBuffer();

  await logInAsFreeMember(page);
  // The free demo member has no photo: the shell asks for one.
  await expect(page.getByText('Add a profile photo so other members can see you.')).toBeVisible();
  await page.goto('/profile');
  const photos = page.getByRole('list', { name: 'Your photos' });
  await page.getByLabel('Add photo').setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByText('Your photo has been uploaded.')).toBeVisible();
  await expect(photos.getByText('Being inspected')).toBeVisible();
  await expect(page.getByText('1 of 3 photos')).toBeVisible();
  await expect(page.getByText('Your photo is being inspected. Other members will see it once it is approved.')).toBeVisible();

  const me = (await (await page.request.get('/api/user.php', { headers: CLIENT_HEADERS })).json()) as {
    id: number;
    profile: { main_image: { filename: string } };
  };
  const filename = me.profile.main_image.filename;
  const viewer = await browser.newPage();
  try {
    await viewer.addInitScript(() => window.localStorage.setItem('rdv:site-entry-dismissed-at', new Date().toISOString()));
    await logInAsPremiumMember(viewer);
    // While it is inspected nobody else gets the file, and the profile shows no photo.
    expect((await viewer.request.get(`/photos/${filename}`)).status()).toBe(404);
    await viewer.goto(`/members/${me.id}`);
    await expect(viewer.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(viewer.locator(`img[src$="${filename}"]`)).toHaveCount(0);

    // The operator's queue has it; approving shows it to everyone.
    const admin = { authorization: `Bearer ${process.env.RDV_ADMIN_TOKEN}`, ...CLIENT_HEADERS };
    const pending = (await (await page.request.get('/api/members/admin/photos', { headers: admin })).json()) as {
      photos: Array<{ id: number; member_id: number }>;
    };
    const photo = pending.photos.find((candidate) => candidate.member_id === me.id);
    expect(photo).toBeDefined();
    expect((await page.request.post(`/api/members/admin/photos/${photo!.id}/approve`, { headers: admin })).status()).toBe(200);

    await viewer.reload();
    const shown = viewer.locator(`img[src$="${filename}"]`).first();
    await expect(shown).toBeVisible();
    expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1600);
    // The owner's photo alert is gone once the main photo is active; the badge went with it.
    await page.reload();
    await expect(photos.getByText('Main photo')).toBeVisible();
    await expect(photos.getByText('Being inspected')).toHaveCount(0);
    await expect(page.getByText(/Add a profile photo|Your photo is being inspected/)).toHaveCount(0);
  } finally {
    await viewer.close();
    // Leave the free demo member without a photo, as the other tests expect it.
    const mine = (await (await page.request.get('/api/members/photos', { headers: CLIENT_HEADERS })).json()) as { photos: Array<{ id: number }> };
    for (const { id } of mine.photos) await page.request.delete(`/api/members/photos/${id}`, { headers: CLIENT_HEADERS });
  }
});
