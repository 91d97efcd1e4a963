import { eq, sql } from 'drizzle-orm';
import { branches } from '../../../modules/branches';
import { createTestTenant, openTestDatabase } from '../../../testing';
import { openDatabase, rowsOf, withScope, withTenant, type Database } from '..';
import { MAX_NAMED_PER_CONNECTION, nameStatement } from '../statement-names';

/**
 * Named statements (statement-names.ts) on PostgreSQL: a text seen twice is sent as a named
 * statement, parsed once per connection, through both the request transaction and the read scope;
 * errors leave the connection usable; a connection holds a bounded number. One pooled connection,
 * so every statement meets the same backend.
 */
if (process.env.TEST_DATABASE_URL) {
  describe('named statements (postgres)', () => {
    let owner: Database;
    let database: Database;
    let a: string;
    let b: string;

    beforeAll(async () => {
      owner = await openTestDatabase('postgres');
      a = (await createTestTenant(owner.db)).id;
      b = (await createTestTenant(owner.db)).id;
      await withTenant(owner.db, a, (tx) => tx.insert(branches).values([{ name: 'North' }, { name: 'South' }]));
      await withTenant(owner.db, b, (tx) => tx.insert(branches).values([{ name: 'North' }, { name: 'West' }]));
      database = await openDatabase({ url: owner.url!, poolSize: 1 });
    });
    afterAll(async () => {
      await database?.close();
      await owner?.close();
    });

    /** The named statements the one connection holds whose text starts with `prefix`. */
    const prepared = (prefix: string) =>
      withScope(database, a, async (tx) =>
        rowsOf<{ name: string }>(await tx.execute(sql`select name from pg_prepared_statements where statement like ${`${prefix}%`}`)),
      );
    const byName = (tx: Parameters<Parameters<typeof withScope>[2]>[0], name: string) =>
      tx.select({ id: branches.id, name: branches.name }).from(branches).where(eq(branches.name, name));

    it('a text used again is named and parsed once on the connection, with each use’s own values (transaction and read scope)', async () => {
      const names = ['North', 'South', 'North', 'East'];
      const viaTransaction = [];
      for (const n of names) viaTransaction.push((await withScope(database, a, (tx) => byName(tx, n))).map((r) => r.name));
      expect(viaTransaction).toEqual([['North'], ['South'], ['North'], []]);
      const epoch = await withScope(database, a, async (_tx, e) => e);
      const viaReadScope = [];
      for (const n of names) viaReadScope.push((await database.readScoped!(a, epoch, (tx) => byName(tx, n))).map((r) => r.name));
      expect(viaReadScope).toEqual(viaTransaction);
      const held = await prepared('select "id", "name" from "branches" where "branches"."name" = $1');
      expect(held).toHaveLength(1);
      expect(held[0]!.name).toMatch(/^p[\w-]{27}$/);
    });

    it('a named statement’s plan never carries one tenant’s rows to another (the tenant is read at each execution)', async () => {
      const all = (tx: Parameters<Parameters<typeof withScope>[2]>[0]) => tx.select({ id: branches.id, name: branches.name }).from(branches).orderBy(branches.name);
      const epochA = await withScope(database, a, async (_tx, e) => e);
      // Enough runs in each scope for PostgreSQL to settle on a generic plan.
      for (let i = 0; i < 8; i++) {
        const inA = (await withScope(database, a, all)).map((r) => r.name);
        const inB = (await withScope(database, b, all)).map((r) => r.name);
        const readA = (await database.readScoped!(a, epochA, all)).map((r) => r.name);
        const readB = (await database.readScoped!(b, epochA, all)).map((r) => r.name);
        expect([inA, inB, readA, readB]).toEqual([['North', 'South'], ['North', 'West'], ['North', 'South'], ['North', 'West']]);
        const northInB = await withScope(database, b, (tx) => byName(tx, 'North'));
        const northInA = await withScope(database, a, (tx) => byName(tx, 'North'));
        expect(northInB).toHaveLength(1);
        expect(northInA).toHaveLength(1);
        expect(northInA[0]!.id).not.toBe(northInB[0]!.id);
      }
      expect(await prepared('select "id", "name" from "branches" order by')).toHaveLength(1);
    });

    it('a statement that fails leaves the connection usable, named or not, on both paths', async () => {
      const bad = () => sql`select name from no_such_table where name = ${'x'}`;
      for (let i = 0; i < 3; i++) {
        await expect(withScope(database, a, (tx) => tx.execute(bad()))).rejects.toMatchObject({ cause: { code: '42P01' } });
      }
      const epoch = await withScope(database, a, async (_tx, e) => e);
      for (let i = 0; i < 3; i++) {
        await expect(database.readScoped!(a, epoch, (tx) => tx.execute(bad()))).rejects.toMatchObject({ cause: { code: '42P01' } });
      }
      // An error at execution of a statement already named (the plan is fine, the value is not).
      const divide = (d: number) => withScope(database, a, async (tx) => rowsOf<{ q: number }>(await tx.execute(sql`select 10 / ${d}::int as q`)));
      expect(await divide(2)).toEqual([{ q: 5 }]);
      expect(await divide(5)).toEqual([{ q: 2 }]);
      await expect(divide(0)).rejects.toMatchObject({ cause: { code: '22012' } });
      expect(await divide(1)).toEqual([{ q: 10 }]);
      expect((await database.readScoped!(a, epoch, (tx) => byName(tx, 'South'))).map((r) => r.name)).toEqual(['South']);
    });

    it('the read scope statement is parsed once per connection, and again after an error in the message that parsed it', async () => {
      const fresh = await openDatabase({ url: owner.url!, poolSize: 1 });
      try {
        const epoch = await withScope(fresh, a, async (_tx, e) => e);
        // The first read scope on this connection parses the scope statement with a failing statement.
        await expect(fresh.readScoped!(a, epoch, (tx) => tx.execute(sql`select nothing from no_such_table`))).rejects.toMatchObject({ cause: { code: '42P01' } });
        for (let i = 0; i < 3; i++) {
          expect((await fresh.readScoped!(a, epoch, (tx) => byName(tx, 'South'))).map((r) => r.name)).toEqual(['South']);
          expect((await fresh.readScoped!(b, epoch, (tx) => byName(tx, 'South'))).map((r) => r.name)).toEqual([]);
        }
        const scopes = await withScope(fresh, a, async (tx) =>
          rowsOf<{ name: string }>(await tx.execute(sql`select name from pg_prepared_statements where name = 'passage_read_scope'`)),
        );
        expect(scopes).toHaveLength(1);
        // And once more after an error on a connection where it is parsed.
        await expect(fresh.readScoped!(a, epoch, (tx) => tx.execute(sql`select 1 / ${0}::int`))).rejects.toMatchObject({ cause: { code: '22012' } });
        expect((await fresh.readScoped!(a, epoch, (tx) => byName(tx, 'North'))).map((r) => r.name)).toEqual(['North']);
      } finally {
        await fresh.close();
      }
    });

    it('a connection holds at most MAX_NAMED_PER_CONNECTION named statements; further texts still run', async () => {
      const distinct = MAX_NAMED_PER_CONNECTION + 20;
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < distinct; i++) {
          const rows = await withScope(database, a, async (tx) => rowsOf<{ v: number }>(await tx.execute(sql`select ${sql.raw(String(i))}::int + ${1}::int as v`)));
          expect(rows).toEqual([{ v: i + 1 }]);
        }
      }
      const all = await withScope(database, a, async (tx) => rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from pg_prepared_statements`)));
      expect(all[0]!.n).toBeLessThanOrEqual(MAX_NAMED_PER_CONNECTION);
      expect(all[0]!.n).toBeGreaterThan(MAX_NAMED_PER_CONNECTION / 2);
    });
  });
}

describe('nameStatement', () => {
  it('names a text from its second use, the same name every time, and keeps a given name', () => {
    const connection = {};
    const parsed = () => false;
    const text = `select ${Math.random()} as v`;
    expect(nameStatement(connection, { text }, parsed).name).toBeUndefined();
    const second = nameStatement(connection, { text }, parsed).name;
    expect(second).toMatch(/^p[\w-]{27}$/);
    expect(nameStatement(connection, { text }, parsed).name).toBe(second);
    expect(nameStatement(connection, { text: 'select 2', name: 'mine' }, parsed).name).toBe('mine');
  });
});
