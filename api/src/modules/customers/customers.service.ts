import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  type TAddress,
  type TCsvExport,
  type TCustomer,
  type TCustomerDetailsResult,
  type TListCustomersResult,
  type ZCustomerDetailsPayload,
  type ZExportCustomersCsvPayload,
  type ZListCustomersPayload,
} from 'shared/contract';
import type { z } from 'zod';
import { rowsOf, type Db } from '../../platform/db';
import { notFound, type Ctx } from '../../platform/http';
import { beneficiaries } from '../beneficiaries';
import { beneficiaryName } from '../beneficiaries';
import { companies } from '../companies';
import { companyVisibility } from '../companies';
import { individuals } from '../individuals';
import { individualVisibility } from '../individuals';
import { inList, internalAccess, type PeopleAccess } from '../people';
import { csvFileName, toCsv } from '../../platform/data';
import { andAll, decodeCursor, encodeCursor, likePattern, limitSql } from '../../platform/data';
import { fullName, isoOrEpoch as iso, todayOf } from '../../platform/data';
import { inSequence } from '../../platform/data';

/*
 * Customers are not stored on their own: a customer is a petitioner company or an individual
 * client (who pays). The list is a UNION of both, ordered by name.
 */

type Filter = Pick<z.output<typeof ZListCustomersPayload>, 'search' | 'matcher'>;

interface Row {
  kind: 'company' | 'individual';
  id: string;
  name: string;
  sort_key: string;
  created_at: string | Date;
}

const ACTIVE_COMPANY_STATUSES = [1, 4];

function parts(a: PeopleAccess, f: Filter): SQL[] {
  const like = f.search ? likePattern(f.search) : null;
  const m = f.matcher;
  const out: SQL[] = [];
  if (!m.kinds || m.kinds.includes('company')) {
    const where = andAll([
      companyVisibility(a),
      like ? sql`(lower(${companies.name}) like ${like} or lower(coalesce(${companies.email}, '')) like ${like})` : undefined,
      m.branchIds ? inList(companies.branchId, m.branchIds) : undefined,
      m.active === true ? inArray(companies.statusId, ACTIVE_COMPANY_STATUSES) : undefined,
      m.active === false ? sql`${companies.statusId} not in (1, 4)` : undefined,
    ]);
    out.push(sql`select 'company'::text as kind, ${companies.id} as id, ${companies.name} as name, lower(${companies.name}) as sort_key, ${companies.createdAt} as created_at from ${companies} where ${where}`);
  }
  if (!m.kinds || m.kinds.includes('individual')) {
    const name = sql`${individuals.firstName} || ' ' || ${individuals.lastName}`;
    const where = andAll([
      individualVisibility(a),
      like ? sql`(lower(${name}) like ${like} or lower(coalesce(${individuals.email}, '')) like ${like})` : undefined,
      m.branchIds ? inList(individuals.branchId, m.branchIds) : undefined,
      m.active === true ? eq(individuals.status, 'active') : undefined,
      m.active === false ? eq(individuals.status, 'inactive') : undefined,
    ]);
    out.push(sql`select 'individual'::text as kind, ${individuals.id} as id, ${name} as name, lower(${name}) as sort_key, ${individuals.createdAt} as created_at from ${individuals} where ${where}`);
  }
  return out;
}

