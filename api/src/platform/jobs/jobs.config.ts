import { z } from 'zod';

const bool = z
  .union([z.boolean(), z.string()])
  .transform((v) => (typeof v === 'boolean' ? v : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase())));

/** Environment variables of background jobs. */
export const ZJobsEnv = z.object({
  /** Run job workers in this process (default on; off for web-only processes). */
  JOBS_WORKERS: bool.default(true),
  /** How often an idle worker looks for jobs, seconds (≥ 0.5). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  /** Schema of pg-boss's tables. */
  JOBS_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .default('pgboss'),
});

export interface JobsConfig {
  workers: boolean;
  pollingIntervalSeconds: number;
  schema: string;
}

export function loadJobsConfig(source: NodeJS.ProcessEnv): JobsConfig {
  const parsed = ZJobsEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid jobs configuration:\n${lines.join('\n')}`);
  }
  return {
    workers: parsed.data.JOBS_WORKERS,
    pollingIntervalSeconds: parsed.data.JOBS_POLL_SECONDS,
    schema: parsed.data.JOBS_SCHEMA,
  };
}
