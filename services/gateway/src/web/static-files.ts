import express, { Router, type RequestHandler } from 'express';
import { join } from 'node:path';
import type { VersionFiles } from '../releases/release-ledger';
import { SHELL_APP } from '../releases/release-pointers';
import { precompressed } from './precompressed';

/**
 * Security headers that govern a document (or a worker) and do nothing on a script, stylesheet or
 * manifest a page loads: the policy for those is the page's own. Every built file still carries
 * X-Content-Type-Options (no sniffing a script's type) and Cross-Origin-Resource-Policy (who may
 * embed it); HSTS comes with every page. On HTTP/1.1 each header is sent again with every file: these
 * were about 700 of the 1,000 bytes of headers per file, and a first visit loads two dozen (issue 13).
 * The service worker (/sw-push.js) is not served from here and keeps them all; so do files a browser
 * may open as a document (HTML, SVG, which can carry script).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'Strict-Transport-Security',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

/** Scripts, stylesheets and JSON, as sent or as their brotli or gzip twin. */
const SUBRESOURCE = /\.(js|mjs|css|json)(\.br|\.gz)?$/;

/**
 * A folder of built files: the brotli or gzip twin the browser accepts (precompressed.ts), else the
 * file itself. A twin that went missing between the check and the send leaves no encoding header
 * on whatever answers instead. Caching goes by ETag alone (no Last-Modified beside it), and no
 * byte ranges: nobody resumes a script.
 */
function builtFiles(dir: string, { setHeaders, ...options }: NonNullable<Parameters<typeof express.static>[1]>): RequestHandler {
  const router = Router();
  const files = express.static(dir, {
    index: false,
    lastModified: false,
    acceptRanges: false,
    ...options,
    // Only a file that is sent loses them: a miss falls through to an answer that keeps every header.
    setHeaders: (res, path, stat) => {
      if (SUBRESOURCE.test(path)) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
      setHeaders?.(res, path, stat);
    },
  });
  router.use(precompressed(dir), files, (_req, res, next) => {
    res.removeHeader('Content-Encoding');
    next();
  });
  return router;
}

/** A release's server bundle (SERVER_RENDER_ENTRY) is the gateway's to run, not a browser's to download. */
const SERVER_BUNDLE = /^\/[^/]+\/[^/]+\/server(\/|$)/;
/** The release store's log names who released what: the release API's to show (releases/), not the web's. */
const RELEASE_LOG = /^\/releases\.log\.jsonl/;

/** `/<app>/<version>/<file>`: a path into a released version's folder. */
const VERSION_PATH = /^\/([^/]+)\/([^/]+)\/[^/]/;

/**
 * With shared release state (docs/adr/0022) a page made by another gateway may name a version this one has not
 * fetched yet (its announcement is milliseconds away): a request the files could not answer waits for the copy and
 * is tried once more, instead of a 404. Only misses pay for it; names that are no app's version are never looked
 * up in the bucket (VersionFiles.fetch refuses them).
 */
function retriedAfterFetch(files: RequestHandler, versions: VersionFiles | null, path: RegExp, appOf: (match: RegExpExecArray) => string[]): RequestHandler {
  if (!versions) return files;
  return (req, res, next) =>
    files(req, res, () => {
      const match = path.exec(req.path);
      let named: string[] | null = null;
      try {
        named = match && appOf(match).map(decodeURIComponent);
      } catch {
        // not a name the store gives: the 404
      }
      if (!named) return next();
      versions.fetch(named[0], named[1]).then(
        (fetched) => (fetched ? files(req, res, next) : next()),
        (error: unknown) => next(error),
      );
    });
}

/** Released remotes: every path holds an immutable version, so browsers may keep them for a year. */
export function cdnFiles(cdnDir: string, versions: VersionFiles | null = null): RequestHandler {
  const files = builtFiles(cdnDir, {
    fallthrough: true,
    setHeaders: (res, path) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cache-Control', /releases\.json(\.br|\.gz)?$/.test(path) ? 'no-store' : 'public, max-age=31536000, immutable');
    },
  });
  const served = retriedAfterFetch(files, versions, VERSION_PATH, ([, app, version]) => [app, version]);
  return (req, res, next) => (SERVER_BUNDLE.test(req.path) || RELEASE_LOG.test(req.path) ? next() : served(req, res, next));
}

/** `/<version>/<file>`: a path into a released shell's version folder. */
const SHELL_VERSION_PATH = /^\/(\d+\.\d+\.\d+[^/]*)\/[^/]/;

/**
 * Released shells (CDN_DIR/shell/<version>/), under /shell/<version>/: a version never changes, so every file
 * is kept for a year. The index.html template is the gateway's to fill (web.controller.ts), never sent as is.
 * Any other path (no version, or a version not published) falls through to the SHELL_DIR build.
 */
export function releasedShellFiles(cdnDir: string, versions: VersionFiles | null = null): RequestHandler {
  const files = builtFiles(join(cdnDir, 'shell'), {
    fallthrough: true,
    setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
  });
  const served = retriedAfterFetch(files, versions, SHELL_VERSION_PATH, ([, version]) => [SHELL_APP, version]);
  return (req, res, next) => (SHELL_VERSION_PATH.test(req.path) && !req.path.endsWith('/index.html') ? served(req, res, next) : next());
}

/** The shell: its entry file keeps its name across builds, so it is revalidated; hashed chunks are immutable. */
export function shellFiles(shellDir: string): RequestHandler {
  return builtFiles(shellDir, {
    setHeaders: (res, path) => {
      // The twin's name (main.0123456789.js.br) is as hashed as the file's.
      const hashed = /\.[0-9a-f]{10}\.(js|css)(\.map|\.br|\.gz)?$/.test(path);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