async function customerRows(tx: Db, a: PeopleAccess, f: Filter, sort: { field: 'name' | 'createdAt'; order: 1 | -1 }, limit: number, offset: number, cursor?: string | null) {
  const u = parts(a, f);
  if (!u.length) return { rows: [] as Row[], total: 0 };
  const union = sql.join(u, sql` union all `);
  const key = sort.field === 'name' ? sql.raw('sort_key') : sql.raw('created_at');
  const cast = sort.field === 'name' ? sql.raw('text') : sql.raw('timestamptz');
  const dir = sql.raw(sort.order === 1 ? 'asc' : 'desc');
  const cmp = sql.raw(sort.order === 1 ? '>' : '<');
  let after = sql`true`;
  if (cursor) {
    const c = decodeCursor(cursor);
    after = sql`(${key}, id) ${cmp} (cast(${c.k} as ${cast}), cast(${c.id} as uuid))`;
  }
  const rows = rowsOf<Row>(
    await tx.execute(sql`select * from (${union}) c where ${after} order by ${key} ${dir}, id ${dir} ${limitSql(limit)} offset ${cursor ? 0 : offset}`),
  );
  const [n] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from (${union}) c`));
  return { rows, total: Number(n?.n ?? 0) };
}

const billingAddressOf = (list: TAddress[] | null | undefined): TAddress | null =>
  (list ?? []).find((x) => x.type === 'billing') ?? (list ?? [])[0] ?? null;

async function toCustomers(tx: Db, rows: Row[]): Promise<TCustomer[]> {
  const cIds = rows.filter((r) => r.kind === 'company').map((r) => r.id);
  const iIds = rows.filter((r) => r.kind === 'individual').map((r) => r.id);
  const [cs, is, counts] = await inSequence([
    () => cIds.length ? tx.select().from(companies).where(inArray(companies.id, cIds)) : Promise.resolve([]),
    () => iIds.length ? tx.select().from(individuals).where(inArray(individuals.id, iIds)) : Promise.resolve([]),
    () => cIds.length
      ? tx
          .select({ id: beneficiaries.companyId, n: count() })
          .from(beneficiaries)
          .where(and(inArray(beneficiaries.companyId, cIds), isNull(beneficiaries.deletedAt)))
          .groupBy(beneficiaries.companyId)
      : Promise.resolve([] as { id: string | null; n: number }[]),
  ]);
  const cMap = new Map(cs.map((c) => [c.id, c]));
  const iMap = new Map(is.map((i) => [i.id, i]));
  const nMap = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return rows.map((r): TCustomer => {
    if (r.kind === 'company') {
      const c = cMap.get(r.id)!;
      const contact = (c.contacts ?? []).find((x) => x.isPrimary) ?? (c.contacts ?? [])[0];
      return {
        id: c.id,
        kind: 'company',
        name: c.name,
        email: c.email ?? contact?.email ?? null,
        phone: c.phone,
        feiNumber: c.feiNumber,
        billingAddress: billingAddressOf(c.addresses),
        billingContactName: contact?.name ?? null,
        branchId: c.branchId,
        active: ACTIVE_COMPANY_STATUSES.includes(c.statusId),
        beneficiaryCount: nMap.get(c.id) ?? 0,
        accountingCustomerId: c.accountingCustomerId,
        createdAt: iso(c.createdAt),
      };
    }
    const i = iMap.get(r.id)!;
    return {
      id: i.id,
      kind: 'individual',
      name: fullName(i.firstName, i.middleName, i.lastName),
      email: i.email,
      phone: i.phone,
      feiNumber: null,
      billingAddress: billingAddressOf(i.addresses),
      billingContactName: fullName(i.firstName, i.lastName),
      branchId: i.branchId,
      active: i.status === 'active',
      beneficiaryCount: i.beneficiaryId ? 1 : 0,
      accountingCustomerId: i.accountingCustomerId,
      createdAt: iso(i.createdAt),
    };
  });
}

export async function listCustomers(ctx: Ctx<typeof ZListCustomersPayload>): Promise<TListCustomersResult> {
  const a = await internalAccess(ctx);
  const p = ctx.payload;
  const { rows, total } = await customerRows(ctx.tx, a, p, p.sort, p.perpage + 1, (p.page - 1) * p.perpage, p.cursor);
  const more = rows.length > p.perpage;
  const page = rows.slice(0, p.perpage);
  const last = page[page.length - 1];
  const lastKey = last ? (p.sort.field === 'name' ? last.sort_key : new Date(last.created_at).toISOString()) : '';
  return {
    data: await toCustomers(ctx.tx, page),
    count: total,
    page: p.page,
    perpage: p.perpage,
    nextCursor: more && last ? encodeCursor(lastKey, last.id) : null,
  };
}

export async function exportCustomersCsv(ctx: Ctx<typeof ZExportCustomersCsvPayload>): Promise<TCsvExport> {
  const a = await internalAccess(ctx);
  const { rows } = await customerRows(ctx.tx, a, ctx.payload, { field: 'name', order: 1 }, 10_000, 0);
  const list = await toCustomers(ctx.tx, rows);
  const headers = ['Kind', 'Name', 'Email', 'Phone', 'FEIN', 'Billing Contact', 'Billing Address', 'City', 'State', 'Zip', 'Active', 'Beneficiaries'];
  const data = list.map((c) => [
    c.kind, c.name, c.email, c.phone, c.feiNumber, c.billingContactName,
    [c.billingAddress?.line1, c.billingAddress?.line2].filter(Boolean).join(', '),
    c.billingAddress?.locationDetails?.name, c.billingAddress?.stateDetails?.name, c.billingAddress?.zipcode, c.active ? 'yes' : 'no', c.beneficiaryCount,
  ]);
  return { fileName: csvFileName('customers', todayOf(ctx.payload)), mimeType: 'text/csv', rowCount: data.length, content: toCsv(headers, data) };
}

export async function customerDetails(ctx: Ctx<typeof ZCustomerDetailsPayload>): Promise<TCustomerDetailsResult> {
  const a = await internalAccess(ctx);
  const { kind, customerId } = ctx.payload;
  if (kind === 'company') {
    const [c] = await ctx.tx.select().from(companies).where(and(eq(companies.id, customerId), companyVisibility(a))).limit(1);
    if (!c) throw notFound('Customer not found');
    const [customer] = await toCustomers(ctx.tx, [{ kind, id: c.id, name: c.name, sort_key: '', created_at: c.createdAt }]);
    const bens = await ctx.tx
      .select()
      .from(beneficiaries)
      .where(and(eq(beneficiaries.companyId, c.id), isNull(beneficiaries.deletedAt), eq(beneficiaries.relation, 'principal')))
      .orderBy(beneficiaries.lastName);
    return { ...customer!, beneficiaries: bens.map((b) => ({ id: b.id, name: beneficiaryName(b) })) };
  }
  const [i] = await ctx.tx.select().from(individuals).where(and(eq(individuals.id, customerId), individualVisibility(a))).limit(1);
  if (!i) throw notFound('Customer not found');
  const [customer] = await toCustomers(ctx.tx, [{ kind, id: i.id, name: '', sort_key: '', created_at: i.createdAt }]);
  const bens = i.beneficiaryId
    ? await ctx.tx.select().from(beneficiaries).where(and(eq(beneficiaries.id, i.beneficiaryId), isNull(beneficiaries.deletedAt)))
    : [];
  return { ...customer!, beneficiaries: bens.map((b) => ({ id: b.id, name: beneficiaryName(b) })) };
}
