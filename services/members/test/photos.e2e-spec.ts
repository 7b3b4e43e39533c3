import { PHOTOS_ERROR_CODES, PHOTOS_PATHS, type MemberProfile, type OwnPhotos, type PendingPhoto } from '@rendezvous/contracts';
import {
  adminToken,
  baseUrl,
  call,
  expectEnvelope,
  expectMemberOnly,
  queryServiceDb,
  rawCall,
  signUpMember,
  type CallResult,
  waitForMemberProfile,
} from '@rendezvous/test-kit';
import { request } from 'node:http';
import sharp from 'sharp';

/** A real photo as a camera writes it: a JPEG with EXIF (an artist's name, a camera serial number). */
async function cameraJpeg(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 60 } } })
    .composite([
      { input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff"/></svg>`) },
    ])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Artist: 'Jane Secret', Copyright: 'serial 4711-0815' } })
    .toBuffer();
}

async function upload(cookie: string, body: Buffer | string, type = 'image/jpeg'): Promise<CallResult<OwnPhotos>> {
  return call<OwnPhotos>(PHOTOS_PATHS.own, { method: 'POST', headers: { cookie, 'content-type': type }, body });
}

async function approve(photoId: number): Promise<void> {
  const result = await call(PHOTOS_PATHS.approve(photoId), { method: 'POST', headers: { authorization: `Bearer ${adminToken()}` } });
  expect(result.status).toBe(200);
}

async function fetchPhoto(filename: string, headers: Record<string, string> = {}): Promise<{ status: number; bytes: Buffer; cacheControl: string | null }> {
  const response = await fetch(`${baseUrl()}/photos/${filename}`, { headers });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), cacheControl: response.headers.get('cache-control') };
}

async function member(name: string): Promise<{ id: number; cookie: string }> {
  const signedUp = await signUpMember(name);
  await waitForMemberProfile(signedUp.id);
  // As if the member had activated the account: a new account's profile is hidden until then.
  await queryServiceDb('members', `UPDATE profiles SET status = 'active' WHERE id = $1`, [signedUp.id]);
  return signedUp;
}

const filesOf = (memberId: number) =>
  queryServiceDb<{ filename: string; thumb_filename: string; match_filename: string; blurred_filename: string }>(
    'members',
    'SELECT filename, thumb_filename, match_filename, blurred_filename FROM photos WHERE profile_id = $1 ORDER BY id',
    [memberId],
  );

