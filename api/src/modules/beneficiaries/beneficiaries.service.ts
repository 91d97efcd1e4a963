import { and, count, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  DOCUMENT_TYPES,
  isDocumentTypeKey,
  type TBeneficiary,
  type TCsvExport,
  type TListBeneficiariesResult,
  type TPeopleTerm,
  type ZBeneficiaryDetailsPayload,
  type ZCreateBeneficiaryPayload,
  type ZDeleteBeneficiaryDocumentsPayload,
  type ZDeleteBeneficiaryPayload,
  type ZExportBeneficiariesCsvPayload,
  type ZInviteBeneficiaryPayload,
  type ZListBeneficiariesPayload,
  type ZMergeBeneficiariesPayload,
  type ZSaveBeneficiaryDocumentsPayload,
  type ZSaveDependentsPayload,
  type ZUpdateBeneficiaryPayload,
} from 'shared/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { assertAttachableKeys, releaseFiles } from '../../platform/storage';
import { conflict, forbidden, invalidLike, notFound, type CallContext } from './beneficiaries.errors';
import type { Ctx } from '../../platform/http';
import { usersRepository } from '../users';
import { mailAccountLink } from '../auth';
import { companies } from '../companies';
import { toDocument } from '../companies';
import { individuals } from '../individuals';
import {
  inList,
  internalAccess,
  peopleAccess,
  requirePeopleTerm,
  requireTenantPermission,
  requireWrite,
  type PeopleAccess,
} from '../people';
import { recordActivity, type Actor } from '../people';
import { csvFileName, toCsv } from '../../platform/data';
import { andAll, finishPage, isConst, keyset, likePattern, pageTotal, type SortSpec } from '../../platform/data';
import { addDaysIso, addYearsIso, todayOf } from '../../platform/data';
import { duplicateConflict, unnamedDuplicateConflict } from '../../platform/http';
import { assertBranch, assertFileKeys, assertUser, masterdataNames, userNames } from '../people';
import { inSequence } from '../../platform/data';
import { beneficiaryName, PROFILE_KEYS, toBeneficiary, toBeneficiaryListItem } from './beneficiaries.mapper';
import {
  beneficiaries,
  beneficiaryDocuments,
  type BeneficiaryRow,
  type NewBeneficiaryRow,
} from './beneficiaries.table';
import { ROLE } from 'shared/domain';

const actorOf = (a: PeopleAccess): Actor => ({ userId: a.userId, userName: a.userName });

/** Attorney-like roles a beneficiary can be assigned to. */
const ATTORNEY_ROLES = [3, 4, 5, 6, 7, 8, 9, 10, 11];

// ─────────────────────────── visibility ───────────────────────────

export function beneficiaryVisibility(a: PeopleAccess): SQL | undefined {
  const live = isNull(beneficiaries.deletedAt);
  switch (a.kind) {
    case 'internal':
      return live;
    case 'branch':
      return and(live, inList(beneficiaries.branchId, a.branchIds));
    case 'petitioner':
      return and(live, inList(beneficiaries.companyId, a.companyIds));
    case 'beneficiary':
      return and(live, inList(beneficiaries.id, a.beneficiaryIds));
    default:
      return sql`false`;
  }
}

export async function findVisibleBeneficiary(tx: Db, a: PeopleAccess, id: string): Promise<BeneficiaryRow> {
  const [row] = await tx
    .select()
    .from(beneficiaries)
    .where(and(eq(beneficiaries.id, id), beneficiaryVisibility(a)))
    .limit(1);
  if (!row) throw notFound('Beneficiary not found');
  return row;
}

/** Access plus the tenant's word; 403 when the tenant has neither beneficiary nor employee pages. */
async function gate(ctx: CallContext<unknown>): Promise<{ a: PeopleAccess; term: TPeopleTerm }> {
  const a = await peopleAccess(ctx);
  const term = await requirePeopleTerm(ctx);
  return { a, term };
}

// ─────────────────────────── views ───────────────────────────

async function companyNames(tx: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const list = [...new Set(ids.filter((x): x is string => !!x))];
  if (!list.length) return new Map();
  const rows = await tx.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, list));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function beneficiaryView(tx: Db, row: BeneficiaryRow): Promise<TBeneficiary> {
  const [companyMap, attorneys, countries, deps, docs, principal] = await inSequence([
    () => companyNames(tx, [row.companyId]),
    () => userNames(tx, [row.attorneyUserId]),
    () => masterdataNames(tx, 'countries', [row.citizenshipCountryId]),
    () => tx
      .select()
      .from(beneficiaries)
      .where(and(eq(beneficiaries.principalId, row.id), isNull(beneficiaries.deletedAt)))
      .orderBy(beneficiaries.relation, beneficiaries.dateOfBirth),
    () => tx.select().from(beneficiaryDocuments).where(eq(beneficiaryDocuments.beneficiaryId, row.id)).orderBy(beneficiaryDocuments.createdAt),
    () => row.principalId
      ? tx.select().from(beneficiaries).where(eq(beneficiaries.id, row.principalId)).limit(1)
      : Promise.resolve([] as BeneficiaryRow[]),
  ]);
  return toBeneficiary(row, {
    companyName: row.companyId ? (companyMap.get(row.companyId) ?? null) : null,
    attorneyName: row.attorneyUserId ? (attorneys.get(row.attorneyUserId) ?? null) : null,
    principalName: principal[0] ? beneficiaryName(principal[0]) : null,
    citizenshipCountryName: row.citizenshipCountryId ? (countries.get(row.citizenshipCountryId) ?? null) : null,
    dependents: deps.map((d) => ({
      id: d.id,
      relation: d.relation as 'spouse' | 'child',
      name: beneficiaryName(d),
      dateOfBirth: d.dateOfBirth,
      currentStatusCode: d.currentStatusCode,
    })),
    documents: docs.map(toDocument),
  });
}

