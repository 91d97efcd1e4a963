import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database } from '../db';
import { LocalDriver } from './drivers/local-driver';
import { S3Driver } from './drivers/s3-driver';
import { loadStorageConfig, type StorageConfig } from './storage.config';
import { registerStorageRoutes } from './storage.routes';
import { FileAccess, type FileOwnerKind } from './file-owners';
import { FileService } from './storage.service';
import type { StorageDriver } from './storage.types';

export { assertAttachableKeys, readAll, releaseFiles, storageOf } from './storage.context';
export { FileService, newStorageKey, normalizeKey, tenantOfKey, toFileView } from './storage.service';
export type { FileView, StagedFile } from './storage.service';
export { defineFileOwner, FileAccess, fileNotFound } from './file-owners';
export type { FileHolder, FileOwnerKind, FileOwnerPolicy } from './file-owners';
export type { StorageDriver, StorageBody, PutOptions } from './storage.types';
export { LocalDriver } from './drivers/local-driver';
export { S3Driver } from './drivers/s3-driver';
export { loadStorageConfig } from './storage.config';
export type { StorageConfig, S3Config } from './storage.config';
export { sniffFile, sniffHead } from './file-sniffer';
export { checkType, ACCEPTED_TYPES } from './file-types';
export { files } from './storage.table';

declare module 'fastify' {
  interface FastifyInstance {
    /** File storage: `put`, `get`, `delete`, `signedUrl`, plus upload checks and the files table. */
    storage: FileService;
  }
}

export interface StoragePluginOptions {
  /** Default: `app.database`. */
  database?: Database;
  /** The app's configuration (repo root for the default STORAGE_DIR). */
  config?: AppConfig;
  /** Default: read from the environment. */
  storageConfig?: StorageConfig;
  /**
   * The owner kinds the modules declare (app.ts passes them in). A file none of them holds is
   * its uploader's alone; with none given, every file is.
   */
  fileOwners?: readonly FileOwnerKind[];
  /** A driver to use instead of the configured one (tests). */
  driver?: StorageDriver;
}

/** The local signing key: configured, or a random one kept beside the files (0600). */
function signingSecret(config: StorageConfig): string {
  if (config.signingSecret) return config.signingSecret;
  const file = join(config.dir, '.signing-key');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.dir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return readFileSync(file, 'utf8').trim(); // written meanwhile by another process
    }
  }
}

/** Files: local disk (default) or S3-compatible; uploads, deletes and signed addresses. */
export const storagePlugin = fp(
  async (app: FastifyInstance, opts: StoragePluginOptions) => {
    const database = opts.database ?? app.database;
    const config = opts.storageConfig ?? loadStorageConfig(process.env, (opts.config ?? app.config).repoRoot);
    let driver = opts.driver;
    let local: { driver: LocalDriver; secret: string } | undefined;
    if (!driver) {
      if (config.driver === 's3') {
        driver = new S3Driver(config.s3!);
      } else {
        const secret = signingSecret(config);
        const localDriver = new LocalDriver(config.dir, secret);
        local = { driver: localDriver, secret };
        driver = localDriver;
      }
    } else if (driver instanceof LocalDriver) {
      local = { driver, secret: driver.signingSecret };
    }
    mkdirSync(config.tmpDir, { recursive: true });
    const service = new FileService(driver, config, new FileAccess(opts.fileOwners ?? []));
    app.decorate('storage', service);
    // Bytes of files removed by a call go once its transaction has committed (before the answer).
    app.addHook('onSend', async (request, reply, payload) => {
      const failed = await service.flushRemovals(request, reply.statusCode < 400);
      if (failed.length) request.log.error({ keys: failed }, 'stored bytes not removed');
      return payload;
    });
    registerStorageRoutes(app, database, service, local);
    app.log.info({ driver: driver.name }, 'storage ready');
  },
  { name: 'passage-storage', fastify: '5.x' },
);
