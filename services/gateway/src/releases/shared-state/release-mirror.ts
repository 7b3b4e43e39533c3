// A gateway's copy of the shared release state (docs/adr/0022). Pages, the manifest, the preloads and the server
// render read CDN_DIR/releases.json and the version folders beside it, as on one machine; the mirror keeps both in
// step with the ledger in Postgres and the files in the bucket: on every announced switch (LISTEN), on a timer in
// case an announcement was lost, and on a request for a version folder it does not hold yet.
//
// Order matters: the folders a new set of pointers names are fetched first, then the pointer file is replaced.
// A page never names a version whose files this gateway cannot serve.
import { createLogger } from '@rendezvous/nest-kit';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writePointerFile, type ReleaseLedger, type ReleaseLogEntry, type VersionFiles } from '../release-ledger';
import { RELEASABLE_APPS, type ReleasePointers, SHELL_APP, versionDir } from '../release-pointers';
import type { ReleaseDatabase } from './release-database';
import type { ReleaseObjects } from './release-objects';

/**
 * How long a version the bucket does not have is taken as missing: a request for a made-up version of the right shape
 * (a scanner, an old link) costs the bucket one lookup per version in this time, not one per request.
 */
const MISSING_FOR_MS = 10_000;

/** What a published version is called: the package version and the content hash (release-store.ts). */
const VERSION_ID = /^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?-[0-9a-f]{10}$/;

/** Every version a set of pointers serves: each app's live one and its canary. */
export function servedVersions(pointers: ReleasePointers): { app: string; version: string }[] {
  const apps = [...Object.entries(pointers.remotes), ...(pointers.shell ? [[SHELL_APP, pointers.shell] as const] : [])];
  return apps.flatMap(([app, pointer]) => [{ app, version: pointer.current }, ...(pointer.canary ? [{ app, version: pointer.canary.version }] : [])]);
}

export interface ReleaseMirrorOptions {
  cdnDir: string;
  database: ReleaseDatabase;
  objects: ReleaseObjects;
  /** how often the ledger is read besides the announcements */
  intervalMs: number;
  logLevel?: string;
}

export class ReleaseMirror implements VersionFiles, ReleaseLedger {
  private readonly log;
  private revision = -1;
  /** one sync at a time, in order: a burst of announcements costs one read each, no overlapping writes */
  private queue: Promise<void> = Promise.resolve();
  /** fetches in flight, by folder: two requests for one missing version download it once */
  private readonly fetching = new Map<string, Promise<boolean>>();
  /** folders the bucket did not have, until when that answer is kept */
  private readonly missing = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: ReleaseMirrorOptions) {
    this.log = createLogger('gateway', options.logLevel ?? 'info');
  }

  /** Mirrors the ledger now, then follows it. */
  async start(): Promise<void> {
    await this.sync();
    this.options.database.listen(() => void this.sync());
    this.timer = setInterval(() => void this.sync(), this.options.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Brings CDN_DIR in step with the ledger; resolves when this call's read is applied. Never rejects. */
  sync(): Promise<void> {
    this.queue = this.queue.then(() =>
      this.syncOnce().catch((error: Error) => this.log.warn({ error: error.message }, 'release mirror: could not follow the ledger; trying again')),
    );
    return this.queue;
  }

  private async syncOnce(): Promise<void> {
    const { pointers, revision } = await this.options.database.readRevisioned();
    if (revision === this.revision) return;
    await this.fetchLive(pointers);
    await writePointerFile(this.options.cdnDir, pointers);
    this.revision = revision;
  }

  // VersionFiles: the release store's view of the files.

  /** Here already, or published in the bucket and copied here now (a staging folder, then one rename). */
  fetch(app: string, version: string, { missingKept = true }: { missingKept?: boolean } = {}): Promise<boolean> {
    if (!RELEASABLE_APPS.includes(app) || !VERSION_ID.test(version)) return Promise.resolve(false);
    const dir = versionDir(this.options.cdnDir, app, version);
    if (existsSync(dir)) return Promise.resolve(true);
    if (missingKept && (this.missing.get(dir) ?? 0) > Date.now()) return Promise.resolve(false);
    let pending = this.fetching.get(dir);
    if (!pending) {
      pending = this.download(app, version, dir).finally(() => this.fetching.delete(dir));
      this.fetching.set(dir, pending);
    }
    return pending;
  }

  private async download(app: string, version: string, dir: string): Promise<boolean> {
    if (!(await this.options.objects.has(app, version))) {
      // Expired entries go as new ones come: the map holds at most the versions asked for within MISSING_FOR_MS.
      for (const [folder, until] of this.missing) if (until <= Date.now()) this.missing.delete(folder);
      this.missing.set(dir, Date.now() + MISSING_FOR_MS);
      return false;
    }
    const staging = join(this.options.cdnDir, '.staging', `mirror-${randomBytes(6).toString('hex')}`);
    try {
      await mkdir(staging, { recursive: true });
      await this.options.objects.download(app, version, staging);
      await mkdir(join(this.options.cdnDir, app), { recursive: true });
      // Another fetch of this folder may have won (another process on this CDN_DIR): its copy is the same files.
      if (!existsSync(dir)) await rename(staging, dir);
      this.log.info({ app, version }, 'release mirror: fetched a published version from the bucket');
      return true;
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  /** Uploads the folder unless the bucket has the version (a folder here may be a copy, or left by a run on files alone). */
  async share(app: string, version: string): Promise<void> {
    if (await this.options.objects.has(app, version)) return;
    await this.options.objects.upload(app, version, versionDir(this.options.cdnDir, app, version));
  }

  async fetchLive(pointers: ReleasePointers): Promise<void> {
    for (const { app, version } of servedVersions(pointers)) {
      // The ledger names it: a miss remembered from before its upload does not count.
      if (!(await this.fetch(app, version, { missingKept: false }))) throw new Error(`${app} ${version} is live but not in the bucket`);
    }
  }

  // ReleaseLedger: the database's, and a switch made here is mirrored before the writer answers.

  readPointers(): Promise<ReleasePointers> {
    return this.options.database.readPointers();
  }

  async writePointers(pointers: ReleasePointers): Promise<void> {
    await this.options.database.writePointers(pointers);
    // This gateway serves the switch when the release API answers; the others follow the announcement.
    await this.sync();
  }

  appendLog(entry: ReleaseLogEntry): Promise<void> {
    return this.options.database.appendLog(entry);
  }

  readLog(limit: number): Promise<ReleaseLogEntry[]> {
    return this.options.database.readLog(limit);
  }

  withLock<T>(work: () => Promise<T>): Promise<T> {
    return this.options.database.withLock(work);
  }
}
