// The release store (docs/adr/0017, section 4): CDN_DIR holds an immutable folder per published version of
// each app (CDN_DIR/<app>/<version>/), the pointer file releases.json (replaced by rename) and the append-only
// log releases.log.jsonl. Every writer (each gateway instance, the boot publish of a checkout) takes one
// exclusive lock on the store, so two teams releasing at once, or two gateways, serialize; readers never lock.
import type { checkOutcomeSchema, releaseActionSchema, releaseLogEntrySchema, releaseOutcomeSchema } from '@rendezvous/contracts/internal';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile, cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { lock } from 'proper-lockfile';
import type { z } from 'zod';
import { writeIntegrity } from './integrity';
import { checkRelease, liveDirs, type CheckResult } from './release-checks';
import {
  type AppPointer,
  pointerOf,
  POINTER_FILE,
  readReleasePointers,
  RELEASABLE_APPS,
  type ReleasePointers,
  versionDir,
  withPointer,
} from './release-pointers';

export const LOG_FILE = 'releases.log.jsonl';
/** Where uploads are unpacked: inside CDN_DIR, so moving a checked build into place is one rename on one file system. */
export const STAGING_DIR = '.staging';
const LOCK_FILE = 'releases.lock';
/** How many earlier versions a pointer remembers for rollbacks. */
const HISTORY_LENGTH = 20;

/** What a release log line, an outcome and a dry run's answer hold: the release API's contract (shared/contracts/src/internal/releases.ts). */
export type ReleaseAction = z.infer<typeof releaseActionSchema>;
/** One line of releases.log.jsonl: who did what to which app, from which version to which, and why. */
export type ReleaseLogEntry = z.infer<typeof releaseLogEntrySchema>;

/** A release the gate (or the layout check) refused: nothing was published and the pointer did not move. */
export class ReleaseRefused extends Error {
  constructor(
    readonly app: string,
    readonly refusals: string[],
    readonly warnings: string[],
  ) {
    super(`${app} was refused: ${refusals.join(' ')}`);
  }
}

/** A release that cannot be done as asked (no earlier version to roll back to, an unknown app). */
export class ReleaseNotPossible extends Error {}

export type ReleaseOutcome = z.infer<typeof releaseOutcomeSchema>;
/** What a dry run (checkVersion) tells: the live platform would accept the build; nothing was published. */
export type CheckOutcome = z.infer<typeof checkOutcomeSchema>;

export interface PublishOptions {
  who: string;
  /** the app's package.json version, the first half of the version id; default the build's release.json's */
  packageVersion?: string;
  /** 1-99: publish as the app's canary for this share of visitors instead of switching everyone */
  canaryPercent?: number;
  why?: string;
}

export interface ReleaseStoreOptions {
  cdnDir: string;
  /** the shell build served while no shell is released (SHELL_DIR): the live shell the first releases are checked against */
  fallbackShellDir: string;
  /** a lock older than this is taken over (its holder died mid-release); proper-lockfile refreshes a held lock */
  lockStaleMs?: number;
  /** how long a writer waits for the lock before giving up */
  lockWaitMs?: number;
  now?: () => Date;
}

/** Files of a build in a stable order, as paths relative to `dir`. */
async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

/** Source maps are not published: they stay with the team's build (and would show the source to anyone). */
export const isPublished = (file: string) => !file.endsWith('.map');

