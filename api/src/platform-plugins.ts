import type { FastifyPluginAsync } from 'fastify';
import { COMMON_CALLS, JOBS_CALLS, MAIL_CALLS, NOTIFY_CALLS, S3_CALLS, type AnyCallDeclaration } from 'shared/contract';
import type { AppConfig } from './platform/config';
import { jobsPlugin } from './platform/jobs';
import { mailPlugin } from './platform/mail';
import { realtimePlugin } from './platform/realtime';
import { storagePlugin, type FileOwnerKind } from './platform/storage';

/** What app.ts gives each platform plugin (storage takes the modules' file owner kinds). */
export interface PlatformPluginOptions {
  config: AppConfig;
  fileOwners?: readonly FileOwnerKind[];
}

/**
 * The platform plugins app.ts registers after the module calls, each given `PlatformPluginOptions`,
 * in this order (mail needs jobs). Each registers its own calls through `registerCall`.
 */
export const platformPlugins: FastifyPluginAsync<PlatformPluginOptions>[] = [
  jobsPlugin as FastifyPluginAsync<PlatformPluginOptions>,
  storagePlugin as FastifyPluginAsync<PlatformPluginOptions>,
  mailPlugin as FastifyPluginAsync<PlatformPluginOptions>,
  realtimePlugin as FastifyPluginAsync<PlatformPluginOptions>,
];

/** The calls those plugins handle (left out of the completeness check when they are not loaded). */
export const PLATFORM_PLUGIN_CALLS: readonly AnyCallDeclaration[] = [
  ...(S3_CALLS as readonly AnyCallDeclaration[]),
  ...(COMMON_CALLS as readonly AnyCallDeclaration[]),
  ...(MAIL_CALLS as readonly AnyCallDeclaration[]),
  ...(NOTIFY_CALLS as readonly AnyCallDeclaration[]),
  ...(JOBS_CALLS as readonly AnyCallDeclaration[]),
];
