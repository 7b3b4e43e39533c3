/**
 * An S3-compatible bucket's client as the platform makes it (photo storage, the gateway's release files): a
 * separate entry point (`@rendezvous/nest-kit/s3`), so only processes that use a bucket load the AWS SDK.
 */
import { NoSuchKey, NotFound, S3Client } from '@aws-sdk/client-s3';

export interface S3BucketOptions {
  bucket: string;
  region: string;
  /** an S3-compatible endpoint (MinIO, Ceph, a local s3rver); AWS's own when empty */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path instead of the host name, as most S3-compatible servers want */
  forcePathStyle: boolean;
}

export function bucketClient(options: S3BucketOptions): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint || undefined,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
}

/** A HEAD or GET of a key the bucket does not hold (S3 and compatible servers say it in three ways). */
export const isMissingObject = (error: unknown): boolean =>
  error instanceof NoSuchKey || error instanceof NotFound || (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404;
