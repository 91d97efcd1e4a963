import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { AppError } from '../http/errors';
import { sniffFile } from './file-sniffer';
import { FileAccess } from './file-owners';
import { checkType } from './file-types';
import type { StorageConfig } from './storage.config';
import { files, type FileRow } from './storage.table';
import type { PutOptions, StorageBody, StorageDriver } from './storage.types';

type StorageErrorCode = 'PAYLOAD_TOO_LARGE' | 'VALIDATION_FAILED' | 'FORBIDDEN' | 'NOT_FOUND';

/**
 * A refusal answered in the `{ result: { error } }` envelope with its own status: 413 too
 * large, 415 refused type (code VALIDATION_FAILED), 403 another tenant's key, 404 unknown key.
 */
export const StorageError = (status: number, code: StorageErrorCode, message: string): AppError =>
  new AppError(code, message, { status });

/** An upload received into the temp folder, not yet checked or stored. */
export interface StagedFile {
  tmpPath: string;
  fileName: string;
  size: number;
  sha256: string;
}

/** SPEC §3 File as the client sees it. */
export interface FileView {
  id: string;
  name: string;
  mimetype: string;
  extn: string;
  /** The storage key; ask `/s3/get-signed-url` for an address. */
  path: string;
  size: number;
  petitionId: string | null;
  isNew: boolean;
  status: boolean;
  createdAt: string;
}

export const toFileView = (r: FileRow, isNew = false): FileView => ({
  id: r.id,
  name: r.name,
  mimetype: r.mimetype,
  extn: r.extn,
  path: r.key,
  size: r.size,
  petitionId: r.petitionId,
  isNew,
  status: r.status === 'active',
  createdAt: r.createdAt.toISOString(),
});

const KEY_BODY =
  't\\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\\/\\d{4}\\/\\d{2}\\/[0-9a-f-]{36}\\.[a-z0-9]{1,5}';
const KEY = new RegExp(`^${KEY_BODY}$`);
/** A key at the end of a path: bare, after `/files/signed/`, or after an S3 bucket segment. */
const KEY_AT_END = new RegExp(`(?:^|\\/)(${KEY_BODY})$`);

/** Display name kept from the client: no path, no control characters, bounded. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 255);
  return cleaned || 'file';
}

/** The tenant-scoped, server-made key of a new object. */
export function newStorageKey(tenantId: string, ext: string, now = new Date()): string {
  const yyyy = String(now.getUTCFullYear());
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `t/${tenantId}/${yyyy}/${mm}/${randomUUID()}.${ext}`;
}

/**
 * A key as the client may send it: a bare key, a `/files/signed/…` address or a full storage URL
 * (SPEC §7: downloads strip the storage base URL). Answers the bare key, or null if it is none.
 */
