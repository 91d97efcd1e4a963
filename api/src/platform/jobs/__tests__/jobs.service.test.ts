import { PGlite } from '@electric-sql/pglite';
import { JobsService } from '../jobs.service';

const waitFor = async <T>(fn: () => Promise<T | undefined | false>, ms = 20_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

jest.setTimeout(60_000);

describe('JobsService on PGlite', () => {
  let pg: PGlite;
  let jobs: JobsService;

  beforeAll(async () => {
    pg = await PGlite.create();
    jobs = new JobsService({
      sql: {
        query: async (text, params) => ({ rows: (await pg.query(text, params)).rows as never[] }),
        exec: async (text) => {
          await pg.exec(text);
        },
      },
      pollingIntervalSeconds: 0.5,
      supervise: false,
    });
    await jobs.start();
  });

  afterAll(async () => {
    await jobs.stop();
    await pg.close();
  });

  test('a job runs once on success', async () => {
    const seen: unknown[] = [];
    await jobs.registerWorker<{ n: number }>('test.ok', async (job) => {
      seen.push(job.data.n);
    });
    await jobs.enqueue('test.ok', { n: 7 });
    await waitFor(async () => seen.length === 1);
    expect(seen).toEqual([7]);
  });

  test('a failing job is retried with backoff, then dead-lettered with its error', async () => {
    await jobs.defineQueue('test.fail', { retryLimit: 2, retryDelay: 1, retryBackoff: true });
    const attempts: number[] = [];
    await jobs.registerWorker<{ tenantId: string }>('test.fail', async (job) => {
      attempts.push(job.retryCount);
      throw new Error(`boom ${job.retryCount}`);
    });
    const tenantId = '11111111-1111-4111-8111-111111111111';
    await jobs.enqueue('test.fail', { tenantId });
    const dead = await waitFor(async () => {
      const rows = await jobs.deadLetters({ limit: 10, queue: 'test.fail' });
      return rows.length > 0 ? rows : undefined;
    }, 30_000);
    expect(attempts).toEqual([0, 1, 2]);
    expect(dead[0]).toMatchObject({ queue: 'test.fail.dead', sourceQueue: 'test.fail', data: { tenantId } });
    expect(JSON.stringify(dead[0]!.error)).toContain('boom 2');
    expect(await jobs.deadLetters({ limit: 10, tenantId })).toHaveLength(1);
    expect(await jobs.deadLetters({ limit: 10, tenantId: '22222222-2222-4222-8222-222222222222' })).toHaveLength(0);
  });

  test('enqueue inside a transaction commits or rolls back with it', async () => {
    const seen: string[] = [];
    await jobs.registerWorker<{ v: string }>('test.tx', async (job) => {
      seen.push(job.data.v);
    });
    await pg.transaction(async (tx) => {
      await jobs.enqueue('test.tx', { v: 'committed' }, { tx: { session: { client: tx } } });
    });
    await pg
      .transaction(async (tx) => {
        await jobs.enqueue('test.tx', { v: 'rolled-back' }, { tx: { session: { client: tx } } });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await waitFor(async () => seen.length >= 1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(seen).toEqual(['committed']);
  });
});
