// A release arrives as a tar.gz of the build folder (the CLI packs `<app>/dist`). It is read with a size cap,
// listed and checked whole before a single file is written, then unpacked into the store's staging folder.
import type { Readable } from 'node:stream';
import { Readable as ReadableStream } from 'node:stream';
import { Parser, Unpack, type ReadEntry } from 'tar';

/** Why an archive was not unpacked: told to the releasing team as a 400 (or 413 for `tooLarge`). */
export class ArchiveRefused extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

export interface ArchiveLimits {
  /** the compressed upload */
  maxBytes: number;
  /** all files unpacked together: a small archive must not fill the store's disk */
  maxUnpackedBytes: number;
  maxEntries: number;
}

/** Reads a request body into memory, refusing it as soon as it passes `maxBytes` (a declared length earlier still). */
export async function readBody(body: Readable & { headers?: Record<string, string | string[] | undefined> }, maxBytes: number): Promise<Buffer> {
  const declared = Number(body.headers?.['content-length'] ?? 0);
  if (declared > maxBytes)
    throw new ArchiveRefused(`The build archive is ${declared} bytes; a release may send at most ${maxBytes} bytes (source maps are not sent).`, true);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      body.destroy();
      throw new ArchiveRefused(`The build archive is over ${maxBytes} bytes; a release may send at most that (source maps are not sent).`, true);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const FILE_TYPES = new Set(['File', 'OldFile', 'ContinuousFile']);

/** A path inside the build folder: relative, no `..` segment, no drive or NUL. */
function staysInside(path: string): boolean {
  if (path.startsWith('/') || path.startsWith('\\') || /^[A-Za-z]:/.test(path) || path.includes('\0')) return false;
  return !path.split(/[\\/]+/).includes('..');
}

async function feed(stream: NodeJS.WritableStream & NodeJS.EventEmitter, archive: Buffer, done: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    stream.on('error', reject);
    stream.on(done, () => resolve());
    ReadableStream.from([archive]).pipe(stream);
  });
}

/**
 * The archive's entries, checked all before anything is written: only files and folders (no symbolic or hard
 * links, devices), every path inside the folder, and the totals within the limits. Throws ArchiveRefused
 * naming the first offending entry.
 */
export async function checkArchive(archive: Buffer, limits: ArchiveLimits): Promise<{ files: number; bytes: number }> {
  const problems: string[] = [];
  let files = 0;
  let bytes = 0;
  let entries = 0;
  const parser = new Parser({
    strict: true,
    onReadEntry: (entry: ReadEntry) => {
      entries += 1;
      if (!staysInside(entry.path)) problems.push(`${entry.path} points outside the build folder`);
      else if (entry.type !== 'Directory' && !FILE_TYPES.has(entry.type))
        problems.push(`${entry.path} is a ${entry.type}; a release holds files and folders only`);
      if (FILE_TYPES.has(entry.type)) {
        files += 1;
        bytes += entry.size ?? 0;
      }
      entry.resume();
    },
  });
  try {
    await feed(parser, archive, 'end');
  } catch (error) {
    throw new ArchiveRefused(`The upload is not a readable tar.gz of a build folder (${(error as Error).message}).`);
  }
  if (problems.length) throw new ArchiveRefused(`The build archive was refused: ${problems.slice(0, 3).join('; ')}.`);
  if (entries > limits.maxEntries) throw new ArchiveRefused(`The build archive has ${entries} entries; a release may have at most ${limits.maxEntries}.`, true);
  if (bytes > limits.maxUnpackedBytes)
    throw new ArchiveRefused(`The build unpacks to ${bytes} bytes; a release may unpack to at most ${limits.maxUnpackedBytes}.`, true);
  if (files === 0) throw new ArchiveRefused('The build archive holds no files.');
  return { files, bytes };
}

/** Checks the archive (checkArchive), then unpacks it into `dir`, leaving source maps out. */
export async function unpackArchive(archive: Buffer, dir: string, limits: ArchiveLimits): Promise<{ files: number; bytes: number }> {
  const totals = await checkArchive(archive, limits);
  // Owner and modes of the packer are not kept: the gateway's user owns what it serves.
  const unpack = new Unpack({ cwd: dir, strict: true, preserveOwner: false, filter: (path) => !path.endsWith('.map') });
  await feed(unpack, archive, 'close');
  return totals;
}
