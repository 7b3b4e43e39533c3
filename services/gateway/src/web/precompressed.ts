import type { RequestHandler } from 'express';
import Negotiator from 'negotiator';
import { access } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

/** What the build compresses (shared/build-config TEXT_ASSETS) and the type each is served as. */
export const TEXT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** The twins the build writes beside a file, best first: brotli, then gzip. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * The encoding to send: the browser's q-values first, then ours (brotli over gzip). Browsers list
 * gzip first at the same weight (`gzip, deflate, br, zstd`); by their order alone brotli's smaller
 * files would never be sent. (negotiator 1 takes a preferred order; its types do not say so yet.)
 */
function preferredEncoding(req: Parameters<RequestHandler>[0]): string | undefined {
  const names = ENCODINGS.map((encoding) => encoding.name);
  const negotiator = new Negotiator(req) as Negotiator & {
    encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
  };
  return negotiator.encoding(names, { preferred: names });
}

/**
 * Serves the build's precompressed twin of a text file (`main.js.br`, `main.js.gz`) when the browser
 * accepts it: the file's own Content-Type, Content-Encoding, and `Vary: Accept-Encoding` so caches
 * keep one copy per encoding. It only rewrites the request: the static handler after it sends the
 * file with its usual caching headers. A file without a twin (small ones) goes out as it is. The
 * folder is looked at on every request, not once at start: releases add files while it runs.
 */
export function precompressed(root: string): RequestHandler {
  const base = resolve(root);
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = TEXT_TYPES[extname(req.path).toLowerCase()];
    if (!type) return next();
    res.vary('Accept-Encoding');
    const accepted = preferredEncoding(req);
    const encoding = ENCODINGS.find((candidate) => candidate.name === accepted);
    if (!encoding) return next();
    let file: string;
    try {
      file = resolve(base, `.${decodeURIComponent(req.path)}`);
    } catch {
      return next();
    }
    // Outside the folder: the static handler refuses it.
    if (!file.startsWith(base + sep)) return next();
    try {
      await access(file + encoding.suffix);
    } catch {
      return next();
    }
    const query = req.url.indexOf('?');
    req.url = `${req.path}${encoding.suffix}${query >= 0 ? req.url.slice(query) : ''}`;
    res.setHeader('Content-Encoding', encoding.name);
    // Set before the static handler, which keeps a type already set rather than use the .br name's.
    res.setHeader('Content-Type', type);
    next();
  };
}
