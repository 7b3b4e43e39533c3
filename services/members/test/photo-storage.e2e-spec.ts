import { PHOTOS_PATHS, type OwnPhotos } from '@rendezvous/contracts';
import {
  adminToken,
  freePort,
  queryServiceDb,
  signUpMember,
  spoofedMemberHeaders,
  startServiceInstance,
  type RunningInstance,
  waitForMemberProfile,
} from '@rendezvous/test-kit';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import sharp from 'sharp';
import { DiskPhotoStorage, S3PhotoStorage, type PhotoStorage } from '@rendezvous/nest-kit/photos';

const BUCKET = 'rendezvous-photos';
const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** A local S3-compatible server (s3rver) with an empty bucket, in this process. */
async function startS3(): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), 'rdv-s3-'));
  const port = await freePort();
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** What every photo storage must do: the same tests for the disk and the bucket. */
function behavesAsPhotoStorage(name: string, open: () => Promise<{ storage: PhotoStorage; close(): Promise<void> }>) {
  describe(name, () => {
    let storage: PhotoStorage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(() => close());

    it('writes, reads back with the size, overwrites, and removes a file; a missing one reads as null and removes quietly', async () => {
      await storage.write('17/abcDEF_-123.jpg', Buffer.from('first version'));
      let read = await storage.read('17/abcDEF_-123.jpg');
      expect(read?.size).toBe(13);
      expect(await text(read!.body)).toBe('first version');
      await storage.write('17/abcDEF_-123.jpg', Buffer.from('second'));
      read = await storage.read('17/abcDEF_-123.jpg');
      expect(await text(read!.body)).toBe('second');
      await storage.remove('17/abcDEF_-123.jpg');
      expect(await storage.read('17/abcDEF_-123.jpg')).toBeNull();
      await expect(storage.remove('17/abcDEF_-123.jpg')).resolves.toBeUndefined();
      expect(await storage.read('18/never-written.jpg')).toBeNull();
    });

    it('writes a missing file only once (demo avatars survive a second start untouched)', async () => {
      expect(await storage.writeIfMissing('19/main.svg', '<svg>one</svg>')).toBe(true);
      expect(await storage.writeIfMissing('19/main.svg', '<svg>two</svg>')).toBe(false);
      expect(await text((await storage.read('19/main.svg'))!.body)).toBe('<svg>one</svg>');
    });

    it('refuses names that are not photo names: no way out of the folder or the member prefix', async () => {
      for (const bad of ['../etc/passwd', '17/../../x.jpg', '/abs.jpg', '17/a.exe', '17/a b.jpg', 'abc/x.jpg', '17/sub/x.jpg']) {
        await expect(storage.write(bad, Buffer.from('x'))).rejects.toThrow('not a photo file name');
        await expect(storage.read(bad)).rejects.toThrow('not a photo file name');
      }
    });
  });
}

behavesAsPhotoStorage('DiskPhotoStorage', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'rdv-photos-'));
  return { storage: new DiskPhotoStorage(dir), close: () => rm(dir, { recursive: true, force: true }) };
});

behavesAsPhotoStorage('S3PhotoStorage (s3rver)', async () => {
  const s3 = await startS3();
  const storage = new S3PhotoStorage({ bucket: BUCKET, region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, ...S3_KEYS });
  return {
    storage,
    async close() {
      storage.destroy();
      await s3.stop();
    },
  };
});

describe('members with PHOTO_STORAGE=s3', () => {
  let s3: { endpoint: string; stop(): Promise<void> };
  let members: RunningInstance;
  beforeAll(async () => {
    s3 = await startS3();
    members = await startServiceInstance('members', {
      PHOTO_STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
    });
  });
  afterAll(async () => {
    await members?.stop();
    await s3?.stop();
  });

  it('stores an upload in the bucket and serves it to its owner, to others only once approved', async () => {
    const { id } = await signUpMember('Bucket Member');
    await waitForMemberProfile(id);
    await queryServiceDb('members', `UPDATE profiles SET status = 'active' WHERE id = $1`, [id]);
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    // Straight to the instance, as the gateway would call it (its member header with the internal token).
    const uploaded = await fetch(`${members.url}${PHOTOS_PATHS.own}`, {
      method: 'POST',
      headers: { ...spoofedMemberHeaders(id), 'x-request-type': 'client', 'content-type': 'image/jpeg' },
      body: jpeg,
    });
    expect(uploaded.status).toBe(201);
    const [photo] = ((await uploaded.json()) as OwnPhotos).photos;

    // The file is in the bucket, nowhere on the service's disk.
    const storage = new S3PhotoStorage({ bucket: BUCKET, region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, ...S3_KEYS });
    const stored = await storage.read(photo.filename);
    const storedBytes: Buffer[] = [];
    for await (const chunk of stored!.body as AsyncIterable<Buffer>) storedBytes.push(chunk);
    expect(await sharp(Buffer.concat(storedBytes)).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
    await expect(access(join(process.env.RDV_PHOTO_DIR ?? '', photo.filename))).rejects.toThrow();
    storage.destroy();

    const asOwner = await fetch(`${members.url}/photos/${photo.filename}`, { headers: spoofedMemberHeaders(id) });
    expect(asOwner.status).toBe(200);
    expect((await sharp(Buffer.from(await asOwner.arrayBuffer())).metadata()).width).toBe(400);
    expect((await fetch(`${members.url}/photos/${photo.filename}`)).status).toBe(404);
    const approved = await fetch(`${members.url}${PHOTOS_PATHS.approve(photo.id)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken()}`, 'x-request-type': 'client' },
    });
    expect(approved.status).toBe(200);
    expect((await fetch(`${members.url}/photos/${photo.thumb_filename}`)).status).toBe(200);

    const removed = await fetch(`${members.url}${PHOTOS_PATHS.one(photo.id)}`, {
      method: 'DELETE',
      headers: { ...spoofedMemberHeaders(id), 'x-request-type': 'client' },
    });
    expect(removed.status).toBe(200);
    const after = new S3PhotoStorage({ bucket: BUCKET, region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, ...S3_KEYS });
    expect(await after.read(photo.filename)).toBeNull();
    after.destroy();
  });
});