// ─────────────────────────── profile → columns ───────────────────────────

type ProfileInput = Partial<z.output<typeof ZCreateBeneficiaryPayload>> & { status?: string };

const COLUMN_KEYS = ['firstName', 'middleName', 'lastName', 'email', 'phone', 'countryCallingCode', 'dateOfBirth', 'citizenshipCountryId'] as const;

interface SubDates {
  number?: string | null;
  countryId?: number | null;
  expiryDate?: string | null;
  code?: string | null;
  validTo?: string | null;
}

/** The columns to write for `input` over `prev` (only given fields change; derived columns follow the profile). */
export function columnsFromProfile(prev: BeneficiaryRow | null, input: ProfileInput): Partial<NewBeneficiaryRow> {
  const out: Partial<NewBeneficiaryRow> = {};
  for (const k of COLUMN_KEYS) if (input[k] !== undefined) (out as Record<string, unknown>)[k] = input[k];
  const profile: Record<string, unknown> = { ...((prev?.profile as Record<string, unknown>) ?? {}) };
  for (const k of PROFILE_KEYS) if ((input as Record<string, unknown>)[k] !== undefined) profile[k] = (input as Record<string, unknown>)[k];
  out.profile = profile;
  const sub = (k: string) => (profile[k] ?? null) as SubDates | null;
  out.passportNumber = sub('passport')?.number ? String(sub('passport')!.number).toUpperCase() : null;
  out.passportCountryId = sub('passport')?.countryId ?? null;
  out.passportExpiry = sub('passport')?.expiryDate ?? null;
  out.visaExpiry = sub('visa')?.expiryDate ?? null;
  out.i94Expiry = sub('i94')?.expiryDate ?? null;
  out.currentStatusCode = sub('currentStatus')?.code ?? null;
  out.statusExpiry = sub('currentStatus')?.expiryDate ?? null;
  out.eadExpiry = sub('ead')?.expiryDate ?? null;
  out.i797Expiry = sub('i797')?.validTo ?? null;
  const hl = (profile.hlStartDate as string | null | undefined) ?? null;
  const explicit = (profile.maxOutDate as string | null | undefined) ?? null;
  // H/L six years: the day before the sixth anniversary of the first H/L day, unless given.
  out.maxOutDate = explicit ?? (hl ? addDaysIso(addYearsIso(hl, 6), -1) : null);
  return out;
}

// ─────────────────────────── duplicates ───────────────────────────

export async function findDuplicateBeneficiary(
  tx: Db,
  probe: { passportNumber?: string | null; email?: string | null },
  exceptId?: string,
): Promise<{ field: 'passportNumber' | 'email'; row: BeneficiaryRow } | undefined> {
  const live = and(isNull(beneficiaries.deletedAt), exceptId ? ne(beneficiaries.id, exceptId) : undefined);
  if (probe.passportNumber) {
    const [row] = await tx
      .select()
      .from(beneficiaries)
      .where(and(live, sql`upper(${beneficiaries.passportNumber}) = ${probe.passportNumber.toUpperCase()}`))
      .limit(1);
    if (row) return { field: 'passportNumber', row };
  }
  if (probe.email) {
    const [row] = await tx
      .select()
      .from(beneficiaries)
      .where(and(live, sql`lower(${beneficiaries.email}) = ${probe.email.toLowerCase()}`))
      .limit(1);
    if (row) return { field: 'email', row };
  }
  return undefined;
}

/** 409 when the passport number or e-mail is taken; the duplicate is named only if `a` may see it. */
export async function assertNoDuplicateBeneficiary(
  tx: Db,
  a: PeopleAccess,
  probe: { passportNumber?: string | null; email?: string | null },
  exceptId?: string,
): Promise<void> {
  const dup = await findDuplicateBeneficiary(tx, probe, exceptId);
  if (!dup) return;
  const [seen] = await tx
    .select({ id: beneficiaries.id })
    .from(beneficiaries)
    .where(and(eq(beneficiaries.id, dup.row.id), beneficiaryVisibility(a)))
    .limit(1);
  if (!seen) {
    const what = dup.field === 'passportNumber' ? 'passport number' : 'e-mail address';
    throw unnamedDuplicateConflict(dup.field, `This ${what} is already used by another beneficiary of the firm.`);
  }
  const what = dup.field === 'passportNumber' ? `passport number ${probe.passportNumber}` : `e-mail ${probe.email}`;
  throw duplicateConflict(dup.field, dup.row.id, `A beneficiary with ${what} already exists (${beneficiaryName(dup.row)}).`);
}

