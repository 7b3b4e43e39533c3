import { CHAT_PATHS } from '@rendezvous/contracts';
import { baseUrl, call, expectEnvelope, queryServiceDb } from '@rendezvous/test-kit';
import sharp from 'sharp';
import { balanceOf, chatMember, send, type ChatMember } from './chat-members';

const PHOTO_CREDITS = 2;

/** A JPEG with EXIF (a GPS position and a camera), as a phone would upload it. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 80, b: 120 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestPhone', Model: 'Secret Serial 123' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 0/1' } })
    .toBuffer();
}

function upload(member: ChatMember, body: Buffer | string, type = 'image/jpeg') {
  return fetch(`${baseUrl()}${CHAT_PATHS.photos}`, {
    method: 'POST',
    headers: { cookie: member.cookie, 'content-type': type, 'x-request-type': 'client' },
    body,
  });
}

function readPhoto(member: ChatMember | null, url: string) {
  return fetch(`${baseUrl()}${url}`, { headers: { ...(member ? { cookie: member.cookie } : {}), 'x-request-type': 'client' } });
}

describe('photo messages', () => {
  it('re-encodes an upload without its metadata, sends it for photo_credits, and shows it to the two members only', async () => {
    const alice = await chatMember({ credits: 10, premium: true });
    const bob = await chatMember();
    const mallory = await chatMember();
    const uploaded = await upload(alice, await phonePhoto());
    expect(uploaded.status).toBe(201);
    const { photo } = (await uploaded.json()) as { photo: string };

    const sent = await call('/api/chat/messages', {
      method: 'POST',
      headers: { cookie: alice.cookie },
      json: { client_id: crypto.randomUUID(), to: bob.id, kind: 'photo', photo },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toMatchObject({
      kind: 'photo',
      text: null,
      photo: { url: CHAT_PATHS.photo(photo), thumb_url: CHAT_PATHS.photo(photo, 'thumb') },
    });
    expect(await balanceOf(alice.id)).toBe(10 - PHOTO_CREDITS);

    const seen = await readPhoto(bob, sent.body.message.photo.url);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/jpeg');
    expect(seen.headers.get('cache-control')).toContain('private');
    const metadata = await sharp(Buffer.from(await seen.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
    expect(metadata.exif).toBeUndefined();
    const thumb = await sharp(Buffer.from(await (await readPhoto(bob, sent.body.message.photo.thumb_url)).arrayBuffer())).metadata();
    expect(thumb).toMatchObject({ width: 320, height: 320 });
    expect((await readPhoto(alice, sent.body.message.photo.url)).status).toBe(200);

    expectEnvelope({ ...(await toResult(await readPhoto(mallory, sent.body.message.photo.url))) }, 404);
    expectEnvelope({ ...(await toResult(await readPhoto(null, sent.body.message.photo.url))) }, 403, 'authentication_required');
  });

  it('sends a photo once, and only the sender’s own upload', async () => {
    const alice = await chatMember({ credits: 10, premium: true });
    const bob = await chatMember({ credits: 10, premium: true });
    const { photo } = (await (await upload(alice, await phonePhoto())).json()) as { photo: string };
    const message = (from: ChatMember, to: number) =>
      call('/api/chat/messages', { method: 'POST', headers: { cookie: from.cookie }, json: { client_id: crypto.randomUUID(), to, kind: 'photo', photo } });
    expectEnvelope(await message(bob, alice.id), 400);
    expect((await message(alice, bob.id)).status).toBe(200);
    expectEnvelope(await message(alice, bob.id), 400);
    expect(await balanceOf(alice.id)).toBe(10 - PHOTO_CREDITS);
    expect(await balanceOf(bob.id)).toBe(10);
  });

  it('refuses what is not an image (415) and stores nothing', async () => {
    const alice = await chatMember({ credits: 10, premium: true });
    const refused = await upload(alice, '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as { code: string }).code).toBe('PHOTO.NOT_AN_IMAGE');
    expect(await queryServiceDb('chat', 'SELECT 1 FROM chat_photos WHERE owner_id = $1', [alice.id])).toHaveLength(0);
    // A text message is still a text: a photo id on it changes nothing.
    const bob = await chatMember();
    expect((await send(alice, bob.id, { text: 'no photo here' })).body.message.photo).toBeNull();
  });
});

async function toResult(response: Response) {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body, text };
}

describe('the gif search', () => {
  it('finds gifs of the local catalogue in the member’s language and sends one as a photo message for photo_credits', async () => {
    const alice = await chatMember({ credits: 10, premium: true });
    const bob = await chatMember();
    const popular = await call('/api/chat/gifs?q=', { headers: { cookie: alice.cookie } });
    expect(popular.body.gifs.length).toBeGreaterThanOrEqual(10);
    const german = await call(`/api/chat/gifs?q=${encodeURIComponent('liebe')}`, { headers: { cookie: alice.cookie } });
    expect(german.body.gifs.map((gif: { id: string }) => gif.id)).toEqual(['love']);
    expect((await call('/api/chat/gifs?q=zzzz', { headers: { cookie: alice.cookie } })).body.gifs).toEqual([]);

    const file = await fetch(`${baseUrl()}${german.body.gifs[0].url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('image/svg+xml');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect(await file.text()).toContain('<svg');

    const sent = await call('/api/chat/messages', {
      method: 'POST',
      headers: { cookie: alice.cookie },
      json: { client_id: crypto.randomUUID(), to: bob.id, kind: 'photo', gif_id: 'love' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toMatchObject({ kind: 'photo', photo: { url: german.body.gifs[0].url } });
    expect(await balanceOf(alice.id)).toBe(10 - PHOTO_CREDITS);
    const unknown = await call('/api/chat/messages', {
      method: 'POST',
      headers: { cookie: alice.cookie },
      json: { client_id: crypto.randomUUID(), to: bob.id, kind: 'photo', gif_id: 'no-such-gif' },
    });
    expectEnvelope(unknown, 400);
    expect(await balanceOf(alice.id)).toBe(10 - PHOTO_CREDITS);
    expectEnvelope(await call('/api/chat/gifs?q=hi'), 403, 'authentication_required');
  });
});