export function normalizeKey(input: string): string | null {
  let s = input.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(s)) {
    try {
      s = new URL(s).pathname;
    } catch {
      return null;
    }
  }
  s = s.split(/[?#]/)[0]!;
  try {
    s = decodeURIComponent(s);
  } catch {
    return null;
  }
  return KEY_AT_END.exec(s)?.[1] ?? null;
}

/** Tenant that owns a key, from its prefix. */
export const tenantOfKey = (key: string): string | undefined => KEY.exec(key)?.[1];

export class FileService {
  constructor(
    readonly driver: StorageDriver,
    readonly config: StorageConfig,
    /** Who may open or delete a file through the generic calls (the registered owner kinds). */
    readonly access: FileAccess = new FileAccess([]),
  ) {}

  /** Bytes to remove once the request's transaction has committed (see `removeAfterCommit`). */
  private readonly pendingRemovals = new WeakMap<object, string[]>();

  /** Writes bytes under a key (server-made; see `newStorageKey`). */
  put(key: string, body: StorageBody, opts: PutOptions): Promise<void> {
    return this.driver.put(key, body, opts);
  }

  get(key: string): Promise<Readable> {
    return this.driver.get(key);
  }

  delete(key: string): Promise<void> {
    return this.driver.delete(key);
  }

  /** A short-lived address (default lifetime: SIGNED_URL_TTL_SECONDS). */
  signedUrl(key: string, ttlSeconds = this.config.signedUrlTtlSeconds, fileName?: string): Promise<string> {
    return this.driver.signedUrl(key, ttlSeconds, fileName);
  }

  /**
   * Streams one upload into the temp folder, hashing as it goes. Over the size limit the partial
   * file is removed and 413 is thrown.
   */
  async stage(stream: Readable & { truncated?: boolean }, fileName: string | undefined): Promise<StagedFile> {
    await mkdir(this.config.tmpDir, { recursive: true });
    const tmpPath = join(this.config.tmpDir, `${randomUUID()}.upload`);
    const hash = createHash('sha256');
    let size = 0;
    let tooLarge = false;
    const max = this.config.maxBytes;
    const meter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        size += chunk.length;
        if (size > max) {
          tooLarge = true;
          cb(StorageError(413, 'PAYLOAD_TOO_LARGE', tooLargeMessage(max)));
          return;
        }
        hash.update(chunk);
        cb(null, chunk);
      },
    });
    try {
      await pipeline(stream, meter, createWriteStream(tmpPath, { flags: 'wx', mode: 0o600 }));
      if (stream.truncated) tooLarge = true;
    } catch (err) {
      await rm(tmpPath, { force: true });
      if (tooLarge || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        stream.resume?.();
        throw StorageError(413, 'PAYLOAD_TOO_LARGE', tooLargeMessage(max));
      }
      throw err;
    }
    if (tooLarge) {
      await rm(tmpPath, { force: true });
      throw StorageError(413, 'PAYLOAD_TOO_LARGE', tooLargeMessage(max));
    }
    return { tmpPath, fileName: cleanFileName(fileName), size, sha256: hash.digest('hex') };
  }

  /** Removes staged temp files (refused or abandoned uploads leave nothing behind). */
  async discard(staged: readonly StagedFile[]): Promise<void> {
    await Promise.all(staged.map((s) => rm(s.tmpPath, { force: true })));
  }

  /** Checks each staged file's bytes against its name; throws 415 for the first refused one. */
  async check(staged: readonly StagedFile[]): Promise<{ staged: StagedFile; ext: string; mime: string }[]> {
    const out: { staged: StagedFile; ext: string; mime: string }[] = [];
    for (const s of staged) {
      if (s.size === 0) throw StorageError(422, 'VALIDATION_FAILED', `${s.fileName} is empty`);
      const kind = await sniffFile(s.tmpPath);
      const verdict = checkType(s.fileName, kind);
      if (!verdict.ok) throw StorageError(415, 'VALIDATION_FAILED', `${s.fileName}: ${verdict.message}`);
      out.push({ staged: s, ext: verdict.ext, mime: verdict.mime });
    }
    return out;
  }

  /**
   * Stores checked files under new keys of the tenant and records them in `tx`. The caller has
   * run `check`; on a failure the objects written so far are removed again.
   */
  async store(
    tx: Db,
    who: { tenantId: string; userId: string },
    checked: readonly { staged: StagedFile; ext: string; mime: string }[],
    petitionId: string | null,
  ): Promise<FileRow[]> {
    const written: string[] = [];
    try {
      const rows: FileRow[] = [];
      for (const c of checked) {
        const key = newStorageKey(who.tenantId, c.ext);
        await this.driver.put(key, { filePath: c.staged.tmpPath }, { contentType: c.mime, size: c.staged.size });
        written.push(key);
        const [row] = await tx
          .insert(files)
          .values({
            tenantId: who.tenantId,
            key,
            name: c.staged.fileName,
            mimetype: c.mime,
            extn: c.ext,
            size: c.staged.size,
            sha256: c.staged.sha256,
            petitionId,
            createdBy: who.userId,
          })
          .returning();
        rows.push(row!);
      }
      return rows;
    } catch (err) {
      await Promise.all(written.map((k) => this.driver.delete(k).catch(() => undefined)));
      throw err;
    }
  }

  /**
   * Finds active files of the signed-in user's tenant by key. A key of another tenant is refused
   * with 403 before any lookup; an unknown key answers 404.
   */
  async findOwned(tx: Db, tenantId: string, inputs: readonly string[]): Promise<FileRow[]> {
    const keys: string[] = [];
    for (const input of inputs) {
      const key = normalizeKey(input);
      if (!key) throw StorageError(404, 'NOT_FOUND', 'File not found');
      if (tenantOfKey(key) !== tenantId) throw StorageError(403, 'FORBIDDEN', 'You do not have permission to do this.');
      keys.push(key);
    }
    const unique = [...new Set(keys)];
    if (unique.length === 0) return [];
    const rows = await tx
      .select()
      .from(files)
      .where(and(eq(files.tenantId, tenantId), inArray(files.key, unique), eq(files.status, 'active')));
    if (rows.length !== unique.length) throw StorageError(404, 'NOT_FOUND', 'File not found');
    return rows;
  }

  /**
   * Marks active files of the tenant deleted in `tx` (their records are gone in the same
   * transaction); the caller removes the bytes after commit (`removeAfterCommit`).
   */
  async markDeleted(tx: Db, tenantId: string, rows: readonly FileRow[]): Promise<string[]> {
    if (rows.length === 0) return [];
    await tx
      .update(files)
      .set({ status: 'deleted' })
      .where(
        and(
          eq(files.tenantId, tenantId),
          inArray(
            files.id,
            rows.map((r) => r.id),
          ),
        ),
      );
    return rows.map((r) => r.key);
  }

  /**
   * Queues the bytes of `keys` for removal when `request` is answered: removed if its transaction
   * committed (a 2xx/3xx answer), kept if it rolled back, so a record never points at lost bytes.
   */
  removeAfterCommit(request: object, keys: readonly string[]): void {
    if (keys.length === 0) return;
    const list = this.pendingRemovals.get(request);
    if (list) list.push(...keys);
    else this.pendingRemovals.set(request, [...keys]);
  }

  /** Runs the removals queued for `request` (the plugin's onSend hook); answers the keys that failed. */
  async flushRemovals(request: object, committed: boolean): Promise<string[]> {
    const keys = this.pendingRemovals.get(request);
    if (!keys) return [];
    this.pendingRemovals.delete(request);
    if (!committed) return [];
    const failed: string[] = [];
    for (const key of keys) {
      try {
        await this.driver.delete(key);
      } catch {
        failed.push(key);
      }
    }
    return failed;
  }

  /**
   * A short-lived address of one file (SPEC §7: answer in `result.data`). Trusted: the caller has
   * decided the user may open it (a module after its own visibility check, or the generic call
   * after `access.assertReadable`).
   */
  async signedUrlFor(
    tx: Db,
    who: { tenantId: string },
    input: string,
    opts: { fileName?: string; petitionId?: string } = {},
  ): Promise<string> {
    const [file] = await this.findOwned(tx, who.tenantId, [input]);
    return this.driver.signedUrl(
      file!.key,
      this.config.signedUrlTtlSeconds,
      cleanFileName(opts.fileName ?? file!.name),
    );
  }
}

export const tooLargeMessage = (max: number): string =>
  `The file is too large. The limit is ${Math.floor(max / (1024 * 1024))} MB.`;
