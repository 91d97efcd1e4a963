import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from './platform/config';

/**
 * The platform plugins registered by app.ts after the module calls, each given `{ config }`.
 * storage, mail, realtime and jobs are built in api/src/platform/<name>/index.ts; add them here
 * once they exist and typecheck:
 *   import { storagePlugin } from './platform/storage';   → storagePlugin
 *   import { mailPlugin } from './platform/mail';         → mailPlugin
 *   import { realtimePlugin } from './platform/realtime'; → realtimePlugin
 *   import { jobsPlugin } from './platform/jobs';         → jobsPlugin
 */
export const platformPlugins: FastifyPluginAsync<{ config: AppConfig }>[] = [];
