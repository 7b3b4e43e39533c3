// A local S3-compatible server (s3rver) in this process: the cluster mode's object store for released version
// folders (docs/adr/0022), and the tests'. Production uses a real bucket; the gateway speaks the same S3 API to both.
import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { findFreePort } from './postgres.mjs';

/** s3rver takes any key pair; these say what they are. */
export const LOCAL_S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Starts the server on `port` (0: a free one) with `buckets` made, its objects under `dir` (kept across starts).
 * @param {{ dir: string, buckets: string[], port?: number }} options
 * @returns {Promise<{ endpoint: string, stop: () => Promise<void> }>}
 */
export async function startObjectStore({ dir, buckets, port = 0 }) {
  mkdirSync(dir, { recursive: true });
  const chosen = port || (await findFreePort());
  const server = new S3rver({
    address: '127.0.0.1',
    port: chosen,
    directory: dir,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${chosen}`, stop: () => server.close() };
}
