import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { branches } from '../../../modules/branches';
import { createTestTenant, openTestDatabase } from '../../../testing';
import { APP_ROLE, ReadScopeRetry, rowsOf, withScope, withTenant, type Database } from '..';

/**
 * The read scope (read-scope.ts): a read-only call's statements, each sent with the scope
 * statement in one message, on PostgreSQL. PGlite has no read scope (one connection, no wire).
 */
if (process.env.TEST_DATABASE_URL) {
  describe('read scope (postgres)', () => {
    let database: Database;
    let a: string;
    let b: string;
    let epoch: number;

    const readScoped = <T>(tenantId: string, expected: number, fn: Parameters<NonNullable<Database['readScoped']>>[2]) =>
      database.readScoped!(tenantId, expected, fn as never) as Promise<T>;

    beforeAll(async () => {
      database = await openTestDatabase('postgres');
      a = (await createTestTenant(database.db)).id;
      b = (await createTestTenant(database.db)).id;
      await withTenant(database.db, a, (tx) => tx.insert(branches).values({ name: 'A office' }));
      await withTenant(database.db, b, (tx) => tx.insert(branches).values({ name: 'B office' }));
    });
    afterAll(async () => {
      await database?.close();
    });
    beforeEach(async () => {
      epoch = await withScope(database, a, async (_tx, e) => e);
    });

    it('runs each statement as the request role in the tenant’s scope, read-only, and answers what a transaction would', async () => {
      const seen = await readScoped<Record<string, unknown>[]>(a, epoch, async (tx) =>
        rowsOf(await tx.execute(sql`select current_user as role, current_setting('app.tenant_id') as tenant, current_setting('transaction_read_only') as ro`)),
      );
      expect(seen).toEqual([{ role: APP_ROLE, tenant: a, ro: 'on' }]);
      const viaScope = await readScoped<{ name: string }[]>(a, epoch, (tx) => tx.select({ name: branches.name }).from(branches));
      const viaTransaction = await withScope(database, a, (tx) => tx.select({ name: branches.name }).from(branches));
      expect(viaScope).toEqual(viaTransaction);
      expect(viaScope).toEqual([{ name: 'A office' }]);
      // Every statement carries the scope: the second one too.
      const two = await readScoped<string[]>(a, epoch, async (tx) => [
        ((await tx.select({ name: branches.name }).from(branches))[0]!.name),
        String(rowsOf<{ t: string }>(await tx.execute(sql`select current_setting('app.tenant_id') as t`))[0]!.t),
      ]);
      expect(two).toEqual(['A office', a]);
    });

    it('never shows another tenant’s rows', async () => {
      const seenByB = await readScoped<{ name: string }[]>(b, epoch, (tx) => tx.select({ name: branches.name }).from(branches));
      expect(seenByB).toEqual([{ name: 'B office' }]);
    });

    it('sends one message per statement: the scope and the statement, one Sync', async () => {
      const proto = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
      const original = proto.query;
      const sent: { text: string; scope?: string }[] = [];
      proto.query = function (this: unknown, ...args: unknown[]) {
        const q = args[0] as string | { text?: string; scopeText?: string };
        sent.push(typeof q === 'string' ? { text: q } : { text: String(q.text ?? ''), scope: q.scopeText });
        return original.apply(this, args);
      };
      try {
        await readScoped(a, epoch, (tx) => tx.select({ name: branches.name }).from(branches));
      } finally {
        proto.query = original;
      }
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text).toMatch(/^select "name" from "branches"/);
      expect(sent[0]!.scope).toMatch(/set_config\('transaction_read_only', 'on', true\)/);
      expect(sent[0]!.scope).toContain(a);
    });

    it('refuses a write: nothing is written and the caller is told to run the request in a transaction', async () => {
      const attempt = readScoped(a, epoch, (tx) => tx.insert(branches).values({ name: 'Written in a read scope' }));
      await expect(attempt).rejects.toEqual(new ReadScopeRetry('write'));
      const names = await withTenant(database.db, a, (tx) => tx.select({ name: branches.name }).from(branches));
      expect(names).toEqual([{ name: 'A office' }]);
    });

    it('a write the handler swallowed still sends the request back (the outcome is not trusted)', async () => {
      const attempt = readScoped(a, epoch, async (tx) => {
        await tx.insert(branches).values({ name: 'x' }).catch(() => undefined);
        return 'answer';
      });
      await expect(attempt).rejects.toBeInstanceOf(ReadScopeRetry);
    });

    it('a changed epoch: the first statement’s answer is refused as stale, whatever the handler returns', async () => {
      const attempt = readScoped(a, epoch - 1, async (tx) => {
        await tx.select().from(branches).catch(() => undefined);
        return 'answer';
      });
      await expect(attempt).rejects.toEqual(new ReadScopeRetry('stale'));
    });

    it('a call that sent no statement (an answer or an error from the caches) has its epoch checked alone', async () => {
      await expect(readScoped(a, epoch, async () => 'cached')).resolves.toBe('cached');
      await expect(readScoped(a, epoch + 1, async () => 'cached')).rejects.toEqual(new ReadScopeRetry('stale'));
      // An error made from the caches alone (a refusal, say) is checked too before it is answered.
      const refusal = new Error('refused from the cached session');
      await expect(readScoped(a, epoch, () => Promise.reject(refusal))).rejects.toBe(refusal);
      await expect(readScoped(a, epoch + 1, () => Promise.reject(refusal))).rejects.toEqual(new ReadScopeRetry('stale'));
    });

    it('what needs one transaction is refused before it is sent (savepoints, a switch of tenant)', async () => {
      await expect(readScoped(a, epoch, (tx) => tx.transaction(async (t) => t.select().from(branches)))).rejects.toEqual(
        new ReadScopeRetry('unsupported'),
      );
      await expect(readScoped(a, epoch, (tx) => tx.execute(sql`select set_config('app.tenant_id', ${b}, true)`))).rejects.toEqual(
        new ReadScopeRetry('unsupported'),
      );
    });

    it('an error of the statement itself reaches the caller as it is', async () => {
      await expect(readScoped(a, epoch, (tx) => tx.execute(sql`select 1 / 0`))).rejects.toMatchObject({ cause: { code: '22012' } });
      // The connection is fine afterwards.
      await expect(readScoped(a, epoch, (tx) => tx.select({ name: branches.name }).from(branches))).resolves.toEqual([{ name: 'A office' }]);
    });
  });
} else {
  test('PostgreSQL suite needs TEST_DATABASE_URL', () => expect(process.env.TEST_DATABASE_URL).toBeUndefined());
}

describe('isReadScopeRetry', () => {
  it('recognises a read scope giving up, also as the cause of another error (work shared with another request)', async () => {
    const { isReadScopeRetry } = await import('..');
    expect(isReadScopeRetry(new ReadScopeRetry('stale'))).toBe(true);
    expect(isReadScopeRetry(new Error('Failed query', { cause: new ReadScopeRetry('write') }))).toBe(true);
    expect(isReadScopeRetry(new Error('Failed query', { cause: new Error('division by zero') }))).toBe(false);
    expect(isReadScopeRetry(undefined)).toBe(false);
  });
});
