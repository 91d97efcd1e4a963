import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { signLocalUrl } from '../signed-url';
import type { PutOptions, StorageBody, StorageDriver } from '../storage.types';

export class StorageKeyError extends Error {}

/** Files under a root folder; signed addresses are HMAC-signed paths served by the storage plugin. */
export class LocalDriver implements StorageDriver {
  readonly name = 'local' as const;

  constructor(
    private readonly root: string,
    readonly signingSecret: string,
  ) {}

  /** Absolute path of a key, refusing anything that would leave the root. */
  pathOf(key: string): string {
    if (
      !key ||
      key.includes('\0') ||
      key.startsWith('/') ||
      key.split('/').some((p) => p === '..' || p === '' || p === '.')
    ) {
      throw new StorageKeyError(`Invalid storage key`);
    }
    const full = resolve(this.root, key);
    if (!full.startsWith(resolve(this.root) + sep)) throw new StorageKeyError('Invalid storage key');
    return full;
  }

  async put(key: string, body: StorageBody, _opts: PutOptions): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    if (Buffer.isBuffer(body)) {
      const tmp = `${target}.${process.pid}.part`;
      await writeFile(tmp, body, { flag: 'wx' });
      await rename(tmp, target);
      return;
    }
    try {
      await rename(body.filePath, target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      // Temp folder on another file system: copy, then drop the temp file.
      const tmp = `${target}.${process.pid}.part`;
      await copyFile(body.filePath, tmp);
      await rename(tmp, target);
      await unlink(body.filePath);
    }
  }

  async get(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    await stat(path); // ENOENT surfaces here rather than on the first read
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async signedUrl(key: string, ttlSeconds: number, fileName?: string): Promise<string> {
    this.pathOf(key);
    return signLocalUrl(this.signingSecret, key, ttlSeconds, fileName);
  }

  /** Root folder (tests look inside it). */
  get rootDir(): string {
    return this.root;
  }
}
