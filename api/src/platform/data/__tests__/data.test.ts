import { PgDialect, integer, pgTable } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import {
  addDaysIso,
  addYearsIso,
  changedOnly,
  csvCell,
  daysBetweenIso,
  decodeCursor,
  diffSnapshots,
  encodeCursor,
  finishPage,
  fullName,
  inSequence,
  iso,
  isoOrEpoch,
  keyset,
  inConsts,
  isConst,
  likePattern,
  limitSql,
  pageTotal,
  parseCsv,
  snapshotOf,
  todayOf,
  toCsv,
} from '..';
import { AppError } from '../../http';

describe('keyset paging', () => {
  it('round-trips a cursor and refuses a forged one', () => {
    const id = '0b7f7a1e-1111-4222-8333-444455556666';
    const c = encodeCursor(new Date('2024-01-02T03:04:05.000Z'), id);
    expect(decodeCursor(c)).toEqual({ k: '2024-01-02T03:04:05.000Z', id });
    expect(() => decodeCursor('nonsense')).toThrow(AppError);
    expect(() => decodeCursor(Buffer.from(JSON.stringify({ k: 'a', id: 'x' })).toString('base64url'))).toThrow(
      'The cursor is not valid.',
    );
  });

  it('finishes a page: one extra row means a next cursor from the last row shown', () => {
    const rows = [1, 2, 3].map((n) => ({ id: `0000000${n}-0000-4000-8000-000000000000`, sortKey: `k${n}` }));
    const page = finishPage(rows, 2);
    expect(page.rows).toHaveLength(2);
    expect(decodeCursor(page.nextCursor!)).toEqual({ k: 'k2', id: rows[1]!.id });
    expect(finishPage(rows, 3).nextCursor).toBeNull();
  });

  it('builds the seek condition after the cursor, in the sort direction', () => {
    const dialect = new PgDialect();
    const id = sql.raw('"id"') as never;
    const cursor = encodeCursor('Smith', '0b7f7a1e-1111-4222-8333-444455556666');
    const up = keyset({ expr: sql`"name"`, cast: 'text' }, id, 1, cursor);
    expect(dialect.sqlToQuery(up.after!).sql).toContain(') > (');
    const down = keyset({ expr: sql`"name"`, cast: 'text' }, id, -1, cursor);
    expect(dialect.sqlToQuery(down.after!).sql).toContain(') < (');
    expect(keyset({ expr: sql`"name"`, cast: 'text' }, id, 1, null).after).toBeUndefined();
  });

  it('sends a page’s LIMIT as a literal, so a named statement’s generic plan knows the page size', () => {
    const dialect = new PgDialect();
    const t = pgTable('t', { id: integer('id') });
    // drizzle's .limit() (patches/drizzle-orm@0.45.4.patch) and the hand-written form
    const built = drizzle.mock().select().from(t).orderBy(t.id).limit(26).offset(50).toSQL();
    expect(built.sql).toMatch(/ limit 26 offset \$1$/);
    expect(built.params).toEqual([50]);
    const hand = dialect.sqlToQuery(sql`select 1 ${limitSql(26)}`);
    expect(hand).toMatchObject({ sql: 'select 1 limit 26', params: [] });
    for (const bad of [-1, 1.5, Number.NaN, 2 ** 60]) expect(() => limitSql(bad)).toThrow('not a row count');
  });

  it('writes the code’s own constants as literals and refuses anything that is not a code word', () => {
    const dialect = new PgDialect();
    const col = sql.raw('"kind"');
    expect(dialect.sqlToQuery(inConsts(col, ['rfe', 'lca'], true))).toMatchObject({ sql: `"kind" not in ('rfe', 'lca')`, params: [] });
    expect(dialect.sqlToQuery(inConsts(col, [24, 25]))).toMatchObject({ sql: `"kind" in (24, 25)`, params: [] });
    expect(dialect.sqlToQuery(isConst(col, false))).toMatchObject({ sql: `"kind" = false`, params: [] });
    expect(dialect.sqlToQuery(inConsts(col, []))).toMatchObject({ sql: 'false' });
    expect(dialect.sqlToQuery(inConsts(col, [], true))).toMatchObject({ sql: 'true' });
    expect(() => isConst(col, "x' or '1'='1")).toThrow('not a code word');
    expect(() => inConsts(col, [1.5])).toThrow('not an integer');
  });

  it('escapes LIKE wildcards', () => {
    expect(likePattern('A_b%c\\')).toBe('%a\\_b\\%c\\\\%');
  });
});

