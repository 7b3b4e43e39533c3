import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { assertPhotoName, type PhotoStorage, type StoredPhotoFile } from './photo-storage';

/** Photo files in a folder on disk (PHOTO_DIR, git-ignored under var/ in development). */
export class DiskPhotoStorage implements PhotoStorage {
  private readonly root: string;

  constructor(photoDir: string) {
    this.root = resolve(photoDir);
  }

  private path(name: string): string {
    assertPhotoName(name);
    const path = resolve(this.root, name);
    if (!path.startsWith(this.root + sep)) throw new Error(`photo file name leaves the photo folder: ${name}`);
    return path;
  }

  /** Under a temporary name, then renamed: a reader never meets a half-written file, even if the process dies mid-write. */
  async write(name: string, content: Buffer | string): Promise<void> {
    const path = this.path(name);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.tmp`;
    await writeFile(temporary, content);
    await rename(temporary, path);
  }

  async writeIfMissing(name: string, content: Buffer | string): Promise<boolean> {
    try {
      await access(this.path(name));
      return false;
    } catch {
      await this.write(name, content);
      return true;
    }
  }

  async read(name: string): Promise<StoredPhotoFile | null> {
    const path = this.path(name);
    try {
      const { size, isFile } = await stat(path).then((stats) => ({ size: stats.size, isFile: stats.isFile() }));
      return isFile ? { body: createReadStream(path), size } : null;
    } catch {
      return null;
    }
  }

  async remove(name: string): Promise<void> {
    await rm(this.path(name), { force: true });
  }
}
