import type { RequestStep } from '@rendezvous/nest-kit';
import compression from 'compression';
import { constants } from 'node:zlib';

/** Answers smaller than this go as they are: compressing them saves less than the header costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compression of what is made per request (pages, API JSON) above 1 KB, at cheap levels (gzip 6,
 * brotli 4) so the API's throughput holds; brotli when the browser takes it. Built files already
 * carry their encoding (precompressed.ts) and are left alone, as are images and anything marked
 * `Cache-Control: no-transform`.
 */
export function onTheFlyCompression(): RequestStep {
  const compress = compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    level: 6,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  }) as unknown as RequestStep;
  // A caller that takes no encoding (services, load tests, curl) skips the wrapping altogether.
  return (req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next());
}
