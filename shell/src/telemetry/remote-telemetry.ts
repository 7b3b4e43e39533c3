import { TELEMETRY_MAX_EVENTS, TELEMETRY_PATH, type RemoteRelease, type TelemetryEvent } from '@rendezvous/contracts';

/**
 * What the shell tells the gateway about each remote (ADR 0017 section 7): mounts, mount errors, load
 * failures, uncaught errors from a remote's scripts and Web Vitals, each with the remote's version and the
 * visitor's cohort from the manifest entry. The gateway compares a canary with the stable release on them
 * and rolls a broken canary back by itself, so mounts and failures go out within FLUSH_MS of the first one
 * queued (both kinds on the same clock: failures sent sooner than successes would make every canary look
 * worse than it is); Web Vitals wait for the page to go out of sight. One beacon per batch: it survives
 * the tab being closed, and needs no client header (the gateway exempts this path).
 */
export const FLUSH_MS = 2_000;

type RemoteEventKind = Exclude<TelemetryEvent['kind'], 'vital'>;
type VitalName = Extract<TelemetryEvent, { kind: 'vital' }>['name'];

export interface TelemetryTarget {
  sendBeacon(url: string, body: Blob): boolean;
}

export class RemoteTelemetry {
  private releases = new Map<string, RemoteRelease>();
  private queue: TelemetryEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly target: TelemetryTarget | null) {}

  /** The page's manifest (and every one applied after it): where each remote's version and cohort come from. */
  knowReleases(releases: readonly RemoteRelease[]): void {
    this.releases = new Map(releases.map((release) => [release.name, release]));
  }

  report(kind: RemoteEventKind, remote: string): void {
    const facts = this.factsOf(remote);
    if (facts) this.enqueue({ kind, ...facts }, true);
  }

  reportVital(remote: string, name: VitalName, value: number): void {
    const facts = this.factsOf(remote);
    if (facts) this.enqueue({ kind: 'vital', name, value, ...facts }, false);
  }

  /**
   * The remote whose release served a script URL (an uncaught error's file or a line of its stack), or
   * null: errors of the shell's own code and of other sites are not a remote's.
   */
  remoteOfScript(text: string | undefined): string | null {
    if (!text) return null;
    for (const release of this.releases.values()) {
      const base = absolute(release.entryUrl).replace(/[^/]*$/, '');
      if (base && text.includes(base)) return release.name;
    }
    return null;
  }

  /** Sends what is queued now: the page is going out of sight, or a batch is due. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.queue.length) {
      const events = this.queue.splice(0, TELEMETRY_MAX_EVENTS);
      this.target?.sendBeacon(TELEMETRY_PATH, new Blob([JSON.stringify({ events })], { type: 'application/json' }));
    }
  }

  private factsOf(remote: string) {
    const release = this.releases.get(remote);
    return release ? { remote, version: release.version, cohort: release.cohort ?? 'stable' } : null;
  }

  private enqueue(event: TelemetryEvent, soon: boolean): void {
    this.queue.push(event);
    if (this.queue.length >= TELEMETRY_MAX_EVENTS) return this.flush();
    if (soon && !this.timer) this.timer = setTimeout(() => this.flush(), FLUSH_MS);
  }
}

function absolute(url: string): string {
  try {
    return new URL(url, window.location.href).href;
  } catch {
    return '';
  }
}

const beacon: TelemetryTarget | null = typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' ? navigator : null;

/** The page's one reporter. */
export const remoteTelemetry = new RemoteTelemetry(beacon);