describe('pageTotal', () => {
  const counted = (n: number) => {
    const calls = { n: 0 };
    return { calls, query: { then: (ok: (v: { n: number }[]) => unknown) => (calls.n++, Promise.resolve([{ n }]).then(ok)) } as PromiseLike<{ n: number }[]> };
  };
  it('takes the total the page carried, and counts on its own only for an empty page past the start', async () => {
    const c = counted(42);
    expect(await pageTotal([{ total: 7 }, { total: 7 }], c.query, true)).toBe(7);
    expect(await pageTotal([], c.query, false)).toBe(0);
    expect(c.calls.n).toBe(0);
    expect(await pageTotal([], c.query, true)).toBe(42);
    expect(c.calls.n).toBe(1);
  });
});

describe('csv', () => {
  it('quotes, neutralises formulas and round-trips', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell(['x', 'y'])).toBe('x; y');
    const text = toCsv(['name', 'note'], [['Ann', 'line1\nline2'], ['Bob', null]]);
    expect(text).toBe('name,note\r\nAnn,"line1\nline2"\r\nBob,\r\n');
    expect(parseCsv(`\uFEFF${text}`)).toEqual([
      ['name', 'note'],
      ['Ann', 'line1\nline2'],
      ['Bob', ''],
    ]);
  });
});

describe('audit diff', () => {
  it('snapshots dates as ISO and drops the tenant', () => {
    expect(snapshotOf({ tenantId: 't', at: new Date('2024-05-06T00:00:00.000Z'), n: 1 })).toEqual({
      at: '2024-05-06T00:00:00.000Z',
      n: 1,
    });
    expect(snapshotOf(null)).toBeNull();
  });

  it('lists changed fields by name, ignoring timestamps and treating missing as null', () => {
    expect(
      diffSnapshots({ a: 1, b: [1], updatedAt: 'x', c: null }, { a: 2, b: [1], updatedAt: 'y', d: 'new' }),
    ).toEqual([
      { field: 'a', before: 1, after: 2 },
      { field: 'd', before: null, after: 'new' },
    ]);
  });

  it('cuts both snapshots down to the changed fields', () => {
    expect(changedOnly({ a: 1, b: 2 }, { a: 1, b: 3 })).toEqual({ before: { b: 2 }, after: { b: 3 } });
    expect(changedOnly(null, { a: 1 })).toEqual({ before: null, after: { a: 1 } });
  });
});

describe('dates and names', () => {
  it('formats timestamps', () => {
    expect(iso(new Date('2024-01-01T00:00:00Z'))).toBe('2024-01-01T00:00:00.000Z');
    expect(iso('2024-01-01T00:00:00Z')).toBe('2024-01-01T00:00:00.000Z');
    expect(iso(null)).toBeNull();
    expect(isoOrEpoch(undefined)).toBe('1970-01-01T00:00:00.000Z');
    expect(todayOf({ today: '2024-02-03' })).toBe('2024-02-03');
    expect(todayOf({})).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('counts and adds calendar days and years', () => {
    expect(daysBetweenIso('2024-02-28', '2024-03-01')).toBe(2);
    expect(addDaysIso('2024-12-31', 1)).toBe('2025-01-01');
    expect(addYearsIso('2024-02-29', 1)).toBe('2025-02-28');
    expect(fullName(' Ann ', null, 'Lee')).toBe('Ann Lee');
  });

  it('runs thunks one after another', async () => {
    const order: number[] = [];
    const out = await inSequence([async () => (order.push(1), 'a'), async () => (order.push(2), 2)] as const);
    expect(out).toEqual(['a', 2]);
    expect(order).toEqual([1, 2]);
  });
});
