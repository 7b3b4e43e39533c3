// Where the release store keeps what every writer must agree on (docs/adr/0017 §4, docs/adr/0022): the pointers,
// the release log and the writers' lock, and where it finds a published version's files. Two kinds:
// - on one machine (the zero-set-up default): files in CDN_DIR (FileLedger, LocalVersions, below);
// - with several gateways on several machines: Postgres and an S3-compatible bucket (shared-state/).
// The store's steps (gate, seal, switch, log) are the same on both.
import type { releaseLogEntrySchema } from '@rendezvous/contracts/internal';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { lock } from 'proper-lockfile';
import type { z } from 'zod';
import { POINTER_FILE, readReleasePointers, type ReleasePointers, versionDir } from './release-pointers';

/** One line of the release log: who did what to which app, from which version to which, and why. */
export type ReleaseLogEntry = z.infer<typeof releaseLogEntrySchema>;

/** The pointers, the log and the lock every writer of the store takes. */
export interface ReleaseLedger {
  /** the pointers as the writers see them (inside the lock: the ones to change) */
  readPointers(): Promise<ReleasePointers>;
  /** replaces the pointers at once: a reader sees the old or the new set, never half */
  writePointers(pointers: ReleasePointers): Promise<void>;
  /** the caller holds the lock, so entries of two writers never interleave */
  appendLog(entry: ReleaseLogEntry): Promise<void>;
  /** the newest `limit` entries, newest first */
  readLog(limit: number): Promise<ReleaseLogEntry[]>;
  /** runs `work` as the only writer (of every gateway); a writer that died does not block the others */
  withLock<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * A published version's files as this gateway reads them: CDN_DIR/<app>/<version>/ (the static files, the
 * server render and the gate read that folder). With shared state the folder is a copy of the bucket's.
 */
export interface VersionFiles {
  /** true when the version is published and its folder is here (fetched first when it is published elsewhere) */
  fetch(app: string, version: string): Promise<boolean>;
  /** CDN_DIR/<app>/<version>/ is sealed here: make it published for every gateway (nothing to do when it is) */
  share(app: string, version: string): Promise<void>;
  /** every version `pointers` names as live or canary is here (the gate reads the live apps' folders) */
  fetchLive(pointers: ReleasePointers): Promise<void>;
}

const LOG_FILE = 'releases.log.jsonl';
const LOCK_FILE = 'releases.lock';

export interface FileLedgerOptions {
  /** a lock older than this is taken over (its holder died mid-release); proper-lockfile refreshes a held lock */
  lockStaleMs?: number;
  /** how long a writer waits for the lock before giving up */
  lockWaitMs?: number;
}

/**
 * One machine's ledger: CDN_DIR/releases.json (replaced by rename), the append-only CDN_DIR/releases.log.jsonl
 * and a lock folder beside them, which every gateway on the machine and the boot publish of a checkout take.
 */
export class FileLedger implements ReleaseLedger {
  private readonly lockStaleMs: number;
  private readonly lockWaitMs: number;

  constructor(
    private readonly cdnDir: string,
    options: FileLedgerOptions = {},
  ) {
    this.lockStaleMs = options.lockStaleMs ?? 30_000;
    this.lockWaitMs = options.lockWaitMs ?? 60_000;
  }

  readPointers(): Promise<ReleasePointers> {
    return readReleasePointers(this.cdnDir);
  }

  /** Written to a temporary file and renamed over the old one: a reader sees the old or the new file, never half. */
  async writePointers(pointers: ReleasePointers): Promise<void> {
    await writePointerFile(this.cdnDir, pointers);
  }

  async appendLog(entry: ReleaseLogEntry): Promise<void> {
    await mkdir(this.cdnDir, { recursive: true });
    await appendFile(join(this.cdnDir, LOG_FILE), `${JSON.stringify(entry)}\n`);
  }

  async readLog(limit: number): Promise<ReleaseLogEntry[]> {
    let lines: string[] = [];
    try {
      lines = (await readFile(join(this.cdnDir, LOG_FILE), 'utf8')).split('\n').filter(Boolean);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    return lines
      .slice(-limit)
      .reverse()
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as ReleaseLogEntry];
        } catch {
          return []; // a line cut short by a crash mid-write: the others still count
        }
      });
  }

  /** A lock folder beside the pointer file, refreshed while held, taken over when older than lockStaleMs. */
  async withLock<T>(work: () => Promise<T>): Promise<T> {
    await mkdir(this.cdnDir, { recursive: true });
    const retries = Math.ceil(this.lockWaitMs / 100);
    const release = await lock(this.cdnDir, {
      lockfilePath: join(this.cdnDir, LOCK_FILE),
      stale: this.lockStaleMs,
      update: Math.min(10_000, Math.floor(this.lockStaleMs / 2)),
      retries: { retries, factor: 1, minTimeout: 100, maxTimeout: 100 },
    });
    try {
      return await work();
    } finally {
      await release();
    }
  }
}

/** CDN_DIR/releases.json replaced by rename: the only way it is written, by the file ledger and by the mirror. */
export async function writePointerFile(cdnDir: string, pointers: ReleasePointers): Promise<void> {
  await mkdir(cdnDir, { recursive: true });
  const file = join(cdnDir, POINTER_FILE);
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, `${JSON.stringify(pointers, null, 2)}\n`);
  await rename(temporary, file);
}

/** One machine's version files: published means its folder is in CDN_DIR; there is nobody to share with. */
export class LocalVersions implements VersionFiles {
  constructor(private readonly cdnDir: string) {}

  async fetch(app: string, version: string): Promise<boolean> {
    return existsSync(versionDir(this.cdnDir, app, version));
  }

  /** Sealed in CDN_DIR is published: every reader is on this folder. */
  share(): Promise<void> {
    return Promise.resolve();
  }

  /** The live versions' folders are here: they were published into this folder. */
  fetchLive(): Promise<void> {
    return Promise.resolve();
  }
}
