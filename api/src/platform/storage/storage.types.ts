import type { Readable } from 'node:stream';

/** What a driver stores: bytes already in a file on local disk (moved or copied), or in memory. */
export type StorageBody = { filePath: string } | Buffer;

export interface PutOptions {
  contentType: string;
  size: number;
}

/**
 * One place bytes live. Keys are server-made (`t/<tenantId>/<yyyy>/<mm>/<uuid>.<ext>`); drivers
 * never see a client's file name except as the download name of a signed address.
 */
export interface StorageDriver {
  readonly name: 'local' | 's3';
  put(key: string, body: StorageBody, opts: PutOptions): Promise<void>;
  get(key: string): Promise<Readable>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** A short-lived address the browser can fetch; `fileName` becomes the download name. */
  signedUrl(key: string, ttlSeconds: number, fileName?: string): Promise<string>;
}
