import PgBoss from 'pg-boss';
import { pgBossDb, pgBossDbForTx, type SqlRunner } from './sql-adapter';

/** Suffix of a queue's dead-letter queue: `mail.send` → `mail.send.dead`. */
export const DEAD_LETTER_SUFFIX = '.dead';
export const deadLetterQueueOf = (name: string): string => `${name}${DEAD_LETTER_SUFFIX}`;

/** Retry policy of a queue. Jobs that exhaust their retries move to `<name>.dead`. */
export interface QueueDefinition {
  /** Retries after the first attempt (default 3). */
  retryLimit?: number;
  /** Seconds before a retry (default 30); with backoff, the base of an exponential delay. */
  retryDelay?: number;
  /** Exponential backoff with jitter (default true). */
  retryBackoff?: boolean;
  /** A job running longer than this fails and is retried (default 15 minutes). */
  expireInSeconds?: number;
  /** Keep a dead-letter queue (default true). */
  deadLetter?: boolean;
}

export interface EnqueueOptions {
  /** Insert the job inside this open drizzle transaction (commits or rolls back with it). */
  tx?: unknown;
  /** Delay: seconds, an ISO date string or a Date. */
  startAfter?: number | string | Date;
  /** At most one queued job per key (with `singletonSeconds`, per time slot). */
  singletonKey?: string;
  singletonSeconds?: number;
  priority?: number;
  /** Per-job overrides of the queue's retry policy. */
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
}

export interface JobContext<T> {
  id: string;
  name: string;
  data: T;
  /** Attempts already made before this one (0 on the first). */
  retryCount: number;
  retryLimit: number;
}

export type JobHandler<T> = (job: JobContext<T>) => Promise<unknown>;

export interface WorkerOptions {
  pollingIntervalSeconds?: number;
}

export interface DeadLetterJob {
  id: string;
  queue: string;
  /** The queue the job failed on. */
  sourceQueue: string;
  data: Record<string, unknown>;
  /** The last error (pg-boss stores the serialised error of the final attempt). */
  error: unknown;
  createdOn: string;
}

export interface DeadLetterFilter {
  /** Only jobs whose `data.tenantId` is this tenant (tenant admins); none for operators. */
  tenantId?: string;
  queue?: string;
  limit: number;
  /** Keyset: return jobs created before this ISO time. */
  before?: string;
}

export interface JobsOptions {
  /** The app's database for PGlite (pg-boss runs through `executeSql`). */
  sql?: SqlRunner;
  /** PostgreSQL connection string: pg-boss opens its own small pool. */
  connectionString?: string;
  schema?: string;
  /** Role that request transactions run as (`SET LOCAL ROLE`); granted what `enqueue({ tx })` needs. */
  appRole?: string;
  /** Run workers in this process (default true). */
  workers?: boolean;
  pollingIntervalSeconds?: number;
  /** Defaults for queues created implicitly by `enqueue`/`registerWorker`. */
  defaultQueue?: QueueDefinition;
  onError?: (err: Error) => void;
  /** pg-boss maintenance (archive, expire, drop) and cron clock; off in short unit tests. */
  supervise?: boolean;
}

const DEFAULT_QUEUE: Required<QueueDefinition> = {
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  deadLetter: true,
};

const SAFE_IDENT = /^[a-z_][a-z0-9_]*$/;

/**
 * Background jobs in PostgreSQL (pg-boss 10): named queues with retries, exponential backoff and a
 * dead-letter queue each. Job data must carry `tenantId` when it acts for a tenant; workers open
 * their own tenant transaction.
 */
export class JobsService {
  readonly boss: PgBoss;
  readonly schema: string;
  private readonly queues = new Map<string, Promise<void>>();
  private readonly definitions = new Map<string, QueueDefinition>();
  private readonly workerIds: string[] = [];
  private started = false;

