import { getTableColumns, getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/*
 * The matching and ranking every provider shares:
 * - full text: to_tsvector('simple', …) @@ plainto_tsquery('simple', q), ranked with ts_rank
 *   ('simple' because names, e-mails and passport numbers are not English words to stem);
 * - ILIKE '%q%' on the name and the given columns, so a partial word ("anan") still matches while
 *   the user types;
 * - exact, case-insensitive equality on identifiers (e-mail, passport number, FEIN);
 * - digits-only comparison for phone numbers (4 digits or more).
 * The rank adds bonuses for exact and prefix matches on top of ts_rank.
 */

export interface TextSearchSpec {
  /** The display name, as one expression (e.g. first || ' ' || last). */
  name: SQL;
  /** Further text the full-text vector covers (e-mail, company…). */
  text?: readonly (AnyColumn | SQL)[];
  /** Identifiers compared whole, case-insensitively. */
  exact?: readonly (AnyColumn | SQL)[];
  /** Columns matched with ILIKE %q% besides the name. */
  contains?: readonly (AnyColumn | SQL)[];
  /** Phone column compared on digits. */
  phone?: AnyColumn;
  /**
   * The table's stored tsvector of `name` and `text` (a generated column, same words): matched and
   * ranked as it is, instead of tokenizing every row per search (what made a search over 10,000
   * people slow on PGlite).
   */
  stored?: AnyColumn;
}

/** `%term%` for ILIKE, with %, _ and \ escaped. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const prefixPattern = (term: string): string => `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const joinText = (parts: readonly (AnyColumn | SQL)[]): SQL =>
  sql.join(
    parts.map((p) => sql`coalesce(${p}::text, '')`),
    sql` || ' ' || `,
  );

/**
 * The tables whose searches have an indexed candidate set (migration 0035): a function returning
 * the ids of the current tenant's rows whose stored `search_text` (trigram GIN), `search_vector`
 * (GIN) or identifiers may match. Found through the table of `TextSearchSpec.stored`. The search
 * keeps its own conditions on top, so the answer is the same; see docs/query-layer.md "Search
 * under RLS".
 */
const CANDIDATE_FUNCTIONS: Readonly<Record<string, string>> = {
  beneficiaries: 'search_beneficiary_ids',
  companies: 'search_company_ids',
};

/** `id IN (candidates)` for a table with a candidate function, else undefined. */
function candidatesOf(stored: AnyColumn | undefined, q: string, like: string, digits: string): SQL | undefined {
  if (!stored) return undefined;
  const table = (stored as PgColumn).table as PgTable;
  const fn = CANDIDATE_FUNCTIONS[getTableName(table)];
  const id = getTableColumns(table).id;
  if (!fn || !id) return undefined;
  const digitsLike = digits.length >= 4 ? containsPattern(digits) : null;
  return sql`${id} IN (SELECT ${sql.identifier(fn)}(${like}, ${q}, ${q}, ${digitsLike}::text))`;
}

export function textSearch(query: string, spec: TextSearchSpec): { where: SQL; rank: SQL<number> } {
  const q = query.trim();
  const digits = q.replace(/\D/g, '');
  const vector = spec.stored ? sql`${spec.stored}` : sql`to_tsvector('simple', ${joinText([spec.name, ...(spec.text ?? [])])})`;
  const tsquery = sql`plainto_tsquery('simple', ${q})`;
  const name = sql`coalesce(${spec.name}, '')`;
  const like = containsPattern(q);

  const matches: SQL[] = [sql`${vector} @@ ${tsquery}`, sql`${name} ILIKE ${like}`];
  for (const c of spec.contains ?? []) matches.push(sql`${c} ILIKE ${like}`);
  for (const c of spec.exact ?? []) matches.push(sql`upper(${c}) = upper(${q})`);
  const phoneMatch =
    spec.phone && digits.length >= 4
      ? sql`regexp_replace(coalesce(${spec.phone}, ''), '\\D', '', 'g') LIKE ${containsPattern(digits)}`
      : null;
  if (phoneMatch) matches.push(phoneMatch);

  const exactAny = spec.exact?.length
    ? sql.join(
        spec.exact.map((c) => sql`upper(${c}) = upper(${q})`),
        sql` OR `,
      )
    : sql`false`;
  const rank = sql<number>`(
    ts_rank(${vector}, ${tsquery})
    + CASE WHEN lower(${name}) = lower(${q}) THEN 1.0
           WHEN ${name} ILIKE ${prefixPattern(q)} THEN 0.6
           WHEN ${name} ILIKE ${like} THEN 0.3
           ELSE 0 END
    + CASE WHEN ${exactAny} THEN 1.0 ELSE 0 END
    + ${phoneMatch ? sql`CASE WHEN ${phoneMatch} THEN 0.5 ELSE 0 END` : sql`0`}
  )::float8`;
  const candidates = candidatesOf(spec.stored, q, like, digits);
  const where = sql`(${sql.join(matches, sql` OR `)})`;
  return { where: candidates ? sql`(${candidates} AND ${where})` : where, rank };
}
