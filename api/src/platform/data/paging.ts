import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import { AppError } from '../http';

/*
 * Keyset ("seek") paging for the lists: the order is (sort expression, id); a cursor holds
 * the last row's sort value and id, and the next page starts strictly after it. Sort expressions
 * never yield null (coalesce), so the row comparison is total.
 */

export type SortCast = 'text' | 'date' | 'int' | 'timestamptz' | 'numeric';

export interface SortSpec {
  expr: SQL;
  cast: SortCast;
}

interface Cursor {
  k: string;
  id: string;
}

export function encodeCursor(k: unknown, id: string): string {
  const key = k instanceof Date ? k.toISOString() : String(k ?? '');
  return Buffer.from(JSON.stringify({ k: key, id } satisfies Cursor)).toString('base64url');
}

export function decodeCursor(cursor: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Cursor;
    if (typeof c.k !== 'string' || typeof c.id !== 'string' || !/^[0-9a-f-]{36}$/i.test(c.id)) throw new Error('bad');
    return c;
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The cursor is not valid.', { issues: [{ path: 'cursor', message: 'The cursor is not valid.' }] });
  }
}

/** ORDER BY, the keyset condition for `cursor`, and the sort key to select for the next cursor. */
export function keyset(spec: SortSpec, idCol: AnyColumn, order: 1 | -1, cursor: string | null | undefined) {
  const dir = order === 1 ? asc : desc;
  const orderBy = [dir(spec.expr), dir(idCol)];
  let after: SQL | undefined;
  if (cursor) {
    const c = decodeCursor(cursor);
    const value = sql`cast(${c.k} as ${sql.raw(spec.cast)})`;
    after =
      order === 1
        ? sql`(${spec.expr}, ${idCol}) > (${value}, cast(${c.id} as uuid))`
        : sql`(${spec.expr}, ${idCol}) < (${value}, cast(${c.id} as uuid))`;
  }
  const sortKey = sql<string>`cast(${spec.expr} as text)`;
  return { orderBy, after, sortKey };
}

/** ilike pattern for a search term (wildcards escaped). */
export const likePattern = (term: string): string => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const andAll = (parts: (SQL | undefined)[]): SQL | undefined => and(...parts.filter(Boolean));

/** The page's rows (one extra fetched to know whether there is a next page) and the next cursor. */
export function finishPage<T extends { id: string; sortKey: string }>(rows: T[], perpage: number) {
  const more = rows.length > perpage;
  const page = more ? rows.slice(0, perpage) : rows;
  const last = page[page.length - 1];
  return { rows: page, nextCursor: more && last ? encodeCursor(last.sortKey, last.id) : null };
}

/**
 * The list's total when the page's statement carried it (`total`: the count as a scalar subquery,
 * run once). No row on the first page: nothing matches; an empty page past a cursor or an offset
 * has no row to carry it, so `counted` runs on its own.
 */
export async function pageTotal(rows: readonly { total?: number | null }[], counted: PromiseLike<{ n: number }[]>, pastStart: boolean): Promise<number> {
  if (rows.length || !pastStart) return Number(rows[0]?.total ?? 0);
  const [n] = await counted;
  return Number(n?.n ?? 0);
}
