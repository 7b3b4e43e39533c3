// The release store (docs/adr/0017, section 4): CDN_DIR holds an immutable folder per published version of
// each app (CDN_DIR/<app>/<version>/) and the pointer file releases.json that every page reads. The pointers
// the writers agree on, the release log and the writers' lock live in the store's ledger (release-ledger.ts):
// files beside them on one machine, Postgres and a bucket when several gateways share the releases
// (shared-state/, docs/adr/0022). Every writer (each gateway instance, the boot publish of a checkout) takes
// the ledger's one exclusive lock, so two teams releasing at once, or two gateways, serialize; readers never lock.
import type { checkOutcomeSchema, releaseActionSchema, releaseOutcomeSchema } from '@rendezvous/contracts/internal';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import { writeIntegrity } from './integrity';
import { checkRelease, liveDirs, type CheckResult } from './release-checks';
import { FileLedger, LocalVersions, type ReleaseLedger, type ReleaseLogEntry, type VersionFiles } from './release-ledger';
import { type AppPointer, pointerOf, RELEASABLE_APPS, type ReleasePointers, versionDir, withPointer } from './release-pointers';

export type { ReleaseLogEntry } from './release-ledger';
/** Where uploads are unpacked: inside CDN_DIR, so moving a checked build into place is one rename on one file system. */
export const STAGING_DIR = '.staging';
/** How many earlier versions a pointer remembers for rollbacks. */
const HISTORY_LENGTH = 20;

/** What a release log line, an outcome and a dry run's answer hold: the release API's contract (shared/contracts/src/internal/releases.ts). */
export type ReleaseAction = z.infer<typeof releaseActionSchema>;

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
  /** the file ledger's lock: older than this is taken over (its holder died mid-release) */
  lockStaleMs?: number;
  /** how long a writer waits for the file ledger's lock before giving up */
  lockWaitMs?: number;
  /** shared state (docs/adr/0022): pointers, log and lock in Postgres, version files in a bucket; default files in cdnDir */
  shared?: { ledger: ReleaseLedger; versions: VersionFiles };
  now?: () => Date;
}

/** Files of a build in a stable order, as paths relative to `dir`. */
export async function filesOf(dir: string): Promise<string[]> {
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
  private readonly ledger: ReleaseLedger;
  private readonly versions: VersionFiles;
  private readonly now: () => Date;

  constructor(options: ReleaseStoreOptions) {
    this.cdnDir = options.cdnDir;
    this.fallbackShellDir = options.fallbackShellDir;
    this.ledger = options.shared?.ledger ?? new FileLedger(options.cdnDir, options);
    this.versions = options.shared?.versions ?? new LocalVersions(options.cdnDir);
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

  /** The pointers the writers agree on (the ledger's; pages read CDN_DIR/releases.json, which follows them). */
  readPointers(): Promise<ReleasePointers> {
    return this.ledger.readPointers();
  }

  /**
   * Runs `work` holding the store's exclusive lock, the ledger's: a lock folder beside the pointer file, or a
   * Postgres advisory lock. A gateway that died mid-release does not block the store.
   */
  withLock<T>(work: () => Promise<T>): Promise<T> {
    return this.ledger.withLock(work);
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
        const published = await this.versions.fetch(app, version);
        // The gate reads the live apps' folders: another gateway may have published them.
        await this.versions.fetchLive(pointers);
        // A version already published passed the gate once, but the live apps around it may have moved since.
        const checks = await checkRelease(app, published ? target : stagingDir, liveDirs(this.cdnDir, pointers, this.fallbackShellDir));
        if (checks.refusals.length) {
          await this.appendLog({ who: options.who, action: 'refusal', app, from: previous, to: version, why: checks.refusals.join(' ') });
          throw new ReleaseRefused(app, checks.refusals, checks.warnings);
        }
        if (!published) {
          await this.sealVersion(app, version, stagingDir);
          await mkdir(join(this.cdnDir, app), { recursive: true });
          await rename(stagingDir, target);
        }
        // Before any pointer names it: every gateway that reads the new pointer finds the files (a no-op when shared).
        await this.versions.share(app, version);
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
      await this.versions.fetchLive(pointers);
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
      if (!(await this.versions.fetch(app, to))) throw new ReleaseNotPossible(`${app} ${to}, the release before, is no longer in the store.`);
      // A canary of the version rolled away from goes with it; any other canary is left to its owner.
      const { canary, ...rolledBack } = { ...pointer, current: to, history: rest };
      await this.writePointers(withPointer(pointers, app, canary && canary.version !== pointer.current ? { ...rolledBack, canary } : rolledBack));
      await this.appendLog({ who, action: 'rollback', app, from: pointer.current, to, why });
      return { app, from: pointer.current, to };
    });
  }

  /** The pointers and the newest `limit` log entries, newest first. */
  async list(limit = 50): Promise<{ pointers: ReleasePointers; log: ReleaseLogEntry[] }> {
    const [pointers, log] = await Promise.all([this.readPointers(), this.ledger.readLog(limit)]);
    return { pointers, log };
  }

  /** Appends one entry; the caller holds the lock, so entries of two writers never interleave. */
  appendLog(entry: Omit<ReleaseLogEntry, 'at'>): Promise<void> {
    return this.ledger.appendLog({ at: this.now().toISOString(), ...entry });
  }

  /** Switches the pointers for every reader at once (the caller holds the lock). */
  writePointers(pointers: ReleasePointers): Promise<void> {
    return this.ledger.writePointers(pointers);
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
      if (pointer && (await this.versions.fetch(app, version))) {
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
