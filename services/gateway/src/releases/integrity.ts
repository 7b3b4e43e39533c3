// ADR 0017 §6, integrity fail-closed: at publish the gateway hashes every file of a version (sha256, the
// Subresource Integrity form `sha256-<base64>`) into the version's integrity.json. From it the live manifest
// pins each remote's entry (RemoteRelease.integrity), the page's preload links carry the same value, and the
// gateway checks a server bundle before running it. A version folder never changes, so its table is read once.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

export const INTEGRITY_FILE = 'integrity.json';

/** Each published file of a version (path relative to the version folder, with `/`) and its SRI value. */
export type IntegrityTable = Record<string, string>;

/**
 * The Subresource Integrity value of some bytes: what a browser compares a script's body with. sha256, not
 * sha384: every hash a first visit downloads is base64 that does not compress, and sha256 is a third shorter
 * with the same guarantee for SRI (issue 32's first-visit cost, ADR 0017 §6). `algorithm` checks a table
 * written before the change (sha384) with its own algorithm.
 */
export function sriOf(content: Buffer | string, algorithm: 'sha256' | 'sha384' = 'sha256'): string {
  return `${algorithm}-${createHash(algorithm).update(content).digest('base64')}`;
}

/** The table of a build folder: every file but the table itself, in a stable order. */
export async function computeIntegrity(dir: string): Promise<IntegrityTable> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => file !== INTEGRITY_FILE)
    .sort();
  const table: IntegrityTable = {};
  for (const file of files) table[file] = sriOf(await readFile(join(dir, file)));
  return table;
}

/** Written into the candidate's folder at publish, before the folder becomes a visible version. */
export async function writeIntegrity(dir: string): Promise<IntegrityTable> {
  const table = await computeIntegrity(dir);
  await writeFile(join(dir, INTEGRITY_FILE), `${JSON.stringify(table, null, 1)}\n`);
  return table;
}

/** Published versions' tables by folder. A version published before ADR 0017 §6 has none (null). */
const tables = new Map<string, Promise<IntegrityTable | null>>();

export function readIntegrity(versionDir: string): Promise<IntegrityTable | null> {
  let table = tables.get(versionDir);
  if (!table) {
    table = readFile(join(versionDir, INTEGRITY_FILE), 'utf8').then(
      (text) => JSON.parse(text) as IntegrityTable,
      (error: NodeJS.ErrnoException) => {
        // Read again next time: a version being published now gets its table a moment later.
        tables.delete(versionDir);
        if (error.code === 'ENOENT') return null;
        throw error;
      },
    );
    tables.set(versionDir, table);
  }
  return table;
}

/** The SRI value of one file of a published version, or undefined (no table, or a file it does not list). */
export async function integrityOf(versionDir: string, file: string): Promise<string | undefined> {
  return (await readIntegrity(versionDir))?.[file];
}

export class IntegrityMismatch extends Error {
  constructor(
    readonly file: string,
    readonly expected: string | undefined,
    readonly actual: string,
  ) {
    super(
      expected
        ? `${file} does not match its release's integrity.json (expected ${expected}, found ${actual})`
        : `${file} is not listed in its release's integrity.json`,
    );
    this.name = 'IntegrityMismatch';
  }
}

/**
 * Reads a file of a published version and checks it against the version's table before anyone uses it:
 * a changed byte throws IntegrityMismatch (fail closed). A version without a table (published before
 * integrity.json existed) is read unchecked, and `checked` says so.
 */
export async function readVerified(versionDir: string, file: string): Promise<{ content: Buffer; checked: boolean }> {
  const [table, content] = await Promise.all([readIntegrity(versionDir), readFile(join(versionDir, file))]);
  if (!table) return { content, checked: false };
  const actual = sriOf(content, table[file]?.startsWith('sha384-') ? 'sha384' : 'sha256');
  if (table[file] !== actual) throw new IntegrityMismatch(file, table[file], actual);
  return { content, checked: true };
}
