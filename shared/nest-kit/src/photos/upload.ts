import { PHOTO_MESSAGES, PHOTO_UPLOAD_MAX_BYTES, PHOTOS_ERROR_CODES } from '@rendezvous/contracts';
import type { Readable } from 'node:stream';
import { AppError } from '../errors';
import { notAnImage } from './images';

export const photoTooLarge = () => new AppError(413, PHOTOS_ERROR_CODES.tooLarge, PHOTO_MESSAGES.tooLarge);

/**
 * Reads an upload while it streams, refusing it as soon as it passes the limit: a 2 GB body costs
 * 10 MB of memory, not more. The rest of a refused body is read and dropped rather than the
 * connection destroyed, so the refusal reaches the member through the gateway (a reset connection
 * would lose it).
 */
export function readUpload(body: Readable, limit = PHOTO_UPLOAD_MAX_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      body.off('data', onData);
      body.off('end', onEnd);
      chunks.length = 0;
      body.resume();
      reject(photoTooLarge());
    };
    const onEnd = () => (size === 0 ? reject(notAnImage()) : resolve(Buffer.concat(chunks, size)));
    body.on('data', onData);
    body.once('end', onEnd);
    body.once('error', reject);
  });
}
