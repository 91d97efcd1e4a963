import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { APP_ROLE, type Database } from '../db';
import { loadJobsConfig, type JobsConfig } from './jobs.config';
import { registerJobsCalls } from './jobs.routes';
import { JobsService } from './jobs.service';

export { JobsService, deadLetterQueueOf, DEAD_LETTER_SUFFIX } from './jobs.service';
export type {
  DeadLetterJob,
  EnqueueOptions,
  JobContext,
  JobHandler,
  QueueDefinition,
  WorkerOptions,
} from './jobs.service';
export { loadJobsConfig } from './jobs.config';
export type { JobsConfig } from './jobs.config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs (pg-boss): `enqueue`, `registerWorker`, `defineQueue`. */
    jobs: JobsService;
  }
}

export interface JobsPluginOptions {
  /** Default: `app.database`. */
  database?: Database;
  /** PostgreSQL URL when the database is PostgreSQL (default: `app.config.db.url`). */
  databaseUrl?: string;
  /** The app's configuration (the PostgreSQL URL). */
  config?: AppConfig;
  /** Default: read from the environment. */
  jobsConfig?: JobsConfig;
  /** Register `/jobs/dead-letter-list` (needs the core's call framework; default true). */
  calls?: boolean;
}

/**
 * pg-boss on the app's database: through `executeSql` on PGlite (one connection, in process),
 * with its own small pool on PostgreSQL. Starts with the app, stops (gracefully) before the
 * database closes.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, opts: JobsPluginOptions) => {
    const database = opts.database ?? app.database;
    const config = opts.jobsConfig ?? loadJobsConfig(process.env);
    const url = opts.databaseUrl ?? (database.driver === 'postgres' ? (opts.config ?? app.config)?.db.url : undefined);
    if (database.driver === 'postgres' && !url) throw new Error('jobs: PostgreSQL needs its connection URL');
    const jobs = new JobsService({
      ...(database.driver === 'postgres' ? { connectionString: url } : { sql: database }),
      schema: config.schema,
      appRole: APP_ROLE,
      workers: config.workers,
      pollingIntervalSeconds: config.pollingIntervalSeconds,
      onError: (err) => app.log.error({ err }, 'jobs error'),
    });
    await jobs.start();
    app.decorate('jobs', jobs);
    app.addHook('onClose', async () => {
      await jobs.stop();
    });
    if (opts.calls !== false) registerJobsCalls(app);
  },
  { name: 'passage-jobs', fastify: '5.x' },
);
