import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { bucketClient, isMissingObject, type S3BucketOptions } from '../../s3';
import type { Readable } from 'node:stream';
import { assertPhotoName, contentTypeOf, type PhotoStorage, type StoredPhotoFile } from './photo-storage';

export type S3PhotoStorageOptions = S3BucketOptions;

/**
 * Photo files in an S3-compatible bucket. The bucket stays private: files reach browsers only
 * through the members service, which decides per request who may see which (photo-files.controller.ts).
 * PutObject is atomic, so readers never see half a file.
 */
export class S3PhotoStorage implements PhotoStorage {
  private readonly client: S3Client;

  constructor(private readonly options: S3PhotoStorageOptions) {
    this.client = bucketClient(options);
  }

  async write(name: string, content: Buffer | string): Promise<void> {
    assertPhotoName(name);
    await this.client.send(new PutObjectCommand({ Bucket: this.options.bucket, Key: name, Body: content, ContentType: contentTypeOf(name) }));
  }

  async writeIfMissing(name: string, content: Buffer | string): Promise<boolean> {
    assertPhotoName(name);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: name }));
      return false;
    } catch (error) {
      if (!isMissingObject(error)) throw error;
    }
    await this.write(name, content);
    return true;
  }

  async read(name: string): Promise<StoredPhotoFile | null> {
    assertPhotoName(name);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: name }));
      if (!answer.Body) return null;
      return { body: answer.Body as Readable, size: Number(answer.ContentLength ?? 0) };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    assertPhotoName(name);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: name }));
  }

  destroy(): void {
    this.client.destroy();
  }
}