// ─────────────────────────── links ───────────────────────────

async function companyRow(tx: Db, id: string) {
  const [c] = await tx
    .select({ id: companies.id, branchId: companies.branchId })
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt)))
    .limit(1);
  return c;
}

/** Checks and resolves companyId, attorney and branch for a create or update by `a`. */
async function resolveLinks(
  tx: Db,
  a: PeopleAccess,
  input: { companyId?: string | null; attorneyUserId?: string | null; branchId?: string | null },
  prev: BeneficiaryRow | null,
): Promise<Partial<NewBeneficiaryRow>> {
  const out: Partial<NewBeneficiaryRow> = {};
  if (a.kind === 'beneficiary') return out; // a beneficiary never moves himself
  if (a.kind === 'petitioner') {
    // Only his own companies; attorney and branch are the firm's business.
    let companyId = input.companyId ?? prev?.companyId ?? null;
    if (!prev && !companyId && a.companyIds.length === 1) companyId = a.companyIds[0]!;
    if (!companyId || !a.companyIds.includes(companyId)) throw notFound('Petitioner not found');
    const c = await companyRow(tx, companyId);
    if (!c) throw notFound('Petitioner not found');
    out.companyId = companyId;
    if (!prev) out.branchId = c.branchId;
    return out;
  }
  if (input.companyId !== undefined) {
    if (input.companyId) {
      const c = await companyRow(tx, input.companyId);
      if (!c || (a.kind === 'branch' && !inBranches(a, c.branchId))) throw notFound('Petitioner not found');
      out.companyId = c.id;
      if (input.branchId === undefined && !prev?.branchId) out.branchId = c.branchId;
    } else out.companyId = null;
  }
  if (input.attorneyUserId !== undefined) {
    await assertUser(tx, input.attorneyUserId, ATTORNEY_ROLES);
    out.attorneyUserId = input.attorneyUserId;
  }
  if (input.branchId !== undefined) {
    await assertBranch(tx, input.branchId);
    if (a.kind === 'branch' && !inBranches(a, input.branchId)) throw forbidden('You may only use your own branches.');
    out.branchId = input.branchId;
  }
  if (!prev && a.kind === 'branch' && !out.branchId) out.branchId = a.branchIds[0] ?? null;
  return out;
}

const inBranches = (a: PeopleAccess, branchId: string | null | undefined) => !!branchId && a.branchIds.includes(branchId);

// ─────────────────────────── list / export ───────────────────────────

type ListInput = Pick<z.output<typeof ZListBeneficiariesPayload>, 'search' | 'matcher' | 'sort'>;

const FAR = `'9999-12-31'::date`;
const SORTS: Record<string, SortSpec> = {
  name: { expr: sql`lower(${beneficiaries.firstName} || ' ' || ${beneficiaries.lastName})`, cast: 'text' },
  lastName: { expr: sql`lower(${beneficiaries.lastName} || ' ' || ${beneficiaries.firstName})`, cast: 'text' },
  createdAt: { expr: sql`${beneficiaries.createdAt}`, cast: 'timestamptz' },
  updatedAt: { expr: sql`${beneficiaries.updatedAt}`, cast: 'timestamptz' },
  passportExpiry: { expr: sql`coalesce(${beneficiaries.passportExpiry}, ${sql.raw(FAR)})`, cast: 'date' },
  statusExpiry: { expr: sql`coalesce(${beneficiaries.statusExpiry}, ${sql.raw(FAR)})`, cast: 'date' },
};

function listWhere(a: PeopleAccess, input: ListInput): SQL | undefined {
  const m = input.matcher;
  const like = input.search ? likePattern(input.search) : null;
  return andAll([
    beneficiaryVisibility(a),
    like
      ? or(
          sql`lower(${beneficiaries.firstName} || ' ' || coalesce(${beneficiaries.middleName} || ' ', '') || ${beneficiaries.lastName}) like ${like}`,
          sql`lower(${beneficiaries.firstName} || ' ' || ${beneficiaries.lastName}) like ${like}`,
          sql`lower(coalesce(${beneficiaries.email}, '')) like ${like}`,
          sql`lower(coalesce(${beneficiaries.passportNumber}, '')) like ${like}`,
        )
      : undefined,
    m.companyIds ? inList(beneficiaries.companyId, m.companyIds) : undefined,
    m.branchIds ? inList(beneficiaries.branchId, m.branchIds) : undefined,
    m.attorneyUserIds ? inList(beneficiaries.attorneyUserId, m.attorneyUserIds) : undefined,
    m.statuses ? inList(beneficiaries.status, m.statuses) : undefined,
    // Literals, not parameters (platform/data/literals.ts): the list's generic plan is costed right.
    m.relation === 'principal' ? isConst(beneficiaries.relation, 'principal') : undefined,
    m.relation === 'dependent' ? sql`not ${isConst(beneficiaries.relation, 'principal')}` : undefined,
    m.principalId ? eq(beneficiaries.principalId, m.principalId) : undefined,
    m.citizenshipCountryIds
      ? m.citizenshipCountryIds.length
        ? inArray(beneficiaries.citizenshipCountryId, m.citizenshipCountryIds)
        : sql`false`
      : undefined,
    m.currentStatusCodes ? inList(beneficiaries.currentStatusCode, m.currentStatusCodes) : undefined,
    m.ids ? inList(beneficiaries.id, m.ids) : undefined,
  ]);
}

