import type { RemoteRelease, TelemetryBatch } from '@rendezvous/contracts';
import { FLUSH_MS, RemoteTelemetry } from './remote-telemetry';

const release = (name: string, version: string, cohort?: 'stable' | 'canary'): RemoteRelease => ({
  name,
  scope: name.replace(/-/g, '_'),
  version,
  manifestUrl: `/cdn/${name}/${version}/mf-manifest.json`,
  entryUrl: `/cdn/${name}/${version}/remoteEntry.js`,
  cohort,
});

async function sentBatches(sendBeacon: jest.Mock<boolean, [string, Blob]>): Promise<TelemetryBatch[]> {
  // jsdom's Blob has no text(): read as a browser's FileReader would.
  const read = (blob: Blob) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blob);
    });
  return Promise.all(sendBeacon.mock.calls.map(([, blob]: [string, Blob]) => read(blob).then((text) => JSON.parse(text) as TelemetryBatch)));
}

describe('the shell reporting remotes to the gateway', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends mounts and failures with version and cohort in one beacon within FLUSH_MS of the first, to /api/telemetry', async () => {
    const sendBeacon = jest.fn((_url: string, _body: Blob) => true);
    const telemetry = new RemoteTelemetry({ sendBeacon });
    telemetry.knowReleases([release('mfe-chat', '1.1.0-new', 'canary'), release('mfe-members', '1.0.0-old')]);
    telemetry.report('mount-error', 'mfe-chat');
    telemetry.report('mount', 'mfe-members');
    // A remote the manifest does not name has no version to report against.
    telemetry.report('mount', 'mfe-unknown');
    jest.advanceTimersByTime(FLUSH_MS - 1);
    expect(sendBeacon).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0][0]).toBe('/api/telemetry');
    expect(await sentBatches(sendBeacon)).toEqual([
      {
        events: [
          { kind: 'mount-error', remote: 'mfe-chat', version: '1.1.0-new', cohort: 'canary' },
          { kind: 'mount', remote: 'mfe-members', version: '1.0.0-old', cohort: 'stable' },
        ],
      },
    ]);
  });

  it('keeps Web Vitals until the page goes out of sight', async () => {
    const sendBeacon = jest.fn((_url: string, _body: Blob) => true);
    const telemetry = new RemoteTelemetry({ sendBeacon });
    telemetry.knowReleases([release('mfe-landers', '2.0.0-a')]);
    telemetry.reportVital('mfe-landers', 'LCP', 1234);
    jest.advanceTimersByTime(60_000);
    expect(sendBeacon).not.toHaveBeenCalled();
    telemetry.flush();
    expect(await sentBatches(sendBeacon)).toEqual([
      { events: [{ kind: 'vital', name: 'LCP', value: 1234, remote: 'mfe-landers', version: '2.0.0-a', cohort: 'stable' }] },
    ]);
  });

  it("knows a remote's script by its release's address, and nobody else's", () => {
    const telemetry = new RemoteTelemetry(null);
    telemetry.knowReleases([release('mfe-chat', '1.1.0-new', 'canary')]);
    expect(telemetry.remoteOfScript(`${window.location.origin}/cdn/mfe-chat/1.1.0-new/123.abc.js`)).toBe('mfe-chat');
    expect(telemetry.remoteOfScript(`Error: boom\n    at mount (${window.location.origin}/cdn/mfe-chat/1.1.0-new/5.js:1:20)`)).toBe('mfe-chat');
    expect(telemetry.remoteOfScript(`${window.location.origin}/shell/main.js`)).toBeNull();
    expect(telemetry.remoteOfScript(undefined)).toBeNull();
  });
});
