import { join, resolve } from 'node:path';
import { z } from 'zod';
import { findRepoRoot } from './repo-root';

const bool = z
  .union([z.boolean(), z.string()])
  .transform((v) => (typeof v === 'boolean' ? v : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase())));
const list = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

/** Every environment variable the server reads. `.env.example` lists the same names. */
export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder holding `shell/` and `mf-*` builds; default: each package's own `dist/` in the repo. */
  WEB_ROOT: z.string().optional(),
  /** JSON file `{ "mf-cases": "https://cdn/…/mf-manifest.json" }`, re-read on every request. */
  REMOTES_FILE: z.string().optional(),
  /** PostgreSQL connection string; when absent the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().optional(),
  /** Run migrations at start (default on). */
  DB_MIGRATE_ON_START: bool.default(true),
  /** Seed the demo tenants and logins when the database has no tenant (default on, off in test). */
  SEED_DEMO: bool.optional(),
  /** Host labels that are the platform itself rather than a tenant slug. */
  APP_HOSTS: list.default(['www', 'app', 'localhost']),
  /** Apex domain of the deployment (e.g. `passage.example`); that host itself is the platform. */
  BASE_DOMAIN: z.string().optional(),
  /** Largest JSON request body in bytes. */
  BODY_LIMIT: z.coerce.number().int().positive().default(5 * 1024 * 1024),
  /** Requests per minute per IP on auth and link-token calls. */
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(30),
  /** Requests per minute per IP on all other calls. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(1200),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  TRUST_PROXY: bool.default(false),
  /** Expose the OpenAPI document and its browser at /api/docs. */
  API_DOCS: bool.default(true),
  /**
   * Development only: start even when declared calls have no handler yet (logged as a warning;
   * they answer 404). Handlers without a declaration are always refused.
   */
  ALLOW_UNHANDLED_CALLS: bool.default(false),
  /** Extra script origins allowed by the CSP (comma list), e.g. a CDN serving remotes. */
  CSP_EXTRA_ORIGINS: list.default([]),
});

export type Env = z.infer<typeof ZEnv>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  repoRoot: string;
  web: {
    /** Folder of the shell build (holds index.html). */
    shellDir: string;
    /** Folder of a remote's build by remote name (mf-cases → …/mf-cases/dist). */
    remoteDir: (name: string) => string;
    remotesFile?: string;
    /** REMOTE_URL_MF_CASES style overrides, read once at start. */
    remoteUrlOverrides: Record<string, string>;
  };
  db: {
    url?: string;
    dataDir: string;
    migrateOnStart: boolean;
    seedDemo: boolean;
  };
  appHosts: string[];
  baseDomain?: string;
  bodyLimit: number;
  rateLimit: { authMax: number; max: number };
  shutdownTimeoutMs: number;
  trustProxy: boolean;
  apiDocs: boolean;
  allowUnhandledCalls: boolean;
  cspExtraOrigins: string[];
}

export class ConfigError extends Error {}

/** Reads and validates the environment. Throws ConfigError listing every bad variable. */
export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const repoRoot = findRepoRoot();
  const webRoot = env.WEB_ROOT ? resolve(env.WEB_ROOT) : undefined;
  const remoteUrlOverrides: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    const m = /^REMOTE_URL_(MF_[A-Z0-9_]+)$/.exec(key);
    if (m && value) remoteUrlOverrides[m[1]!.toLowerCase().replace(/_/g, '-')] = value;
  }
  const config: AppConfig = {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    repoRoot,
    web: {
      shellDir: webRoot ? join(webRoot, 'shell') : join(repoRoot, 'shell', 'dist'),
      remoteDir: (name) => (webRoot ? join(webRoot, name) : join(repoRoot, name, 'dist')),
      remotesFile: env.REMOTES_FILE ? resolve(env.REMOTES_FILE) : undefined,
      remoteUrlOverrides,
    },
    db: {
      url: env.DATABASE_URL || undefined,
      dataDir: resolve(env.DATA_DIR ?? join(repoRoot, 'data', 'pglite')),
      migrateOnStart: env.DB_MIGRATE_ON_START,
      seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'test',
    },
    appHosts: env.APP_HOSTS,
    baseDomain: env.BASE_DOMAIN?.toLowerCase(),
    bodyLimit: env.BODY_LIMIT,
    rateLimit: { authMax: env.RATE_LIMIT_AUTH_MAX, max: env.RATE_LIMIT_MAX },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
    apiDocs: env.API_DOCS,
    allowUnhandledCalls: env.ALLOW_UNHANDLED_CALLS && env.NODE_ENV !== 'production',
    cspExtraOrigins: env.CSP_EXTRA_ORIGINS,
  };
  return { ...config, ...overrides };
}