async function listRows(tx: Db, a: PeopleAccess, input: ListInput, limit: number, offset: number, cursor?: string | null) {
  const spec = SORTS[input.sort.field] ?? SORTS.name!;
  const ks = keyset(spec, beneficiaries.id, input.sort.order, cursor);
  const where = listWhere(a, input);
  const rows = await tx
    .select({ row: beneficiaries, sortKey: ks.sortKey })
    .from(beneficiaries)
    .where(andAll([where, ks.after]))
    .orderBy(...ks.orderBy)
    .limit(limit)
    .offset(cursor ? 0 : offset);
  return { rows, where };
}

async function listItems(tx: Db, rows: BeneficiaryRow[]) {
  const ids = rows.map((r) => r.id);
  const [companyMap, countries, depCounts] = await inSequence([
    () => companyNames(tx, rows.map((r) => r.companyId)),
    () => masterdataNames(tx, 'countries', rows.map((r) => r.citizenshipCountryId)),
    () => ids.length
      ? tx
          .select({ id: beneficiaries.principalId, n: count() })
          .from(beneficiaries)
          .where(and(inArray(beneficiaries.principalId, ids), isNull(beneficiaries.deletedAt)))
          .groupBy(beneficiaries.principalId)
      : Promise.resolve([] as { id: string | null; n: number }[]),
  ]);
  const deps = new Map(depCounts.map((d) => [d.id, Number(d.n)]));
  return rows.map((r) =>
    toBeneficiaryListItem(r, {
      companyName: r.companyId ? (companyMap.get(r.companyId) ?? null) : null,
      citizenshipCountryName: r.citizenshipCountryId ? (countries.get(r.citizenshipCountryId) ?? null) : null,
      dependentCount: deps.get(r.id) ?? 0,
    }),
  );
}

/**
 * A list row's names and dependants as columns of the page's own statement (issue 21.2: one
 * round trip instead of three), with the same answers as listItems: the company's name, the
 * citizenship country's name, the live dependants.
 */
const listItemColumns = {
  companyName: sql<string | null>`(select list_company.name from companies as list_company where list_company.id = ${beneficiaries.companyId})`,
  citizenshipCountryName: sql<string | null>`(select list_country.name from masterdata as list_country where list_country.category = 'countries' and list_country.id = ${beneficiaries.citizenshipCountryId} limit 1)`,
  dependentCount: sql<number>`(select count(*) from beneficiaries as list_dependant where list_dependant.principal_id = ${beneficiaries.id} and list_dependant.deleted_at is null)`.mapWith(Number),
};

export async function listBeneficiaries(ctx: Ctx<typeof ZListBeneficiariesPayload>): Promise<TListBeneficiariesResult> {
  const { a, term } = await gate(ctx);
  const p = ctx.payload;
  const spec = SORTS[p.sort.field] ?? SORTS.name!;
  const ks = keyset(spec, beneficiaries.id, p.sort.order, p.cursor);
  const where = listWhere(a, p);
  const offset = p.cursor ? 0 : (p.page - 1) * p.perpage;
  // The count as a scalar subquery of the page's statement (run once); inside it `beneficiaries`
  // is the subquery's own table.
  const counted = ctx.tx.select({ n: count() }).from(beneficiaries).where(where);
  const rows = await ctx.tx
    .select({ row: beneficiaries, sortKey: ks.sortKey, total: sql`${counted}`.mapWith(Number), ...listItemColumns })
    .from(beneficiaries)
    .where(andAll([where, ks.after]))
    .orderBy(...ks.orderBy)
    .limit(p.perpage + 1)
    .offset(offset);
  const total = await pageTotal(rows, counted, Boolean(p.cursor) || offset > 0);
  const page = finishPage(rows.map((r) => ({ ...r, id: r.row.id })), p.perpage);
  return {
    data: page.rows.map((r) =>
      toBeneficiaryListItem(r.row, {
        companyName: r.row.companyId ? r.companyName : null,
        citizenshipCountryName: typeof r.row.citizenshipCountryId === 'number' ? r.citizenshipCountryName : null,
        dependentCount: r.dependentCount,
      }),
    ),
    count: total,
    page: p.page,
    perpage: p.perpage,
    nextCursor: page.nextCursor,
    term,
  };
}

