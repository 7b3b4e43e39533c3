import type { RemoteRelease } from '@rendezvous/contracts';
import { pinEntries } from './entry-integrity';

// What the remotes' runtimes read before loading a chunk (shared/build-config/chunk-integrity-plugin.js): for
// each release folder, the hashes the page gave and where the page's gateway answers the rest.
const release = (version: string, extra: Partial<RemoteRelease> = {}): RemoteRelease => ({
  name: 'mfe-chat',
  scope: 'mfe_chat',
  version,
  manifestUrl: `https://cdn.example/cdn/mfe-chat/${encodeURIComponent(version)}/mf-manifest.json`,
  entryUrl: `https://cdn.example/cdn/mfe-chat/${encodeURIComponent(version)}/remoteEntry.js`,
  integrity: 'sha256-entry',
  ...extra,
});

describe('pinEntries publishes each pinned release’s chunk hashes for its runtime', () => {
  beforeEach(() => delete window.__rdvIntegrity);

  it('by the release folder (the runtime’s public path): the page’s hashes and the gateway’s table of that version', () => {
    pinEntries([release('1.0.0+ab', { files: { 'a.js': 'sha256-a' } })]);
    expect(window.__rdvIntegrity).toEqual({
      'https://cdn.example/cdn/mfe-chat/1.0.0%2Bab/': { files: { 'a.js': 'sha256-a' }, table: '/api/integrity/mfe-chat/1.0.0%2Bab' },
    });
  });

  it('keeps the page’s hashes when a later manifest (a retry’s /api/remotes.json) names none', () => {
    pinEntries([release('1.0.0+ab', { files: { 'a.js': 'sha256-a' } })]);
    pinEntries([release('1.0.0+ab')]);
    expect(window.__rdvIntegrity?.['https://cdn.example/cdn/mfe-chat/1.0.0%2Bab/'].files).toEqual({ 'a.js': 'sha256-a' });
  });

  it('publishes nothing for a release without an entry hash (sealed before integrity.json): its runtime refuses every chunk', () => {
    pinEntries([release('0.9.0', { integrity: undefined })]);
    expect(window.__rdvIntegrity).toEqual({});
  });
});
