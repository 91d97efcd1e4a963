import { join, resolve } from 'node:path';
import { z } from 'zod';

const bool = z
  .union([z.boolean(), z.string()])
  .transform((v) => (typeof v === 'boolean' ? v : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase())));

/** Environment variables of file storage. `.env.example` should list the same names. */
export const ZStorageEnv = z.object({
  /** `local` (default unless S3_BUCKET is set) or `s3`. */
  STORAGE_DRIVER: z.enum(['local', 's3']).optional(),
  /** Local driver root; default `<repo>/data/files`. */
  STORAGE_DIR: z.string().optional(),
  /** Where uploads land while being checked; default `<STORAGE_DIR>/.tmp`. */
  UPLOAD_TMP_DIR: z.string().optional(),
  /** Largest accepted file, bytes (default 25 MB). Larger answers 413. */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(25 * 1024 * 1024),
  /** Most files in one upload request. */
  UPLOAD_MAX_FILES: z.coerce.number().int().positive().default(10),
  /** Lifetime of a signed file address in seconds (default 5 minutes). */
  SIGNED_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .max(7 * 24 * 3600)
    .default(300),
  /** HMAC key of local signed addresses; default: a random key kept in `<STORAGE_DIR>/.signing-key`. */
  FILES_SIGNING_SECRET: z.string().min(16).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
});

export interface S3Config {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export interface StorageConfig {
  driver: 'local' | 's3';
  dir: string;
  tmpDir: string;
  maxBytes: number;
  maxFiles: number;
  signedUrlTtlSeconds: number;
  signingSecret?: string;
  s3?: S3Config;
}

/** Reads the storage variables; throws listing every bad one. */
export function loadStorageConfig(source: NodeJS.ProcessEnv, repoRoot: string): StorageConfig {
  const parsed = ZStorageEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid storage configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const driver = env.STORAGE_DRIVER ?? (env.S3_BUCKET ? 's3' : 'local');
  if (driver === 's3' && !env.S3_BUCKET) throw new Error('Invalid storage configuration: S3_BUCKET is required');
  const dir = resolve(env.STORAGE_DIR ?? join(repoRoot, 'data', 'files'));
  return {
    driver,
    dir,
    tmpDir: resolve(env.UPLOAD_TMP_DIR ?? join(dir, '.tmp')),
    maxBytes: env.UPLOAD_MAX_BYTES,
    maxFiles: env.UPLOAD_MAX_FILES,
    signedUrlTtlSeconds: env.SIGNED_URL_TTL_SECONDS,
    signingSecret: env.FILES_SIGNING_SECRET,
    s3:
      driver === 's3'
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET!,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : undefined,
  };
}