export async function exportBeneficiariesCsv(ctx: Ctx<typeof ZExportBeneficiariesCsvPayload>): Promise<TCsvExport> {
  const { a, term } = await gate(ctx);
  if (a.kind === 'beneficiary') throw forbidden();
  const { rows } = await listRows(ctx.tx, a, ctx.payload, 10_000, 0);
  const items = await listItems(ctx.tx, rows.map((r) => r.row));
  const byId = new Map(rows.map((r) => [r.row.id, r.row]));
  const headers = [
    'First Name', 'Last Name', 'Relation', 'Email', 'Phone', 'Date of Birth', 'Citizenship', 'Passport Number', 'Passport Expiry',
    'Visa Expiry', 'I-94 Expiry', 'Current Status', 'Status Expiry', 'EAD Expiry', 'I-797 Valid To', 'Six-year Max-out', 'Petitioner', 'Status',
  ];
  const data = items.map((i) => {
    const r = byId.get(i.id)!;
    return [
      r.firstName, r.lastName, r.relation, r.email, r.phone, r.dateOfBirth, i.citizenshipCountryName, r.passportNumber, r.passportExpiry,
      r.visaExpiry, r.i94Expiry, r.currentStatusCode, r.statusExpiry, r.eadExpiry, r.i797Expiry, r.maxOutDate, i.companyName, r.status,
    ];
  });
  const base = term === 'employee' ? 'employees' : 'beneficiaries';
  return { fileName: csvFileName(base, todayOf(ctx.payload)), mimeType: 'text/csv', rowCount: data.length, content: toCsv(headers, data) };
}

// ─────────────────────────── details / create / update / delete ───────────────────────────

export async function beneficiaryDetails(ctx: Ctx<typeof ZBeneficiaryDetailsPayload>) {
  const { a, term } = await gate(ctx);
  const row = await findVisibleBeneficiary(ctx.tx, a, ctx.payload.beneficiaryId);
  return { ...(await beneficiaryView(ctx.tx, row)), term };
}

/** Inserts a beneficiary row (checks done by the caller) and records it. */
export async function insertBeneficiary(tx: Db, actor: Actor, values: NewBeneficiaryRow, action = 'create'): Promise<BeneficiaryRow> {
  const [row] = await tx.insert(beneficiaries).values(values).returning();
  await recordActivity(tx, actor, 'beneficiary', row!.id, action, null, row);
  return row!;
}

/**
 * Creates a principal beneficiary for `a` from a profile (used by create, lead conversion and
 * import): duplicate check, links, derived columns.
 */
export async function createBeneficiaryFor(
  tx: Db,
  a: PeopleAccess,
  input: ProfileInput & { firstName: string; lastName: string },
  action = 'create',
): Promise<BeneficiaryRow> {
  const cols = columnsFromProfile(null, input);
  await assertNoDuplicateBeneficiary(tx, a, { passportNumber: cols.passportNumber, email: input.email });
  const links = await resolveLinks(tx, a, input, null);
  return insertBeneficiary(
    tx,
    actorOf(a),
    { ...(cols as NewBeneficiaryRow), ...links, firstName: input.firstName, lastName: input.lastName, relation: 'principal', createdBy: a.userId },
    action,
  );
}

export async function createBeneficiary(ctx: Ctx<typeof ZCreateBeneficiaryPayload>): Promise<TBeneficiary> {
  const { a } = await gate(ctx);
  if (a.kind === 'beneficiary') throw forbidden();
  requireWrite(a);
  const row = await createBeneficiaryFor(ctx.tx, a, ctx.payload);
  return beneficiaryView(ctx.tx, row);
}

async function saveBeneficiary(tx: Db, actor: Actor, before: BeneficiaryRow, changes: Partial<NewBeneficiaryRow>, action = 'update') {
  const [row] = await tx
    .update(beneficiaries)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(beneficiaries.id, before.id))
    .returning();
  await recordActivity(tx, actor, 'beneficiary', before.id, action, before, row);
  return row!;
}

export async function updateBeneficiary(ctx: Ctx<typeof ZUpdateBeneficiaryPayload>): Promise<TBeneficiary> {
  const { a } = await gate(ctx);
  requireWrite(a);
  const p = ctx.payload;
  const before = await findVisibleBeneficiary(ctx.tx, a, p.beneficiaryId);
  const cols = columnsFromProfile(before, p);
  const passportChanged = (cols.passportNumber ?? null) !== (before.passportNumber ?? null);
  const emailChanged = p.email !== undefined && (p.email ?? null) !== (before.email ?? null);
  await assertNoDuplicateBeneficiary(
    ctx.tx,
    a,
    { passportNumber: passportChanged ? cols.passportNumber : null, email: emailChanged ? p.email : null },
    before.id,
  );
  const links = before.relation === 'principal' ? await resolveLinks(ctx.tx, a, p, before) : {};
  const status = a.kind === 'internal' || a.kind === 'branch' ? (p.status !== undefined ? { status: p.status } : {}) : {};
  const row = await saveBeneficiary(ctx.tx, actorOf(a), before, { ...cols, ...links, ...status });
  if (before.relation === 'principal' && (links.companyId !== undefined || links.branchId !== undefined || links.attorneyUserId !== undefined)) {
    // Dependents follow their principal's petitioner, branch and attorney.
    await ctx.tx
      .update(beneficiaries)
      .set({ companyId: row.companyId, branchId: row.branchId, attorneyUserId: row.attorneyUserId, updatedAt: new Date() })
      .where(and(eq(beneficiaries.principalId, row.id), isNull(beneficiaries.deletedAt)));
  }
  return beneficiaryView(ctx.tx, row);
}

