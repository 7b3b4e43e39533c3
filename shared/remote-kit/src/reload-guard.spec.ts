import { isChunkLoadError, RELOAD_GUARD_MS, reloadForFailedChunk, reloadIfChunkVanished } from './reload-guard';

function memoryDeps(start: number) {
  const store = new Map<string, string>();
  const deps = {
    clock: start,
    reloads: 0,
    now: () => deps.clock,
    storage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
    reload: () => {
      deps.reloads += 1;
    },
  };
  return deps;
}

describe('reload guard', () => {
  it('reloads on the first failed chunk', () => {
    const deps = memoryDeps(1_000_000);
    expect(reloadForFailedChunk(deps)).toBe(true);
    expect(deps.reloads).toBe(1);
  });

  it('does not reload again within 60000 ms, so a broken release never loops', () => {
    const deps = memoryDeps(1_000_000);
    reloadForFailedChunk(deps);
    deps.clock += RELOAD_GUARD_MS - 1;
    expect(reloadForFailedChunk(deps)).toBe(false);
    expect(deps.reloads).toBe(1);
  });

  it('reloads again once a minute has passed', () => {
    const deps = memoryDeps(1_000_000);
    reloadForFailedChunk(deps);
    deps.clock += RELOAD_GUARD_MS;
    expect(reloadForFailedChunk(deps)).toBe(true);
    expect(deps.reloads).toBe(2);
  });

  it('recognises webpack chunk load errors only', () => {
    const chunk = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk vendors-abc failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
  });
});

describe('reload for a failed chunk only when its file is gone', () => {
  const chunkError = (request?: string) => Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError', request });

  it('reloads when the chunk is no longer served (a release replaced the page’s version)', async () => {
    const deps = Object.assign(memoryDeps(1_000_000), { fileServed: async () => false });
    expect(await reloadIfChunkVanished(chunkError('https://cdn.test/mfe-chat/1/123.abc.js'), deps)).toBe(true);
    expect(deps.reloads).toBe(1);
  });

  it('does not reload when the chunk is still served (its integrity failed): the fallback stays', async () => {
    const asked: string[] = [];
    const deps = Object.assign(memoryDeps(1_000_000), { fileServed: async (url: string) => (asked.push(url), true) });
    expect(await reloadIfChunkVanished(chunkError('https://cdn.test/mfe-chat/1/123.abc.js'), deps)).toBe(false);
    expect(asked).toEqual(['https://cdn.test/mfe-chat/1/123.abc.js']);
    expect(deps.reloads).toBe(0);
  });

  it('ignores errors that are not chunk loads', async () => {
    const deps = Object.assign(memoryDeps(1_000_000), { fileServed: async () => false });
    expect(await reloadIfChunkVanished(new TypeError('x is undefined'), deps)).toBe(false);
    expect(deps.reloads).toBe(0);
  });
});
