// The release store's pointer file, CDN_DIR/releases.json, as every reader sees it (docs/adr/0017, section 4).
// Only ReleaseStore (release-store.ts) writes it, by rename, so a reader never sees half of it.
import type { appPointerSchema, canaryPointerSchema, releasePointersSchema } from '@rendezvous/contracts/internal';
import { REMOTE_NAMES } from '@rendezvous/route-table';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';

/** The shell's name in the store: its versions live in CDN_DIR/shell/<version>/ beside the remotes'. */
export const SHELL_APP = 'shell';
/** Every app a release may name: the shell and each remote (Nx project names). */
export const RELEASABLE_APPS: readonly string[] = [SHELL_APP, ...REMOTE_NAMES];

export const POINTER_FILE = 'releases.json';

/**
 * A canary of an app (ADR 0017, section 7): the CANARY engineer's field. The store keeps it on the pointer
 * as given; how a visitor's cohort picks a version is theirs (the manifest and the live shell).
 * The pointer file's shapes are the release API's contract (shared/contracts/src/internal/releases.ts): GET
 * /internal/releases answers them as they are.
 */
export type CanaryPointer = z.infer<typeof canaryPointerSchema>;

/** One app's pointer: the live version and the ones before it, newest first (what a rollback goes back to). */
export type AppPointer = z.infer<typeof appPointerSchema>;

/**
 * The pointer file. `remotes` keeps the shape it had before the shell was released (ADR 0013), so a reader
 * of remotes only is unchanged; the shell has its own entry beside it, absent until a shell is released.
 */
export type ReleasePointers = z.infer<typeof releasePointersSchema>;

export function pointerOf(pointers: ReleasePointers, app: string): AppPointer | undefined {
  return app === SHELL_APP ? pointers.shell : pointers.remotes[app];
}

export function withPointer(pointers: ReleasePointers, app: string, pointer: AppPointer): ReleasePointers {
  return app === SHELL_APP ? { ...pointers, shell: pointer } : { ...pointers, remotes: { ...pointers.remotes, [app]: pointer } };
}

/** Read on every request (no cache): a switched pointer is seen by the next request, on every gateway instance. */
export async function readReleasePointers(cdnDir: string): Promise<ReleasePointers> {
  try {
    const pointers = JSON.parse(await readFile(join(cdnDir, POINTER_FILE), 'utf8')) as Partial<ReleasePointers>;
    return { ...pointers, remotes: pointers.remotes ?? {} };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { remotes: {} };
    throw error;
  }
}

/** The folder of one published version of an app. */
export function versionDir(cdnDir: string, app: string, version: string): string {
  return join(cdnDir, app, version);
}

/** The shell a page is made of: its files, and the URL prefix its scripts and styles are served under. */
export interface LiveShell {
  dir: string;
  /** `/shell/<version>/` for a released shell (immutable), `/shell/` for the fallback build */
  urlBase: string;
  /** null: no shell is released, the gateway's SHELL_DIR build is served */
  version: string | null;
}

/**
 * The live shell: the released version the pointer names, else the build in `fallbackDir` (SHELL_DIR), which
 * a platform without any shell release (a fresh store, a test gateway given a folder) serves as before.
 */
export async function liveShell(cdnDir: string, fallbackDir: string, pointers?: ReleasePointers): Promise<LiveShell> {
  const current = (pointers ?? (await readReleasePointers(cdnDir))).shell?.current;
  if (!current) return { dir: fallbackDir, urlBase: '/shell/', version: null };
  return { dir: versionDir(cdnDir, SHELL_APP, current), urlBase: `/shell/${encodeURIComponent(current)}/`, version: current };
}