export async function deleteBeneficiary(ctx: Ctx<typeof ZDeleteBeneficiaryPayload>) {
  const { a } = await gate(ctx);
  if (a.kind !== 'internal' && a.kind !== 'branch') throw forbidden();
  requireWrite(a);
  const before = await findVisibleBeneficiary(ctx.tx, a, ctx.payload.beneficiaryId);
  const now = new Date();
  const [row] = await ctx.tx.update(beneficiaries).set({ deletedAt: now, updatedAt: now }).where(eq(beneficiaries.id, before.id)).returning();
  await recordActivity(ctx.tx, actorOf(a), 'beneficiary', before.id, 'delete', before, row);
  const deps = await ctx.tx
    .update(beneficiaries)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(beneficiaries.principalId, before.id), isNull(beneficiaries.deletedAt)))
    .returning();
  for (const d of deps) await recordActivity(ctx.tx, actorOf(a), 'beneficiary', d.id, 'delete', { ...d, deletedAt: null }, d);
  return { id: before.id, deleted: true as const, dependentsDeleted: deps.length };
}

// ─────────────────────────── invite ───────────────────────────

export async function inviteBeneficiary(ctx: Ctx<typeof ZInviteBeneficiaryPayload>) {
  const { a } = await gate(ctx);
  await requireTenantPermission(ctx, 'BENEFICIARY_INVITE');
  const before = await findVisibleBeneficiary(ctx.tx, a, ctx.payload.beneficiaryId);
  const email = ctx.payload.email ?? before.email;
  if (!email) throw invalidLike('email', 'Please fill Email .');
  if (email !== before.email) await assertNoDuplicateBeneficiary(ctx.tx, a, { email }, before.id);

  let user = before.userId ? await usersRepository.findUserById(ctx.tx, before.userId) : undefined;
  if (user && user.status !== 'invited') throw conflict('This beneficiary already has an active login.');
  if (user && user.email.toLowerCase() !== email.toLowerCase()) {
    user = await usersRepository.updateUserRow(ctx.tx, user.id, { email }, user);
  }
  if (!user) {
    const existing = (await usersRepository.findAccountsByEmail(ctx.tx, email)).filter((u) => u.roleId === ROLE.BENEFICIARY);
    const reusable = existing.find((u) => !u.detailsId || u.detailsId === before.id);
    if (reusable && reusable.status !== 'invited') throw conflict('This e-mail already has a beneficiary login.');
    user =
      reusable ??
      (await usersRepository.insertUser(ctx.tx, {
        email,
        name: beneficiaryName(before),
        firstName: before.firstName,
        lastName: before.lastName,
        roleId: 51,
        accountKey: existing.length ? before.id : '',
        status: 'invited',
        phone: before.phone,
        detailsId: before.id,
        companyId: before.companyId,
        passwordUpdated: false,
      }));
    if (reusable && reusable.detailsId !== before.id) {
      user = (await usersRepository.updateUserRow(ctx.tx, reusable.id, { detailsId: before.id }, reusable)) ?? reusable;
    }
  }
  const row = await saveBeneficiary(ctx.tx, actorOf(a), before, { userId: user!.id, email, status: 'invited' }, 'invite');
  const { expiresAt } = await mailAccountLink(ctx, user!, 'invitation', { inviterName: a.userName, createdBy: a.userId });
  return { beneficiaryId: row.id, userId: user!.id, email, mailId: null, expiresAt: expiresAt.toISOString() };
}

// ─────────────────────────── dependents ───────────────────────────

