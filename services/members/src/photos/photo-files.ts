import { randomUUID } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

/** The absolute path of a stored photo, refusing anything that would leave the photo folder. */
export function photoPath(photoDir: string, filename: string): string {
  const root = resolve(photoDir);
  const path = resolve(root, filename);
  if (!path.startsWith(root + sep)) throw new Error(`photo file name leaves the photo folder: ${filename}`);
  return path;
}

/**
 * Writes a photo file unless it exists. Written under a temporary name and renamed, so the gateway
 * never serves a half-written file, even if the process dies mid-write. Returns whether it wrote.
 */
export async function writePhotoIfMissing(photoDir: string, filename: string, content: string | Buffer): Promise<boolean> {
  const path = photoPath(photoDir, filename);
  try {
    await access(path);
    return false;
  } catch {
    // missing: write it below
  }
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${randomUUID()}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, path);
  return true;
}