/** A build's content hash: the same files give the same version, so a re-sent build is not a new release. */
export async function contentHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await filesOf(dir)).filter(isPublished)) {
    hash.update(`${file}\0`);
    hash.update(await readFile(join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

const PACKAGE_VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?$/;

export class ReleaseStore {
  readonly cdnDir: string;
  private readonly fallbackShellDir: string;
  private readonly lockStaleMs: number;
  private readonly lockWaitMs: number;
  private readonly now: () => Date;

  constructor(options: ReleaseStoreOptions) {
    this.cdnDir = options.cdnDir;
    this.fallbackShellDir = options.fallbackShellDir;
    this.lockStaleMs = options.lockStaleMs ?? 30_000;
    this.lockWaitMs = options.lockWaitMs ?? 60_000;
    this.now = options.now ?? (() => new Date());
  }

  static isReleasable(app: string): boolean {
    return RELEASABLE_APPS.includes(app);
  }

  /** A fresh, empty staging folder for one candidate (the caller unpacks or copies the build into it). */
  async newStagingDir(): Promise<string> {
    const dir = join(this.cdnDir, STAGING_DIR, `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`);
    await mkdir(dir, { recursive: true });
    return dir;
  }

  readPointers(): Promise<ReleasePointers> {
    return readReleasePointers(this.cdnDir);
  }

  /**
   * Runs `work` holding the store's exclusive lock (a lock folder beside the pointer file, refreshed while
   * held, taken over when older than lockStaleMs: a gateway that died mid-release does not block the store).
   */
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

  /**
   * The one publish step: the candidate build in `stagingDir` is checked (layout, then the release gate
   * against the live apps), moved into its immutable folder CDN_DIR/<app>/<version>/ and made live (or the
   * app's canary). A refusal removes the staging folder, logs a `refusal` and throws ReleaseRefused; the
   * pointer stays. The staging folder is always gone afterwards.
   *
   * Extension points, in order, all inside the lock: the gate (release-checks.ts checkRelease), then
   * `sealVersion` (the integrity.json of ADR 0017 §6 is written there, before the folder becomes visible),
   * then the pointer switch (`canaryPercent` puts the build on the pointer's `canary` instead).
   */
  async publishVersion(app: string, stagingDir: string, options: PublishOptions): Promise<ReleaseOutcome> {
    try {
      if (!ReleaseStore.isReleasable(app)) throw new ReleaseNotPossible(`${app} is not an app of this platform; releasable: ${RELEASABLE_APPS.join(', ')}.`);
      await this.dropUnpublishedFiles(stagingDir);
      const version = `${await this.packageVersionOf(stagingDir, options.packageVersion)}-${await contentHash(stagingDir)}`;
      return await this.withLock(async () => {
        const pointers = await this.readPointers();
        const previous = pointerOf(pointers, app)?.current ?? null;
        const target = versionDir(this.cdnDir, app, version);
        // A version already published passed the gate once, but the live apps around it may have moved since.
        const checks = await checkRelease(app, existsSync(target) ? target : stagingDir, liveDirs(this.cdnDir, pointers, this.fallbackShellDir));
        if (checks.refusals.length) {
          await this.appendLog({ who: options.who, action: 'refusal', app, from: previous, to: version, why: checks.refusals.join(' ') });
          throw new ReleaseRefused(app, checks.refusals, checks.warnings);
        }
        if (!existsSync(target)) {
          await this.sealVersion(app, version, stagingDir);
          await mkdir(join(this.cdnDir, app), { recursive: true });
          await rename(stagingDir, target);
        }
        return this.switchPointer(pointers, app, version, options, checks);
      });
    } finally {
      await rm(stagingDir, { recursive: true, force: true });
    }
  }

  /**
   * The dry run of publishVersion (POST /internal/releases/<app>?check=1, `npm run deploy -- <app> --check`):
   * the same layout and gate checks against the apps live now, and nothing else. Nothing is published, sealed,
   * switched or logged, and the staging folder is always removed. A refusal throws ReleaseRefused like a release.
   *
   * Without the store's lock, on purpose: it only reads, and releases.json is replaced by rename, so it sees one
   * whole set of live apps. Its answer is advice for a pull request; the release itself checks again inside the
   * lock. Taking the lock would queue every pipeline's check behind the releases, and the releases behind them.
   * Not logged: the log is what happened to the live platform, and a check changes nothing there.
   */
  async checkVersion(app: string, stagingDir: string, options: { packageVersion?: string } = {}): Promise<CheckOutcome> {
    try {
      if (!ReleaseStore.isReleasable(app)) throw new ReleaseNotPossible(`${app} is not an app of this platform; releasable: ${RELEASABLE_APPS.join(', ')}.`);
      await this.dropUnpublishedFiles(stagingDir);
      const version = `${await this.packageVersionOf(stagingDir, options.packageVersion)}-${await contentHash(stagingDir)}`;
      const pointers = await this.readPointers();
      const live = pointerOf(pointers, app)?.current ?? null;
      const checks = await checkRelease(app, stagingDir, liveDirs(this.cdnDir, pointers, this.fallbackShellDir));
      if (checks.refusals.length) throw new ReleaseRefused(app, checks.refusals, checks.warnings);
      return { app, ok: true, version, live, warnings: checks.warnings, notes: checks.notes };
    } finally {
      await rm(stagingDir, { recursive: true, force: true });
    }
  }

  /**
   * Called with the candidate complete in `dir`, just before it becomes CDN_DIR/<app>/<version>/: what must
   * be in every published version and derives from its files (ADR 0017 §6, integrity.json) is written here.
   */
  protected async sealVersion(_app: string, _version: string, dir: string): Promise<void> {
    // ADR 0017 §6: the sha256 of every file (integrity.ts), which the manifest, the preloads and the server render check.
    await writeIntegrity(dir);
  }

  /** Switches everyone back to the version before the live one. */
  async rollback(app: string, { who, why = 'rollback' }: { who: string; why?: string }): Promise<{ app: string; from: string; to: string }> {
    return this.withLock(async () => {
      const pointers = await this.readPointers();
      const pointer = pointerOf(pointers, app);
      const [to, ...rest] = pointer?.history ?? [];
      if (!pointer || !to) throw new ReleaseNotPossible(`${app} has no earlier release to roll back to${pointer ? ` (live: ${pointer.current})` : ''}.`);
      // A canary of the version rolled away from goes with it; any other canary is left to its owner.
      const { canary, ...rolledBack } = { ...pointer, current: to, history: rest };
      await this.writePointers(withPointer(pointers, app, canary && canary.version !== pointer.current ? { ...rolledBack, canary } : rolledBack));
      await this.appendLog({ who, action: 'rollback', app, from: pointer.current, to, why });
      return { app, from: pointer.current, to };
    });
  }

  /** The pointers and the newest `limit` log entries, newest first. */
  async list(limit = 50): Promise<{ pointers: ReleasePointers; log: ReleaseLogEntry[] }> {
    const pointers = await this.readPointers();
    let lines: string[] = [];
    try {
      lines = (await readFile(join(this.cdnDir, LOG_FILE), 'utf8')).split('\n').filter(Boolean);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const log = lines
      .slice(-limit)
      .reverse()
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as ReleaseLogEntry];
        } catch {
          return []; // a line cut short by a crash mid-write: the others still count
        }
      });
    return { pointers, log };
  }

  /** Appends one line; the caller holds the lock, so lines of two writers never interleave. */
  async appendLog(entry: Omit<ReleaseLogEntry, 'at'>): Promise<void> {
    await mkdir(this.cdnDir, { recursive: true });
    await appendFile(join(this.cdnDir, LOG_FILE), `${JSON.stringify({ at: this.now().toISOString(), ...entry })}\n`);
  }

  /** Written to a temporary file and renamed over the old one: a reader sees the old or the new file, never half. */
  async writePointers(pointers: ReleasePointers): Promise<void> {
    const file = join(this.cdnDir, POINTER_FILE);
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, `${JSON.stringify(pointers, null, 2)}\n`);
    await rename(temporary, file);
  }

  /**
   * Publishes the builds of a checkout (`<checkout>/<app>/dist`) that are not published yet: the shell first,
   * then the remotes, each through publishVersion (so the gate and the lock apply). A build published before
   * keeps whatever pointer is set (a rollback survives a restart); an app without any pointer gets its build.
   * For development and tests only (RELEASE_CHECKOUT_DIR); returns one line per app for the log.
   */
  async publishCheckoutBuilds(checkoutDir: string, who = 'checkout'): Promise<string[]> {
    const report: string[] = [];
    for (const app of RELEASABLE_APPS) {
      const dist = join(checkoutDir, app, 'dist');
      if (!existsSync(join(dist, 'mf-manifest.json'))) continue;
      const packageVersion = await this.packageJsonVersion(join(checkoutDir, app, 'package.json'));
      const staging = await this.newStagingDir();
      // The build folder's own server bundle and files, without source maps (dropped again by publishVersion).
      await cp(dist, staging, { recursive: true, filter: (source) => isPublished(source) });
      const version = `${packageVersion}-${await contentHash(staging)}`;
      const pointer = pointerOf(await this.readPointers(), app);
      if (pointer && existsSync(versionDir(this.cdnDir, app, version))) {
        await rm(staging, { recursive: true, force: true });
        report.push(`${app} ${version}: published before, live stays ${pointer.current}`);
        continue;
      }
      try {
        const outcome = await this.publishVersion(app, staging, { who, packageVersion, why: `the checkout's build (${checkoutDir})` });
        report.push(
          `${app} ${outcome.version}: ${outcome.changed ? 'live' : 'already live'}${outcome.warnings.length ? ` (${outcome.warnings.join(' ')})` : ''}`,
        );
      } catch (error) {
        if (!(error instanceof ReleaseRefused)) throw error;
        report.push(`${app} ${version}: REFUSED, ${error.refusals.join(' ')}`);
      }
    }
    return report;
  }

  private async switchPointer(pointers: ReleasePointers, app: string, version: string, options: PublishOptions, checks: CheckResult): Promise<ReleaseOutcome> {
    const pointer = pointerOf(pointers, app);
    const previous = pointer?.current ?? null;
    const percent = options.canaryPercent;
    if (percent !== undefined && pointer && pointer.current !== version) {
      const changed = pointer.canary?.version !== version || pointer.canary.percent !== percent;
      if (changed) {
        await this.writePointers(withPointer(pointers, app, { ...pointer, canary: { version, percent, since: this.now().toISOString() } }));
        await this.appendLog({
          who: options.who,
          action: 'release',
          app,
          from: previous,
          to: version,
          why: options.why ?? `canary for ${percent} % of visitors`,
        });
      }
      return { app, version, previous, changed, canary: { percent }, warnings: checks.warnings };
    }
    // A first release has nobody to compare a canary with: it goes live for everyone.
    if (previous === version) return { app, version, previous, changed: false, warnings: checks.warnings };
    const next: AppPointer = {
      current: version,
      history: previous ? [previous, ...(pointer?.history ?? []).filter((v) => v !== version)].slice(0, HISTORY_LENGTH) : [],
    };
    // A canary of another version stays (its owner promotes or rolls it back); one of this version is now live for all.
    if (pointer?.canary && pointer.canary.version !== version) next.canary = pointer.canary;
    await this.writePointers(withPointer(pointers, app, next));
    await this.appendLog({ who: options.who, action: 'release', app, from: previous, to: version, why: options.why ?? 'release' });
    return { app, version, previous, changed: true, warnings: checks.warnings };
  }

  private async dropUnpublishedFiles(dir: string): Promise<void> {
    for (const file of await filesOf(dir)) if (!isPublished(file)) await rm(join(dir, file), { force: true });
  }

  private async packageVersionOf(dir: string, given?: string): Promise<string> {
    const version = given ?? (await this.packageJsonVersion(join(dir, 'release.json'))) ?? '0.0.0';
    if (!PACKAGE_VERSION.test(version)) throw new ReleaseNotPossible(`"${version}" is not a package version (like 1.4.2).`);
    return version;
  }

  private async packageJsonVersion(file: string): Promise<string | undefined> {
    try {
      return (JSON.parse(await readFile(file, 'utf8')) as { version?: string }).version;
    } catch {
      return undefined;
    }
  }
}
