import type { FastifyPluginAsync } from 'fastify';
import { COMMON_CALLS, JOBS_CALLS, MAIL_CALLS, NOTIFY_CALLS, S3_CALLS, type AnyCallDeclaration } from 'shared/contract';
import type { AppConfig } from './platform/config';
import { jobsPlugin } from './platform/jobs';
import { mailPlugin } from './platform/mail';
import { realtimePlugin } from './platform/realtime';
import { storagePlugin } from './platform/storage';

/**
 * The platform plugins app.ts registers after the module calls, each given `{ config }`, in
 * this order (mail needs jobs). Each registers its own calls through `registerCall`.
 */
export const platformPlugins: FastifyPluginAsync<{ config: AppConfig }>[] = [
  jobsPlugin as FastifyPluginAsync<{ config: AppConfig }>,
  storagePlugin as FastifyPluginAsync<{ config: AppConfig }>,
  mailPlugin as FastifyPluginAsync<{ config: AppConfig }>,
  realtimePlugin as FastifyPluginAsync<{ config: AppConfig }>,
];

/** The calls those plugins handle (left out of the completeness check when they are not loaded). */
export const PLATFORM_PLUGIN_CALLS: readonly AnyCallDeclaration[] = [
  ...(S3_CALLS as readonly AnyCallDeclaration[]),
  ...(COMMON_CALLS as readonly AnyCallDeclaration[]),
  ...(MAIL_CALLS as readonly AnyCallDeclaration[]),
  ...(NOTIFY_CALLS as readonly AnyCallDeclaration[]),
  ...(JOBS_CALLS as readonly AnyCallDeclaration[]),
];