  constructor(private readonly options: JobsOptions) {
    this.schema = options.schema ?? 'pgboss';
    if (!SAFE_IDENT.test(this.schema)) throw new Error(`jobs: bad schema name ${this.schema}`);
    if (options.appRole && !SAFE_IDENT.test(options.appRole)) throw new Error('jobs: bad role name');
    const common: PgBoss.ConstructorOptions = {
      schema: this.schema,
      supervise: options.supervise ?? true,
      schedule: options.supervise ?? true,
      migrate: true,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    };
    if (options.connectionString) {
      this.boss = new PgBoss({ ...common, connectionString: options.connectionString, max: 4 });
    } else if (options.sql) {
      this.boss = new PgBoss({ ...common, db: pgBossDb(options.sql) });
    } else {
      throw new Error('jobs: give `sql` (PGlite) or `connectionString` (PostgreSQL)');
    }
    this.boss.on('error', (err) => options.onError?.(err));
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    this.started = true;
    if (this.options.appRole) await this.grantEnqueue(this.options.appRole);
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000, close: true });
  }

  /** Declares a queue's retry policy (idempotent; later calls update the policy). */
  defineQueue(name: string, def: QueueDefinition = {}): Promise<void> {
    this.definitions.set(name, def);
    const p = this.createQueue(name, def);
    this.queues.set(name, p);
    return p;
  }

  /** Adds a job; answers its id (null when a singleton job is already queued). */
  async enqueue<T extends object>(name: string, data: T, opts: EnqueueOptions = {}): Promise<string | null> {
    await this.ensureQueue(name);
    const { tx, ...send } = opts;
    const sendOptions: PgBoss.SendOptions = { ...send };
    if (tx) sendOptions.db = pgBossDbForTx(tx);
    return this.boss.send(name, data, sendOptions);
  }

  /** Runs `handler` for each job of the queue, one at a time; a throw fails the attempt. */
  async registerWorker<T>(name: string, handler: JobHandler<T>, opts: WorkerOptions = {}): Promise<void> {
    await this.ensureQueue(name);
    if (this.options.workers === false) return;
    const id = await this.boss.work<T>(
      name,
      {
        batchSize: 1,
        includeMetadata: true,
        ...(opts.pollingIntervalSeconds ? { pollingIntervalSeconds: opts.pollingIntervalSeconds } : {}),
      },
      async ([job]) => {
        if (!job) return;
        return handler({
          id: job.id,
          name: job.name,
          data: job.data,
          retryCount: job.retryCount,
          retryLimit: job.retryLimit,
        });
      },
    );
    this.workerIds.push(id);
  }

  /**
   * Jobs that used up their retries, newest first. From a call handler pass its `tx`: on PGlite
   * the request's transaction holds the only connection.
   */
  async deadLetters(filter: DeadLetterFilter, opts: { tx?: unknown } = {}): Promise<DeadLetterJob[]> {
    const params: unknown[] = [`%${DEAD_LETTER_SUFFIX}`];
    let where = `name LIKE $1`;
    if (filter.queue) {
      params.push(deadLetterQueueOf(filter.queue));
      where += ` AND name = $${params.length}`;
    }
    if (filter.tenantId) {
      params.push(filter.tenantId);
      where += ` AND data->>'tenantId' = $${params.length}`;
    }
    if (filter.before) {
      params.push(filter.before);
      where += ` AND created_on < $${params.length}::timestamptz`;
    }
    params.push(filter.limit);
    const text = `SELECT id, name, data, output, created_on FROM ${this.schema}.job
      WHERE ${where} ORDER BY created_on DESC LIMIT $${params.length}`;
    const db = opts.tx ? pgBossDbForTx(opts.tx) : this.rawDb();
    const { rows } = await db.executeSql(text, params);
    return (rows as { id: string; name: string; data: unknown; output: unknown; created_on: unknown }[]).map((r) => ({
      id: r.id,
      queue: r.name,
      sourceQueue: r.name.slice(0, -DEAD_LETTER_SUFFIX.length),
      data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, unknown>,
      error: typeof r.output === 'string' ? JSON.parse(r.output) : r.output,
      createdOn: new Date(r.created_on as string).toISOString(),
    }));
  }

  private rawDb(): PgBoss.Db {
    // pg-boss exposes its executor as `getDb()`; typed loosely in its d.ts.
    return (this.boss as unknown as { getDb(): PgBoss.Db }).getDb();
  }

  private ensureQueue(name: string): Promise<void> {
    let p = this.queues.get(name);
    if (!p) {
      p = this.createQueue(name, this.definitions.get(name) ?? {});
      this.queues.set(name, p);
      p.catch(() => this.queues.delete(name));
    }
    return p;
  }

  private async createQueue(name: string, def: QueueDefinition): Promise<void> {
    const d = { ...DEFAULT_QUEUE, ...this.options.defaultQueue, ...def };
    const dead = d.deadLetter ? deadLetterQueueOf(name) : undefined;
    if (dead) {
      // Dead letters are kept for inspection: no retries, two weeks.
      await this.boss.createQueue(dead, { name: dead, retryLimit: 0, retentionMinutes: 14 * 24 * 60 });
    }
    const queue: PgBoss.Queue = {
      name,
      retryLimit: d.retryLimit,
      retryDelay: d.retryDelay,
      retryBackoff: d.retryBackoff,
      expireInSeconds: d.expireInSeconds,
      ...(dead ? { deadLetter: dead } : {}),
    };
    await this.boss.createQueue(name, queue);
    await this.boss.updateQueue(name, queue);
  }

  /**
   * The request role may insert jobs inside its transaction and read jobs (the dead-letter view
   * runs in the request's transaction); it cannot change or delete them.
   */
  private async grantEnqueue(role: string): Promise<void> {
    const db = this.rawDb();
    const { rows } = await db.executeSql(`SELECT 1 FROM pg_roles WHERE rolname = $1`, [role]);
    if (rows.length === 0) return;
    const s = this.schema;
    await db.executeSql(
      `GRANT USAGE ON SCHEMA ${s} TO ${role};
       GRANT SELECT ON ${s}.queue TO ${role};
       GRANT INSERT, SELECT ON ${s}.job TO ${role};`,
      [],
    );
  }
}
