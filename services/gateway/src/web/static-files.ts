import express, { type RequestHandler } from 'express';

/** Released remotes: every path holds an immutable version, so browsers may keep them for a year. */
export function cdnFiles(cdnDir: string): RequestHandler {
  return express.static(cdnDir, {
    index: false,
    fallthrough: true,
    setHeaders: (res, path) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cache-Control', path.endsWith('releases.json') ? 'no-store' : 'public, max-age=31536000, immutable');
    },
  });
}

/** The shell: its entry file keeps its name across builds, so it is revalidated; hashed chunks are immutable. */
export function shellFiles(shellDir: string): RequestHandler {
  return express.static(shellDir, {
    index: false,
    setHeaders: (res, path) => {
      const hashed = /\.[0-9a-f]{10}\.js(\.map)?$/.test(path);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
