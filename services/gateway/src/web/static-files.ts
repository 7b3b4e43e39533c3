import express, { Router, type RequestHandler } from 'express';
import { precompressed } from './precompressed';

/**
 * A folder of built files: the brotli or gzip twin the browser accepts (precompressed.ts), else the
 * file itself. A twin that went missing between the check and the send leaves no encoding header
 * on whatever answers instead.
 */
function builtFiles(dir: string, options: Parameters<typeof express.static>[1]): RequestHandler {
  const router = Router();
  router.use(precompressed(dir), express.static(dir, { index: false, ...options }), (_req, res, next) => {
    res.removeHeader('Content-Encoding');
    next();
  });
  return router;
}

/** A release's server bundle (SERVER_RENDER_ENTRY) is the gateway's to run, not a browser's to download. */
const SERVER_BUNDLE = /^\/[^/]+\/[^/]+\/server(\/|$)/;

/** Released remotes: every path holds an immutable version, so browsers may keep them for a year. */
export function cdnFiles(cdnDir: string): RequestHandler {
  const files = builtFiles(cdnDir, {
    fallthrough: true,
    setHeaders: (res, path) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cache-Control', /releases\.json(\.br|\.gz)?$/.test(path) ? 'no-store' : 'public, max-age=31536000, immutable');
    },
  });
  return (req, res, next) => (SERVER_BUNDLE.test(req.path) ? next() : files(req, res, next));
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