export async function saveDependents(ctx: Ctx<typeof ZSaveDependentsPayload>) {
  const { a } = await gate(ctx);
  if (a.kind === 'beneficiary') throw forbidden();
  requireWrite(a);
  const principal = await findVisibleBeneficiary(ctx.tx, a, ctx.payload.beneficiaryId);
  if (principal.relation !== 'principal') throw invalidLike('beneficiaryId', 'Dependents belong to a principal beneficiary.');
  const actor = actorOf(a);
  const existing = await ctx.tx
    .select()
    .from(beneficiaries)
    .where(and(eq(beneficiaries.principalId, principal.id), isNull(beneficiaries.deletedAt)));
  const byId = new Map(existing.map((d) => [d.id, d]));
  const spouses = ctx.payload.dependents.filter((d) => d.relation === 'spouse').length +
    existing.filter((d) => d.relation === 'spouse' && !ctx.payload.dependents.some((x) => x.id === d.id) && !ctx.payload.removeIds.includes(d.id)).length;
  if (spouses > 1) throw invalidLike('dependents', 'Only one spouse can be added.');

  for (const id of ctx.payload.removeIds) {
    const d = byId.get(id);
    if (!d) throw notFound('Dependent not found');
    const now = new Date();
    const [row] = await ctx.tx.update(beneficiaries).set({ deletedAt: now, updatedAt: now }).where(eq(beneficiaries.id, id)).returning();
    await recordActivity(ctx.tx, actor, 'beneficiary', id, 'delete', d, row);
  }
  const shared = { companyId: principal.companyId, branchId: principal.branchId, attorneyUserId: principal.attorneyUserId };
  for (const [i, d] of ctx.payload.dependents.entries()) {
    const { id, relation, ...profile } = d;
    if (id) {
      const before = byId.get(id);
      if (!before || ctx.payload.removeIds.includes(id)) throw notFound('Dependent not found');
      const cols = columnsFromProfile(before, profile);
      const dupProbe = {
        passportNumber: cols.passportNumber !== before.passportNumber ? cols.passportNumber : null,
        email: profile.email !== undefined && profile.email !== before.email ? profile.email : null,
      };
      await assertNoDuplicateBeneficiary(ctx.tx, a, dupProbe, id).catch((e) => rethrowAt(e, i));
      await saveBeneficiary(ctx.tx, actor, before, { ...cols, relation, ...shared }, 'dependents-save');
    } else {
      const cols = columnsFromProfile(null, profile);
      await assertNoDuplicateBeneficiary(ctx.tx, a, { passportNumber: cols.passportNumber, email: profile.email }).catch((e) => rethrowAt(e, i));
      await insertBeneficiary(ctx.tx, actor, {
        ...(cols as NewBeneficiaryRow),
        firstName: profile.firstName,
        lastName: profile.lastName,
        relation,
        principalId: principal.id,
        ...shared,
        createdBy: a.userId,
      });
    }
  }
  await recordActivity(ctx.tx, actor, 'beneficiary', principal.id, 'dependents-save', { dependents: existing.map((d) => d.id) }, {
    dependents: (await ctx.tx
      .select({ id: beneficiaries.id })
      .from(beneficiaries)
      .where(and(eq(beneficiaries.principalId, principal.id), isNull(beneficiaries.deletedAt)))).map((d) => d.id),
  });
  const rows = await ctx.tx
    .select()
    .from(beneficiaries)
    .where(and(eq(beneficiaries.principalId, principal.id), isNull(beneficiaries.deletedAt)))
    .orderBy(beneficiaries.relation, beneficiaries.dateOfBirth);
  const dependents = [];
  for (const r of rows) dependents.push(await beneficiaryView(ctx.tx, r));
  return { dependents };
}

/** Duplicate errors of dependents[i] name the row: issues `dependents.<i>.<field>`. */
function rethrowAt(e: unknown, i: number): never {
  const err = e as { issues?: { path: string; message: string }[] };
  if (err.issues) err.issues = err.issues.map((x) => (x.path === 'duplicateId' ? x : { ...x, path: `dependents.${i}.${x.path}` }));
  throw e;
}

// ─────────────────────────── documents ───────────────────────────

async function documentsOf(tx: Db, beneficiaryId: string) {
  const rows = await tx
    .select()
    .from(beneficiaryDocuments)
    .where(eq(beneficiaryDocuments.beneficiaryId, beneficiaryId))
    .orderBy(beneficiaryDocuments.createdAt);
  return rows.map(toDocument);
}

export async function saveBeneficiaryDocuments(ctx: Ctx<typeof ZSaveBeneficiaryDocumentsPayload>) {
  const { a } = await gate(ctx);
  requireWrite(a);
  const row = await findVisibleBeneficiary(ctx.tx, a, ctx.payload.beneficiaryId);
  const docs = ctx.payload.documents;
  docs.forEach((d, i) => {
    if (!isDocumentTypeKey(d.docType)) throw invalidLike(`documents.${i}.docType`, 'Unknown document type');
  });
  const stored = await assertFileKeys(ctx.tx, docs.map((d) => d.key));
  await assertAttachableKeys(ctx, docs.map((d) => d.key));
  // A single-file slot keeps only its newest file.
  const single = [...new Set(docs.map((d) => d.docType).filter((t) => !(DOCUMENT_TYPES as Record<string, { multiple?: boolean }>)[t]?.multiple))];
  const replaced = single.length
    ? await ctx.tx
        .delete(beneficiaryDocuments)
        .where(and(eq(beneficiaryDocuments.beneficiaryId, row.id), inArray(beneficiaryDocuments.docType, single)))
        .returning()
    : [];
  const keep = docs.filter((d, i) => (DOCUMENT_TYPES as Record<string, { multiple?: boolean }>)[d.docType]?.multiple || docs.findLastIndex((x) => x.docType === d.docType) === i);
  const inserted = await ctx.tx
    .insert(beneficiaryDocuments)
    .values(
      keep.map((d) => ({
        beneficiaryId: row.id,
        docType: d.docType,
        name: d.name,
        fileKey: d.key,
        mimetype: stored.get(d.key)?.mimetype ?? d.mimetype ?? null,
        size: stored.get(d.key)?.size ?? d.size ?? null,
        status: d.status,
        uploadedBy: a.userId,
      })),
    )
    .returning();
  // A replaced file goes unless the new rows (or another record) still hold it.
  await releaseFiles(ctx, replaced.map((d) => d.fileKey));
  await recordActivity(
    ctx.tx,
    actorOf(a),
    'beneficiary',
    row.id,
    'documents-save',
    replaced.length ? { documents: replaced.map(toDocument) } : null,
    { documents: inserted.map(toDocument) },
  );
  return { documents: await documentsOf(ctx.tx, row.id) };
}

