// Published version folders in an S3-compatible bucket (docs/adr/0022): <app>/<version>/<file>, written once,
// never changed. A CDN may serve the bucket directly; every gateway keeps a copy of the versions it serves in its
// CDN_DIR (release-mirror.ts), because the server render, the preloads and the gate read files. The gateways copy
// <app>/<version>.tar, the same files in one object: one request instead of a hundred (a remote with its server
// bundle and compressed twins is about 120 files), which is most of how long a release takes to reach them.
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { bucketClient, isMissingObject, type S3BucketOptions } from '@rendezvous/nest-kit/s3';
import { createWriteStream } from 'node:fs';
import { create, extract } from 'tar';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { INTEGRITY_FILE } from '../integrity';
import { filesOf } from '../release-store';
import { TEXT_TYPES } from '../../web/precompressed';

/** The built file's own type (a .br or .gz twin is stored with its file's type, as its own object). */
const typeOf = (file: string) =>
  TEXT_TYPES[extname(file.replace(/\.(br|gz)$/, ''))] ?? (file.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/octet-stream');

/** How many files move at once: a version is a few dozen files of a few kB to a few hundred kB. */
const PARALLEL = 8;

async function inBatches<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += PARALLEL) await Promise.all(items.slice(start, start + PARALLEL).map(work));
}

export class ReleaseObjects {
  private readonly client: S3Client;

  constructor(private readonly options: S3BucketOptions) {
    this.client = bucketClient(options);
  }

  private prefix(app: string, version: string): string {
    return `${app}/${version}/`;
  }

  private bundleKey(app: string, version: string): string {
    return `${app}/${version}.tar`;
  }

  /** Published: its integrity.json, the last file an upload writes, is there. */
  async has(app: string, version: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: `${this.prefix(app, version)}${INTEGRITY_FILE}` }));
      return true;
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw error;
    }
  }

  /** Every file of a sealed version folder, then the bundle; integrity.json last, so a version half uploaded is not published. */
  async upload(app: string, version: string, dir: string): Promise<void> {
    const files = await filesOf(dir);
    const put = async (file: string) => {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.options.bucket,
          Key: `${this.prefix(app, version)}${file}`,
          Body: await readFile(join(dir, file)),
          ContentType: typeOf(file),
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    };
    await inBatches(
      files.filter((file) => file !== INTEGRITY_FILE),
      put,
    );
    // Not compressed: the text files' .br and .gz twins are in it already, and the gateways' CPU is better spent on pages.
    const chunks: Buffer[] = [];
    for await (const chunk of create({ cwd: dir, portable: true }, files)) chunks.push(chunk as Buffer);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: this.bundleKey(app, version), Body: Buffer.concat(chunks), ContentType: 'application/x-tar' }),
    );
    if (files.includes(INTEGRITY_FILE)) await put(INTEGRITY_FILE);
  }

  /** Copies a published version's files into `dir` (a staging folder; the caller moves it into place). */
  async download(app: string, version: string, dir: string): Promise<void> {
    try {
      const bundle = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.bundleKey(app, version) }));
      // tar keeps every entry inside `cwd` (no absolute paths, no ..) unless told otherwise.
      await pipeline(bundle.Body as Readable, extract({ cwd: dir, strict: true }));
      return;
    } catch (error) {
      if (!isMissingObject(error)) throw error;
    }
    // A version uploaded file by file only (another tool, or an interrupted upload finished by hand): each file.
    const prefix = this.prefix(app, version);
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    await inBatches(keys, async (key) => {
      const file = join(dir, key.slice(prefix.length));
      // A key is a path inside the version folder: never outside it.
      if (!file.startsWith(`${dir}/`)) throw new Error(`the bucket holds a key outside its version folder: ${key}`);
      await mkdir(dirname(file), { recursive: true });
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      await pipeline(answer.Body as Readable, createWriteStream(file));
    });
  }

  destroy(): void {
    this.client.destroy();
  }
}
