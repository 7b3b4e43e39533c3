import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCREEN_CHUNKS } from './screens';

// A server-rendered lander names its design's chunk (server.tsx); the gateway finds that name in the build's
// preload-manifest.json and puts the chunk's hash in the page (ADR 0017 §6). A name that drifted from the
// loader's webpackChunkName would send the browser to the gateway for the release's whole table instead.
it('names each design’s chunk as its loader’s webpackChunkName does', () => {
  const source = readFileSync(join(__dirname, 'screens.ts'), 'utf8');
  const loaders = Object.fromEntries(
    [...source.matchAll(/^\s+'?([\w-]+)'?: \(\) => import\(\/\* webpackChunkName: "([\w-]+)" \*\//gm)].map(([, screen, chunk]) => [screen, chunk]),
  );
  expect(Object.keys(loaders).length).toBeGreaterThan(10);
  expect(SCREEN_CHUNKS).toEqual(loaders);
});
