import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/*
 * Values of the code, not of the request, written into SQL as literals (docs/query-layer.md
 * "Constants as literals"). The API sends a statement it has seen before as a named statement
 * (ADR 0018), which PostgreSQL may run with one generic plan. A generic plan cannot see a
 * parameter's value: a `limit $n` is taken to keep 10 % of the rows, a `kind not in ($1, $2, $3)`
 * or `is_old = $4` gets a default selectivity. For a list page those guesses put the generic
 * plan's cost far above the custom plans', so PostgreSQL plans every call again (the case list's
 * last page by cursor: 2–3 ms of planning per call). With the page size and the list's fixed
 * conditions as literals the generic plan is costed like a custom one and kept. Only values that
 * are the same for every request belong here; what a request chooses stays a parameter.
 */

type Column = SQLWrapper;

/** `limit n`, for SQL written by hand (drizzle's `.limit(n)` does the same through patches/drizzle-orm@0.45.4.patch). */
export function limitSql(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`limitSql: not a row count: ${n}`);
  return sql.raw(`limit ${n}`);
}

const SAFE_TEXT = /^[A-Za-z0-9_.-]+$/;

/** One constant as SQL text: a safe integer, or a code word (letters, digits, `_ . -`) quoted. */
function literal(v: string | number | boolean): string {
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') {
    if (!Number.isSafeInteger(v)) throw new Error(`constant SQL: not an integer: ${v}`);
    return String(v);
  }
  if (!SAFE_TEXT.test(v)) throw new Error(`constant SQL: not a code word: ${JSON.stringify(v)}`);
  return `'${v}'`;
}

/** `col = constant`. */
export const isConst = (col: Column, v: string | number | boolean): SQL => sql`${col} = ${sql.raw(literal(v))}`;

/** `col in (constants)` (or `not in`); an empty list is false (`not in`: true). */
export function inConsts(col: Column, values: readonly (string | number)[], not = false): SQL {
  if (!values.length) return sql.raw(not ? 'true' : 'false');
  return sql`${col} ${sql.raw(not ? 'not in' : 'in')} (${sql.raw(values.map(literal).join(', '))})`;
}
