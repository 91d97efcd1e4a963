import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { buildPath } from 'shared/routes';
import type { PeopleAccess } from '../people';
import type { SearchContext } from './search.types';

/*
 * Helpers the modules' search providers share (each module's provider lives in the module and is
 * listed in its definition's `searchProviders`). Each provider applies the same visibility as the
 * list call of its records, so search never shows what the lists would hide. Tenant isolation is
 * the request transaction's RLS.
 */

/** A person's name from name columns, blanks left out. */
export const sqlFullName = (...parts: AnyColumn[]): SQL =>
  sql`concat_ws(' ', ${sql.join(
    parts.map((p) => sql`nullif(${p}, '')`),
    sql`, `,
  )})`;

export const joinSub = (...parts: (string | null | undefined)[]): string | undefined => {
  const s = parts.filter((p): p is string => !!p && p.trim() !== '').join(' · ');
  return s || undefined;
};

/** Staff (internal roles and the branch manager) — the only callers who see individuals, contacts, leads. */
export const isStaff = (a: PeopleAccess | null): a is PeopleAccess => a?.kind === 'internal' || a?.kind === 'branch';

export const beneficiaryDetailsPath = (ctx: SearchContext, id: string): string =>
  buildPath(ctx.peopleTerm === 'employee' ? 'people.employeeDetails' : 'people.beneficiaryDetails', { itemId: id });

