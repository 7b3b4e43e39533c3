import { PHOTOS_PATHS, type OwnPhotos, type PendingPhoto } from '@rendezvous/contracts';
import { adminToken, call, queryServiceDb, signUpMember, waitForMemberProfile } from '@rendezvous/test-kit';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

// The operator's calls exactly as the README writes them: curl with the admin bearer and nothing
// else, no `X-Request-Type` (that header is the browser's CSRF defence; a bearer call without a
// session cookie is no browser's). Members and payments refused them with 403 before.
const asOperator = { asSiteClient: false, headers: { authorization: `Bearer ${adminToken()}` } } as const;

describe('operator calls with the admin bearer alone (README, "Operating it")', () => {
  it('approves and rejects photos being inspected', async () => {
    const signedUp = await signUpMember('Photo Operator Test');
    await waitForMemberProfile(signedUp.id);
    await queryServiceDb('members', "UPDATE profiles SET status = 'active' WHERE id = $1", [signedUp.id]);
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 40, g: 120, b: 200 } } })
      .jpeg()
      .toBuffer();
    const uploads = [];
    for (let i = 0; i < 2; i++) {
      uploads.push(await call<OwnPhotos>(PHOTOS_PATHS.own, { method: 'POST', headers: { cookie: signedUp.cookie, 'content-type': 'image/jpeg' }, body: jpeg }));
    }
    const [first, second] = uploads.at(-1)!.body.photos;

    const pending = await call<{ photos: PendingPhoto[] }>(PHOTOS_PATHS.pending, asOperator);
    expect(pending.status).toBe(200);
    expect(pending.body.photos.map((photo) => photo.id)).toEqual(expect.arrayContaining([first.id, second.id]));

    const approved = await call(PHOTOS_PATHS.approve(first.id), { ...asOperator, method: 'POST' });
    expect(approved.status).toBe(200);
    const rejected = await call(PHOTOS_PATHS.reject(second.id), { ...asOperator, method: 'POST' });
    expect(rejected.status).toBe(204);
    const own = await call<OwnPhotos>(PHOTOS_PATHS.own, { headers: { cookie: signedUp.cookie } });
    expect(own.body.photos).toEqual([expect.objectContaining({ id: first.id, status: 'active' })]);
  });

  it("reaches payments' refund with the admin bearer alone (an unknown order is its 404, not a 403)", async () => {
    const refund = await call(`/api/payments/admin/orders/${randomUUID()}/refund`, { ...asOperator, method: 'POST' });
    expect(refund.status).toBe(404);
  });

  it('still wants the client header from a browser holding a session, bearer or not', async () => {
    const signedUp = await signUpMember('Cookie Holder');
    const withCookie = await call(PHOTOS_PATHS.approve(1), {
      asSiteClient: false,
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken()}`, cookie: signedUp.cookie },
    });
    expect(withCookie.status).toBe(403);
    expect(withCookie.body).toMatchObject({ statusCode: 403 });
  });
});