export async function deleteBeneficiaryDocuments(ctx: Ctx<typeof ZDeleteBeneficiaryDocumentsPayload>) {
  const { a } = await gate(ctx);
  requireWrite(a);
  const row = await findVisibleBeneficiary(ctx.tx, a, ctx.payload.beneficiaryId);
  const removed = await ctx.tx
    .delete(beneficiaryDocuments)
    .where(and(eq(beneficiaryDocuments.beneficiaryId, row.id), inArray(beneficiaryDocuments.id, ctx.payload.documentIds)))
    .returning();
  if (!removed.length) throw notFound('Document not found');
  // The stored files go with their rows unless another record holds them (docs/documents.md).
  await releaseFiles(ctx, removed.map((d) => d.fileKey));
  await recordActivity(ctx.tx, actorOf(a), 'beneficiary', row.id, 'documents-delete', { documents: removed.map(toDocument) }, null);
  return { deleted: removed.length, documents: await documentsOf(ctx.tx, row.id) };
}

// ─────────────────────────── merge ───────────────────────────

const FILL_COLUMNS = [
  'middleName', 'email', 'phone', 'countryCallingCode', 'dateOfBirth', 'citizenshipCountryId', 'companyId', 'attorneyUserId', 'branchId', 'userId',
] as const;

export async function mergeBeneficiaries(ctx: Ctx<typeof ZMergeBeneficiariesPayload>): Promise<TBeneficiary> {
  await requirePeopleTerm(ctx);
  const a = await internalAccess(ctx, { write: true });
  const { targetId, sourceId } = ctx.payload;
  if (targetId === sourceId) throw invalidLike('sourceId', 'Choose two different beneficiaries.');
  const target = await findVisibleBeneficiary(ctx.tx, a, targetId);
  const source = await findVisibleBeneficiary(ctx.tx, a, sourceId);
  if (source.id === target.principalId) throw invalidLike('sourceId', 'A principal cannot be merged into his own dependent.');
  const actor = actorOf(a);
  const now = new Date();
  const [gone] = await ctx.tx
    .update(beneficiaries)
    .set({ deletedAt: now, mergedIntoId: target.id, updatedAt: now, userId: null })
    .where(eq(beneficiaries.id, source.id))
    .returning();
  await recordActivity(ctx.tx, actor, 'beneficiary', source.id, 'merged-into', source, gone);

  const input: Record<string, unknown> = {};
  const tp = (target.profile ?? {}) as Record<string, unknown>;
  const sp = (source.profile ?? {}) as Record<string, unknown>;
  for (const k of PROFILE_KEYS) {
    const empty = tp[k] === undefined || tp[k] === null || (Array.isArray(tp[k]) && (tp[k] as unknown[]).length === 0);
    if (empty && sp[k] !== undefined && sp[k] !== null) input[k] = sp[k];
  }
  const changes: Partial<NewBeneficiaryRow> = { ...columnsFromProfile(target, input as ProfileInput) };
  for (const k of FILL_COLUMNS) {
    if ((target[k] === null || target[k] === '') && source[k] !== null) (changes as Record<string, unknown>)[k] = source[k];
  }
  await ctx.tx.update(beneficiaryDocuments).set({ beneficiaryId: target.id }).where(eq(beneficiaryDocuments.beneficiaryId, source.id));
  if (target.relation === 'principal') {
    await ctx.tx
      .update(beneficiaries)
      .set({ principalId: target.id, updatedAt: now })
      .where(and(eq(beneficiaries.principalId, source.id), isNull(beneficiaries.deletedAt)));
  }
  await ctx.tx.update(individuals).set({ beneficiaryId: target.id }).where(eq(individuals.beneficiaryId, source.id));
  const row = await saveBeneficiary(ctx.tx, actor, target, changes, 'merge');
  if (row.userId && row.userId === source.userId) {
    await usersRepository.updateUserRow(ctx.tx, row.userId, { detailsId: row.id });
  }
  return beneficiaryView(ctx.tx, row);
}