describe('photos: upload, inspection and who sees which file', () => {
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await cameraJpeg();
  });

  it('stores an upload re-encoded in four sizes without its EXIF, being inspected: only its owner sees it until an operator approves it', async () => {
    const owner = await member('Photo Owner');
    const other = await member('Photo Viewer');
    const uploaded = await upload(owner.cookie, jpeg);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.limit).toBe(3);
    const [photo] = uploaded.body.photos;
    expect(photo).toMatchObject({ status: 'being_inspected', main: true });
    // Unguessable names: the member's folder and a long random token.
    expect(photo.filename).toMatch(new RegExp(`^${owner.id}/[A-Za-z0-9_-]{24}\\.jpg$`));

    const [files] = await filesOf(owner.id);
    const own = await fetchPhoto(files.filename, { cookie: owner.cookie });
    expect(own.status).toBe(200);
    expect(own.cacheControl).toContain('no-store');
    const meta = await sharp(own.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
    expect(meta.exif).toBeUndefined();
    expect(own.bytes.includes('Jane Secret')).toBe(false);
    expect(await sharp((await fetchPhoto(files.thumb_filename, { cookie: owner.cookie })).bytes).metadata()).toMatchObject({ width: 320, height: 320 });
    expect(await sharp((await fetchPhoto(files.match_filename, { cookie: owner.cookie })).bytes).metadata()).toMatchObject({ width: 640, height: 640 });

    // Everyone else: 404 for every size, logged in or not; the profile shows no photo yet.
    for (const name of Object.values(files)) {
      expect((await fetchPhoto(name, { cookie: other.cookie })).status).toBe(404);
      expect((await fetchPhoto(name)).status).toBe(404);
    }
    const seen = await call<MemberProfile>(`/api/members/${owner.id}`, { headers: { cookie: other.cookie } });
    expect(seen.body).toMatchObject({ main_image: null, photo_count: 0, photos: [] });
    // The owner's user object shows it as being inspected (the shell's photo alert stays until it is active).
    const user = await call('/api/user.php', { headers: { cookie: owner.cookie } });
    expect(user.body.profile.main_image).toMatchObject({ status: 'being_inspected', filename: photo.filename });

    // The operator's queue lists it, and its files open with the admin token.
    const queue = await call<{ photos: PendingPhoto[] }>(PHOTOS_PATHS.pending, { headers: { authorization: `Bearer ${adminToken()}` } });
    expect(queue.body.photos).toEqual(expect.arrayContaining([expect.objectContaining({ id: photo.id, member_id: owner.id, member_name: 'Photo Owner' })]));
    expect((await fetchPhoto(files.filename, { authorization: `Bearer ${adminToken()}` })).status).toBe(200);
    expectEnvelope(await call(PHOTOS_PATHS.pending, { headers: { authorization: 'Bearer not-the-token' } }), 403);

    await approve(photo.id);
    expect((await fetchPhoto(files.filename, { cookie: other.cookie })).status).toBe(200);
    expect((await fetchPhoto(files.thumb_filename)).cacheControl).toContain('public');
    const approved = await call<MemberProfile>(`/api/members/${owner.id}`, { headers: { cookie: other.cookie } });
    expect(approved.body).toMatchObject({ main_image: { filename: photo.filename, thumb_filename: photo.thumb_filename }, photo_count: 1 });
    expect(approved.body.photos).toEqual([{ id: photo.id, locked: false, filename: photo.filename, thumb_filename: photo.thumb_filename }]);
    // The gateway was told (member.changed): the owner's next user.php shows the photo active.
    for (let waited = 0; ; waited += 100) {
      const after = await call('/api/user.php', { headers: { cookie: owner.cookie } });
      if (after.body.profile.main_image?.status === 'active') {
        expect(after.body.profile.main_image.match).toBe(`/photos/${files.match_filename}`);
        break;
      }
      if (waited > 5_000) throw new Error('user.php still shows the photo being inspected');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('holds 3 photos for a free member and 25 for a premium one: the next upload is refused and nothing is stored, even when 6 arrive at once', async () => {
    const free = await member('Free Photographer');
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(free.cookie, jpeg)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expectEnvelope(refused, 409, PHOTOS_ERROR_CODES.limit);
      expect(refused.body.message).toBe('You can have up to 3 photos. Go premium to add up to 25.');
    }
    expect(await filesOf(free.id)).toHaveLength(3);
    const stored = (await call<OwnPhotos>(PHOTOS_PATHS.own, { headers: { cookie: free.cookie } })).body;
    expect(stored.photos.filter((photo) => photo.main)).toHaveLength(1);

    // Premium (payments' read model) lifts the limit to 25.
    await queryServiceDb('members', 'UPDATE profiles SET premium = true WHERE id = $1', [free.id]);
    const fourth = await upload(free.cookie, jpeg);
    expect(fourth.status).toBe(201);
    expect(fourth.body).toMatchObject({ limit: 25, premium: true });
    expect(fourth.body.photos).toHaveLength(4);
  });

  it('refuses what is not a JPEG, PNG or WebP photo, and bodies over 10 MB, in the envelope; a PNG or WebP is stored as JPEG', async () => {
    const { id, cookie } = await member('Careful Uploader');
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    const bad: Array<[string | Buffer, string]> = [
      ['hello, I am text', 'text/plain'],
      ['{"not":"a photo"}', 'application/json'],
      [jpeg.subarray(0, 2_000), 'image/jpeg'],
      [gif, 'image/gif'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml'],
      ['', 'image/jpeg'],
    ];
    for (const [body, type] of bad) {
      const refused = await upload(cookie, body, type);
      expect([400, 415]).toContain(refused.status);
      expectEnvelope(refused, refused.status);
      if (refused.status === 415) expect(refused.body).toMatchObject({ code: PHOTOS_ERROR_CODES.notAnImage });
    }
    // A declared 11 MB is refused by the gateway before a byte is read (the body is never sent, so the connection is not reused).
    const declared = await rawCall(PHOTOS_PATHS.own, {
      method: 'POST',
      headers: { cookie, 'content-type': 'image/jpeg', 'content-length': String(11 * 1024 * 1024), connection: 'close' },
    });
    expect(declared.status).toBe(413);
    // A chunked body declares nothing: members counts while it streams and stops at 10 MB.
    const streamed = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${baseUrl()}${PHOTOS_PATHS.own}`,
        { method: 'POST', agent: false, headers: { cookie, 'content-type': 'image/jpeg', 'x-request-type': 'client' } },
        (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      const chunk = Buffer.alloc(1024 * 1024, 7);
      let sent = 0;
      const pump = () => {
        while (sent < 12) {
          sent += 1;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toMatchObject({ code: PHOTOS_ERROR_CODES.tooLarge, message: 'This photo is larger than 10 MB.' });
    expect(await filesOf(id)).toHaveLength(0);

    // A photo above the gateway's usual 1 MB body limit passes (the upload's exception).
    const big = await sharp({ create: { width: 1200, height: 1200, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(1_048_576);
    const png = await upload(cookie, big, 'image/png');
    expect(png.status).toBe(201);
    const webp = await upload(cookie, await sharp(jpeg).webp().toBuffer(), 'image/webp');
    expect(webp.status).toBe(201);
    for (const file of await filesOf(id)) {
      const served = await fetchPhoto(file.filename, { cookie });
      expect((await sharp(served.bytes).metadata()).format).toBe('jpeg');
      expect((await sharp(served.bytes).metadata()).width).toBeLessThanOrEqual(1600);
    }
  });

  it("locks a premium member's other photos for free viewers and visitors: only their blurred file leaves the server", async () => {
    const star = await member('Premium Star');
    await queryServiceDb('members', 'UPDATE profiles SET premium = true WHERE id = $1', [star.id]);
    for (let index = 0; index < 2; index += 1) {
      const uploaded = await upload(star.cookie, jpeg);
      await approve(uploaded.body.photos[uploaded.body.photos.length - 1].id);
    }
    const [main, second] = await filesOf(star.id);
    const freeViewer = await member('Free Viewer');
    const premiumViewer = await member('Premium Viewer');
    await queryServiceDb('members', 'UPDATE profiles SET premium = true WHERE id = $1', [premiumViewer.id]);

    const asFree = (await call<MemberProfile>(`/api/members/${star.id}`, { headers: { cookie: freeViewer.cookie } })).body;
    expect(asFree.photo_count).toBe(2);
    expect(asFree.photos[0]).toMatchObject({ locked: false, filename: main.filename });
    expect(asFree.photos[1]).toEqual({ id: expect.any(Number), locked: true, blurred_filename: second.blurred_filename });
    expect(JSON.stringify(asFree)).not.toContain(second.filename);
    expect(JSON.stringify(asFree)).not.toContain(second.thumb_filename);
    for (const name of [second.filename, second.thumb_filename, second.match_filename]) {
      expect((await fetchPhoto(name, { cookie: freeViewer.cookie })).status).toBe(404);
      expect((await fetchPhoto(name)).status).toBe(404);
    }
    const blurred = await fetchPhoto(second.blurred_filename, { cookie: freeViewer.cookie });
    expect(blurred.status).toBe(200);
    expect(await sharp(blurred.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 320 });

    const asPremium = (await call<MemberProfile>(`/api/members/${star.id}`, { headers: { cookie: premiumViewer.cookie } })).body;
    expect(asPremium.photos.map((photo) => photo.locked)).toEqual([false, false]);
    expect((await fetchPhoto(second.filename, { cookie: premiumViewer.cookie })).status).toBe(200);
  });

  it('deletes a photo with its files, makes an approved one main, rejects one for the operator, and answers bad ids in the envelope', async () => {
    const { id, cookie } = await member('Tidy Member');
    const first = (await upload(cookie, jpeg)).body.photos[0];
    const second = (await upload(cookie, jpeg)).body.photos.find((photo) => photo.id !== first.id);
    if (!second) throw new Error('second photo missing');
    expectEnvelope(await call(PHOTOS_PATHS.main(second.id), { method: 'PUT', headers: { cookie } }), 409, PHOTOS_ERROR_CODES.notInspected);
    await approve(second.id);
    // The approved photo becomes main while the main one is still being inspected.
    let mine = (await call<OwnPhotos>(PHOTOS_PATHS.own, { headers: { cookie } })).body;
    expect(mine.photos.find((photo) => photo.main)?.id).toBe(second.id);
    await approve(first.id);
    mine = (await call<OwnPhotos>(PHOTOS_PATHS.main(first.id), { method: 'PUT', headers: { cookie } })).body;
    expect(mine.photos.find((photo) => photo.main)?.id).toBe(first.id);

    const [firstFiles] = await filesOf(id);
    const deleted = await call<OwnPhotos>(PHOTOS_PATHS.one(first.id), { method: 'DELETE', headers: { cookie } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.photos).toEqual([expect.objectContaining({ id: second.id, main: true })]);
    expect((await fetchPhoto(firstFiles.filename, { cookie })).status).toBe(404);

    const third = (await upload(cookie, jpeg)).body.photos.find((photo) => photo.status === 'being_inspected');
    if (!third) throw new Error('third photo missing');
    const [, thirdFiles] = await filesOf(id);
    expect((await call(PHOTOS_PATHS.reject(third.id), { method: 'POST', headers: { authorization: `Bearer ${adminToken()}` } })).status).toBe(204);
    expect(await filesOf(id)).toHaveLength(1);
    expect((await fetchPhoto(thirdFiles.filename, { cookie })).status).toBe(404);

    // Someone else's photo, an unknown one, and ids that are none.
    const stranger = await member('Stranger');
    expectEnvelope(await call(PHOTOS_PATHS.one(second.id), { method: 'DELETE', headers: { cookie: stranger.cookie } }), 404, PHOTOS_ERROR_CODES.notFound);
    expectEnvelope(await call(PHOTOS_PATHS.one(2_000_000_000), { method: 'DELETE', headers: { cookie } }), 404);
    // An id that is none, or past the integer column's range, is a photo that does not exist (it was a 500 past 2^31-1).
    for (const bad of ['abc', '0', '2147483648', '99999999999999999999']) {
      expectEnvelope(await call(`/api/members/photos/${bad}`, { method: 'DELETE', headers: { cookie } }), 404, PHOTOS_ERROR_CODES.notFound);
      expectEnvelope(await call(`/api/members/photos/${bad}/main`, { method: 'PUT', headers: { cookie } }), 404, PHOTOS_ERROR_CODES.notFound);
      for (const action of ['approve', 'reject']) {
        expectEnvelope(
          await call(`/api/members/admin/photos/${bad}/${action}`, { method: 'POST', headers: { authorization: `Bearer ${adminToken()}` } }),
          404,
          PHOTOS_ERROR_CODES.notFound,
        );
      }
    }
    expect((await rawCall('/photos/1/..%2F..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await fetchPhoto(`${id}/not-a-photo.jpg`)).status).toBe(404);
    await expectMemberOnly(PHOTOS_PATHS.own, id);
  });

  it("answers the photo's 404 when an operator rejects or approves a photo that is gone meanwhile (a double click, or its owner deleted it)", async () => {
    const { id, cookie } = await member('Hasty Member');
    const admin = { authorization: `Bearer ${adminToken()}` };
    const photo = (await upload(cookie, jpeg)).body.photos[0];
    // Both rejects find the photo, then queue on the member's lock: the second one found nothing left to delete (a 500 before).
    const statuses = (await Promise.all([1, 2, 3].map(() => call(PHOTOS_PATHS.reject(photo.id), { method: 'POST', headers: admin })))).map(
      (answer) => answer.status,
    );
    expect(statuses.sort()).toEqual([204, 404, 404]);
    expect(await filesOf(id)).toHaveLength(0);

    const next = (await upload(cookie, jpeg)).body.photos[0];
    const [approved, deleted] = await Promise.all([
      call(PHOTOS_PATHS.approve(next.id), { method: 'POST', headers: admin }),
      call(PHOTOS_PATHS.one(next.id), { method: 'DELETE', headers: { cookie } }),
    ]);
    expect(deleted.status).toBe(200);
    expect([200, 404]).toContain(approved.status);
    expectEnvelope(await call(PHOTOS_PATHS.approve(next.id), { method: 'POST', headers: admin }), 404, PHOTOS_ERROR_CODES.notFound);
    expectEnvelope(await call(PHOTOS_PATHS.reject(next.id), { method: 'POST', headers: admin }), 404, PHOTOS_ERROR_CODES.notFound);
  });
});
