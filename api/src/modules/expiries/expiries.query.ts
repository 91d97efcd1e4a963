import { and, eq, inArray, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { EXPIRY_KIND_LABELS, EXPIRY_KINDS, type TExpiryItem, type TExpiryKind } from 'shared/contract';
import type { Db } from '../../platform/db';
import { rowsOf } from '../../platform/db';
import { beneficiaries } from '../beneficiaries';
import { beneficiaryVisibility } from '../beneficiaries';
import { companies } from '../companies';
import { inList, type PeopleAccess } from '../people';
import { andAll, limitSql } from '../../platform/data';
import { daysBetweenIso, fullName } from '../../platform/data';
import { userNames } from '../people';
import { inSequence } from '../../platform/data';

/** Column of each kind (the expiring date) of `t` (the beneficiaries table or an alias of it). */
type DateColumns = Record<'passportExpiry' | 'visaExpiry' | 'i94Expiry' | 'statusExpiry' | 'eadExpiry' | 'i797Expiry' | 'maxOutDate', AnyColumn>;
const kindColumns = (t: DateColumns): Record<TExpiryKind, SQL> => ({
  passport: sql`${t.passportExpiry}`,
  visa: sql`${t.visaExpiry}`,
  i94: sql`${t.i94Expiry}`,
  status: sql`${t.statusExpiry}`,
  ead: sql`${t.eadExpiry}`,
  i797: sql`${t.i797Expiry}`,
  max_out: sql`${t.maxOutDate}`,
});

/**
 * `(kind, date), …` rows of a LATERAL VALUES over the expiring dates of `t`: one per kind (all
 * kinds by default). Also used by the expiry risk report (modules/reports).
 */
export function expiryDateValues(t: DateColumns, kinds?: readonly string[]): SQL {
  const cols = kindColumns(t);
  const list = kinds?.length ? EXPIRY_KINDS.filter((k) => kinds.includes(k)) : [...EXPIRY_KINDS];
  return sql.join(
    list.map((k) => sql`(${k}::text, ${cols[k]})`),
    sql`, `,
  );
}

export interface ExpiryFilter {
  kinds?: TExpiryKind[];
  /** Inclusive date bounds, YYYY-MM-DD. */
  from?: string;
  to?: string;
  companyIds?: string[];
  attorneyUserIds?: string[];
  beneficiaryIds?: string[];
  relation?: 'principal' | 'dependent' | 'all';
}

interface RawItem {
  beneficiary_id: string;
  kind: TExpiryKind;
  date: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  relation: 'principal' | 'spouse' | 'child';
  principal_id: string | null;
  company_id: string | null;
  attorney_user_id: string | null;
  status_code: string | null;
  email: string | null;
}

/**
 * Every (beneficiary, kind, date) the caller may see, one row per expiring date, soonest first
 * (or latest first): a LATERAL VALUES over the date columns of `beneficiaries`.
 */
export async function queryExpiries(
  tx: Db,
  a: PeopleAccess,
  f: ExpiryFilter,
  page: { limit: number; offset: number; order: 1 | -1 },
): Promise<{ rows: RawItem[]; total: number }> {
  const values = expiryDateValues(beneficiaries, f.kinds);
  const where = andAll([
    beneficiaryVisibility(a),
    sql`e.date is not null`,
    f.from ? sql`e.date >= ${f.from}::date` : undefined,
    f.to ? sql`e.date <= ${f.to}::date` : undefined,
    f.companyIds ? inList(beneficiaries.companyId, f.companyIds) : undefined,
    f.attorneyUserIds ? inList(beneficiaries.attorneyUserId, f.attorneyUserIds) : undefined,
    f.beneficiaryIds ? inList(beneficiaries.id, f.beneficiaryIds) : undefined,
    f.relation === 'principal' ? eq(beneficiaries.relation, 'principal') : undefined,
    f.relation === 'dependent' ? ne(beneficiaries.relation, 'principal') : undefined,
  ]);
  const from = sql`${beneficiaries} cross join lateral (values ${values}) as e(kind, date)`;
  const dir = sql.raw(page.order === 1 ? 'asc' : 'desc');
  const rows = rowsOf<RawItem>(
    await tx.execute(sql`
      select ${beneficiaries.id} as beneficiary_id, e.kind as kind, to_char(e.date, 'YYYY-MM-DD') as date,
             ${beneficiaries.firstName} as first_name, ${beneficiaries.middleName} as middle_name, ${beneficiaries.lastName} as last_name,
             ${beneficiaries.relation} as relation, ${beneficiaries.principalId} as principal_id,
             ${beneficiaries.companyId} as company_id, ${beneficiaries.attorneyUserId} as attorney_user_id,
             ${beneficiaries.currentStatusCode} as status_code, ${beneficiaries.email} as email
        from ${from}
       where ${where}
       order by e.date ${dir}, ${beneficiaries.id} ${dir}, e.kind ${dir}
       ${limitSql(page.limit)} offset ${page.offset}`),
  );
  const [n] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from ${from} where ${where}`));
  return { rows, total: Number(n?.n ?? 0) };
}

/** Items with names (principal, company, attorney) and days left from `today`. */
export async function toExpiryItems(tx: Db, rows: RawItem[], today: string): Promise<TExpiryItem[]> {
  const principalIds = [...new Set(rows.map((r) => r.principal_id).filter((x): x is string => !!x))];
  const companyIds = [...new Set(rows.map((r) => r.company_id).filter((x): x is string => !!x))];
  const [principals, companyRows, attorneys] = await inSequence([
    () => principalIds.length
      ? tx
          .select({ id: beneficiaries.id, f: beneficiaries.firstName, m: beneficiaries.middleName, l: beneficiaries.lastName })
          .from(beneficiaries)
          .where(inArray(beneficiaries.id, principalIds))
      : Promise.resolve([]),
    () => companyIds.length
      ? tx.select({ id: companies.id, name: companies.name }).from(companies).where(and(inArray(companies.id, companyIds)))
      : Promise.resolve([]),
    () => userNames(tx, rows.map((r) => r.attorney_user_id)),
  ]);
  const pName = new Map(principals.map((p) => [p.id, fullName(p.f, p.m, p.l)]));
  const cName = new Map(companyRows.map((c) => [c.id, c.name]));
  return rows.map((r) => {
    const daysLeft = daysBetweenIso(today, r.date);
    const label = r.kind === 'status' && r.status_code ? `${EXPIRY_KIND_LABELS.status} (${r.status_code})` : EXPIRY_KIND_LABELS[r.kind];
    return {
      id: `${r.beneficiary_id}:${r.kind}`,
      kind: r.kind,
      label,
      date: r.date,
      daysLeft,
      expired: daysLeft < 0,
      beneficiaryId: r.beneficiary_id,
      beneficiaryName: fullName(r.first_name, r.middle_name, r.last_name),
      relation: r.relation,
      principalId: r.principal_id,
      principalName: r.principal_id ? (pName.get(r.principal_id) ?? null) : null,
      companyId: r.company_id,
      companyName: r.company_id ? (cName.get(r.company_id) ?? null) : null,
      attorneyUserId: r.attorney_user_id,
      attorneyName: r.attorney_user_id ? (attorneys.get(r.attorney_user_id) ?? null) : null,
    };
  });
}

export type { RawItem as RawExpiryRow };
