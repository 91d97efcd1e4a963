import { and, count, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  COMPANY_DOCUMENT_TYPES,
  type TCompany,
  type TCsvExport,
  type TListCompaniesResult,
  type ZCreateCompanyPayload,
  type ZDeleteCompanyDocumentsPayload,
  type ZExportCompaniesCsvPayload,
  type ZListCompaniesPayload,
  type ZMergeCompaniesPayload,
  type ZSaveCompanyDocumentsPayload,
  type ZUpdateAuthSignerSignPayload,
  type ZUpdateCompanyPayload,
  type ZUpdateCompanyStatusPayload,
  type ZCompanyDetailsPayload,
  isDocumentTypeKey,
} from 'shared/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { forbidden, notFound, type CallContext, type Ctx } from '../../platform/http';
import { assertAttachableKeys, releaseFiles } from '../../platform/storage';
import { users } from '../users';
import { usersRepository } from '../users';
import { beneficiaries } from '../beneficiaries';
import { internalAccess, inList, peopleAccess, requireWrite, type PeopleAccess } from '../people';
import { recordActivity, type Actor } from '../people';
import { csvFileName, toCsv } from '../../platform/data';
import { andAll, finishPage, keyset, likePattern, pageTotal, type SortSpec } from '../../platform/data';
import { todayOf } from '../../platform/data';
import { duplicateConflict, invalid, unnamedDuplicateConflict } from '../../platform/http';
import { assertBranch, assertFileKeys, branchNames, masterdataNames } from '../people';
import { inSequence } from '../../platform/data';
import { toCompany, toCompanyListItem, toDocument } from './companies.mapper';
import { companies, companyDocuments, companyUsers, type AuthSignerJson, type CompanyRow, type NewCompanyRow } from './companies.table';
import { ROLE } from 'shared/domain';

const actorOf = (a: PeopleAccess): Actor => ({ userId: a.userId, userName: a.userName });

/** Rows the caller may see (not deleted). */
export function companyVisibility(a: PeopleAccess): SQL | undefined {
  const live = isNull(companies.deletedAt);
  switch (a.kind) {
    case 'internal':
      return live;
    case 'branch':
      return and(live, inList(companies.branchId, a.branchIds));
    case 'petitioner':
      return and(live, inList(companies.id, a.companyIds));
    default:
      return sql`false`;
  }
}

/** A company the caller may see, else 404 (also for other tenants' ids: RLS hides them). */
export async function findVisibleCompany(tx: Db, a: PeopleAccess, id: string): Promise<CompanyRow> {
  const [row] = await tx
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), companyVisibility(a)))
    .limit(1);
  if (!row) throw notFound('Petitioner not found');
  return row;
}

async function statusNames(tx: Db, ids: number[]): Promise<Map<number, string>> {
  return masterdataNames(tx, 'company_status', ids);
}

async function assertStatus(tx: Db, statusId: number | undefined): Promise<void> {
  if (statusId === undefined) return;
  const names = await statusNames(tx, [statusId]);
  if (!names.has(statusId)) throw invalid('statusId', 'Unknown company status');
}

async function beneficiaryCounts(tx: Db, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: beneficiaries.companyId, n: count() })
    .from(beneficiaries)
    .where(and(inArray(beneficiaries.companyId, ids), isNull(beneficiaries.deletedAt)))
    .groupBy(beneficiaries.companyId);
  return new Map(rows.map((r) => [r.id!, Number(r.n)]));
}

/** The full company answer. */
export async function companyView(tx: Db, row: CompanyRow): Promise<TCompany> {
  const [statuses, branchMap, docs, members, counts] = await inSequence([
    () => statusNames(tx, [row.statusId]),
    () => branchNames(tx, [row.branchId]),
    () => tx.select().from(companyDocuments).where(eq(companyDocuments.companyId, row.id)).orderBy(companyDocuments.createdAt),
    () => tx
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        roleId: users.roleId,
        status: users.status,
        isPrimary: companyUsers.isPrimary,
      })
      .from(companyUsers)
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .where(eq(companyUsers.companyId, row.id))
      .orderBy(users.name),
    () => beneficiaryCounts(tx, [row.id]),
  ]);
  return toCompany(row, {
    statusName: statuses.get(row.statusId) ?? String(row.statusId),
    branchName: row.branchId ? (branchMap.get(row.branchId) ?? null) : null,
    internalUsers: members,
    documents: docs.map(toDocument),
    beneficiaryCount: counts.get(row.id) ?? 0,
  });
}

// ─────────────────────────── list and export ───────────────────────────

type ListInput = Pick<z.output<typeof ZListCompaniesPayload>, 'search' | 'matcher' | 'sort'>;

const SORTS: Record<string, SortSpec> = {
  name: { expr: sql`lower(${companies.name})`, cast: 'text' },
  createdAt: { expr: sql`${companies.createdAt}`, cast: 'timestamptz' },
  updatedAt: { expr: sql`${companies.updatedAt}`, cast: 'timestamptz' },
  feiNumber: { expr: sql`coalesce(${companies.feiNumber}, '')`, cast: 'text' },
  statusId: { expr: sql`${companies.statusId}`, cast: 'int' },
};

function listWhere(a: PeopleAccess, input: ListInput): SQL | undefined {
  const m = input.matcher;
  const search = input.search
    ? or(
        sql`lower(${companies.name}) like ${likePattern(input.search)}`,
        sql`lower(coalesce(${companies.dba}, '')) like ${likePattern(input.search)}`,
        sql`coalesce(${companies.feiNumber}, '') like ${likePattern(input.search)}`,
        sql`lower(coalesce(${companies.email}, '')) like ${likePattern(input.search)}`,
      )
    : undefined;
  return andAll([
    companyVisibility(a),
    search,
    m.statusIds ? (m.statusIds.length ? inArray(companies.statusId, m.statusIds) : sql`false`) : undefined,
    m.branchIds ? inList(companies.branchId, m.branchIds) : undefined,
    m.ids ? inList(companies.id, m.ids) : undefined,
  ]);
}

async function listRows(tx: Db, a: PeopleAccess, input: ListInput, limit: number, offset: number, cursor?: string | null) {
  const spec = SORTS[input.sort.field] ?? SORTS.name!;
  const ks = keyset(spec, companies.id, input.sort.order, cursor);
  const where = listWhere(a, input);
  const rows = await tx
    .select({ row: companies, sortKey: ks.sortKey })
    .from(companies)
    .where(andAll([where, ks.after]))
    .orderBy(...ks.orderBy)
    .limit(limit)
    .offset(cursor ? 0 : offset);
  return { rows, where };
}

async function listItems(tx: Db, rows: CompanyRow[]) {
  const [statuses, branchMap, counts] = await inSequence([
    () => statusNames(tx, rows.map((r) => r.statusId)),
    () => branchNames(tx, rows.map((r) => r.branchId)),
    () => beneficiaryCounts(tx, rows.map((r) => r.id)),
  ]);
  return rows.map((r) =>
    toCompanyListItem(r, {
      statusName: statuses.get(r.statusId) ?? String(r.statusId),
      branchName: r.branchId ? (branchMap.get(r.branchId) ?? null) : null,
      beneficiaryCount: counts.get(r.id) ?? 0,
    }),
  );
}

/**
 * A list row's status and branch names and its beneficiaries as columns of the page's own
 * statement (issue 21.2: one round trip instead of four), with the same answers as listItems.
 */
const listItemColumns = {
  statusName: sql<string | null>`(select list_status.name from masterdata as list_status where list_status.category = 'company_status' and list_status.id = ${companies.statusId} limit 1)`,
  branchName: sql<string | null>`(select list_branch.name from branches as list_branch where list_branch.id = ${companies.branchId})`,
  beneficiaryCount: sql<number>`(select count(*) from beneficiaries as list_beneficiary where list_beneficiary.company_id = ${companies.id} and list_beneficiary.deleted_at is null)`.mapWith(Number),
};

export async function listCompanies(ctx: Ctx<typeof ZListCompaniesPayload>): Promise<TListCompaniesResult> {
  const a = await peopleAccess(ctx);
  if (a.kind === 'beneficiary') throw forbidden();
  const p = ctx.payload;
  const spec = SORTS[p.sort.field] ?? SORTS.name!;
  const ks = keyset(spec, companies.id, p.sort.order, p.cursor);
  const where = listWhere(a, p);
  const offset = p.cursor ? 0 : (p.page - 1) * p.perpage;
  // The count as a scalar subquery of the page's statement (run once); inside it `companies` is
  // the subquery's own table.
  const counted = ctx.tx.select({ n: count() }).from(companies).where(where);
  const rows = await ctx.tx
    .select({ row: companies, sortKey: ks.sortKey, total: sql`${counted}`.mapWith(Number), ...listItemColumns })
    .from(companies)
    .where(andAll([where, ks.after]))
    .orderBy(...ks.orderBy)
    .limit(p.perpage + 1)
    .offset(offset);
  const total = await pageTotal(rows, counted, Boolean(p.cursor) || offset > 0);
  const pageRows = finishPage(
    rows.map((r) => ({ ...r, id: r.row.id })),
    p.perpage,
  );
  return {
    data: pageRows.rows.map((r) =>
      toCompanyListItem(r.row, {
        statusName: r.statusName ?? String(r.row.statusId),
        branchName: r.row.branchId ? r.branchName : null,
        beneficiaryCount: r.beneficiaryCount,
      }),
    ),
    count: total,
    page: p.page,
    perpage: p.perpage,
    nextCursor: pageRows.nextCursor,
  };
}

export const EXPORT_LIMIT = 10_000;

export async function exportCompaniesCsv(ctx: Ctx<typeof ZExportCompaniesCsvPayload>): Promise<TCsvExport> {
  const a = await internalAccess(ctx);
  const { rows } = await listRows(ctx.tx, a, ctx.payload, EXPORT_LIMIT, 0);
  const items = await listItems(ctx.tx, rows.map((r) => r.row));
  const byId = new Map(rows.map((r) => [r.row.id, r.row]));
  const headers = ['Name', 'FEIN', 'NAICS', 'Employees', 'Gross Income', 'Net Income', 'Year Established', 'Status', 'Branch', 'Email', 'Phone', 'City', 'State', 'Primary Contact', 'Beneficiaries', 'Created'];
  const data = items.map((i) => {
    const r = byId.get(i.id)!;
    return [i.name, i.feiNumber, r.naicsCode, r.employeesCount, r.grossIncome, r.netIncome, r.yearEstablished, i.statusName, i.branchName, i.email, i.phone, i.city, i.state, i.primaryContactName, i.beneficiaryCount, i.createdAt.slice(0, 10)];
  });
  return { fileName: csvFileName('petitioners', todayOf(ctx.payload)), mimeType: 'text/csv', rowCount: data.length, content: toCsv(headers, data) };
}

// ─────────────────────────── details, create, update ───────────────────────────

export async function companyDetails(ctx: Ctx<typeof ZCompanyDetailsPayload>): Promise<TCompany> {
  const a = await peopleAccess(ctx);
  return companyView(ctx.tx, await findVisibleCompany(ctx.tx, a, ctx.payload.companyId));
}

/** A live company with this FEIN (other than `exceptId`). */
export async function findCompanyByFein(tx: Db, fein: string, exceptId?: string): Promise<CompanyRow | undefined> {
  const [row] = await tx
    .select()
    .from(companies)
    .where(and(eq(companies.feiNumber, fein), isNull(companies.deletedAt), exceptId ? ne(companies.id, exceptId) : undefined))
    .limit(1);
  return row;
}

/**
 * 409 when the FEIN is taken; the duplicate is named only if `viewer` may see it (null: a caller
 * outside the people pages, e.g. an invitation, never gets a name).
 */
async function assertNoDuplicateFein(tx: Db, viewer: PeopleAccess | null, fein: string | null | undefined, exceptId?: string): Promise<void> {
  if (!fein) return;
  const dup = await findCompanyByFein(tx, fein, exceptId);
  if (!dup) return;
  const [seen] = viewer
    ? await tx.select({ id: companies.id }).from(companies).where(and(eq(companies.id, dup.id), companyVisibility(viewer))).limit(1)
    : [];
  if (!seen) throw unnamedDuplicateConflict('feiNumber', 'This FEIN is already used by another petitioner of the firm.');
  throw duplicateConflict('feiNumber', dup.id, `A petitioner with FEIN ${fein} already exists (${dup.name}).`);
}

type CompanyInput = Partial<z.output<typeof ZCreateCompanyPayload>>;

function signerOf(input: CompanyInput['authSigner'], previous: AuthSignerJson | null): AuthSignerJson | null {
  if (input === undefined) return previous;
  if (input === null) return null;
  return {
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    title: input.title ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    countryCallingCode: input.countryCallingCode ?? null,
    signatureKey: previous?.signatureKey ?? null,
    signedAt: previous?.signedAt ?? null,
  };
}

/** Column values from a payload: only the fields given (undefined = unchanged). */
function columnsOf(input: CompanyInput, previous: CompanyRow | null): Partial<NewCompanyRow> {
  const out: Partial<NewCompanyRow> = {};
  const keys = [
    'name', 'dba', 'feiNumber', 'naicsCode', 'employeesCount', 'grossIncome', 'netIncome', 'yearEstablished',
    'businessType', 'website', 'email', 'phone', 'countryCallingCode', 'addresses', 'contacts', 'statusId', 'branchId',
  ] as const;
  for (const k of keys) if (input[k] !== undefined) (out as Record<string, unknown>)[k] = input[k];
  if (input.authSigner !== undefined) out.authSigner = signerOf(input.authSigner, previous?.authSigner ?? null);
  return out;
}

/** Inserts a company (checks done by the caller) and records it. */
export async function insertCompany(tx: Db, actor: Actor, values: NewCompanyRow): Promise<CompanyRow> {
  const [row] = await tx.insert(companies).values(values).returning();
  await recordActivity(tx, actor, 'company', row!.id, 'create', null, row);
  return row!;
}

export async function createCompany(ctx: Ctx<typeof ZCreateCompanyPayload>): Promise<TCompany> {
  const a = await internalAccess(ctx, { write: true });
  const p = ctx.payload;
  if (a.kind === 'branch' && p.branchId && !a.branchIds.includes(p.branchId)) throw forbidden();
  await assertBranch(ctx.tx, p.branchId);
  await assertStatus(ctx.tx, p.statusId);
  await assertNoDuplicateFein(ctx.tx, a, p.feiNumber);
  const branchId = p.branchId ?? (a.kind === 'branch' ? (a.branchIds[0] ?? null) : null);
  const row = await insertCompany(ctx.tx, actorOf(a), {
    ...(columnsOf(p, null) as NewCompanyRow),
    name: p.name,
    branchId,
    createdBy: a.userId,
  });
  return companyView(ctx.tx, row);
}

/**
 * For `/auth/invite-petitioner` (identity module): creates the petitioner company of an invited
 * role-50 user inside the caller's transaction and links the user as its primary internal user.
 * Answers 409 CONFLICT (duplicateId) when the FEIN exists. Records the activity under `actor`.
 */
export async function createCompanyForInvite(
  tx: Db,
  input: {
    name: string;
    email?: string | null;
    phone?: string | null;
    feiNumber?: string | null;
    branchId?: string | null;
    /** The invited role-50 user (already inserted in `users`). */
    primaryUserId: string;
    actor: Actor;
  },
): Promise<{ companyId: string; company: TCompany }> {
  await assertNoDuplicateFein(tx, null, input.feiNumber);
  await assertBranch(tx, input.branchId);
  const row = await insertCompany(tx, input.actor, {
    name: input.name,
    email: input.email ?? null,
    phone: input.phone ?? null,
    feiNumber: input.feiNumber ?? null,
    branchId: input.branchId ?? null,
    statusId: 3,
    primaryUserId: input.primaryUserId,
    createdBy: input.actor.userId,
  });
  await linkCompanyUser(tx, row.id, input.primaryUserId, true);
  return { companyId: row.id, company: await companyView(tx, row) };
}

/**
 * Adds a role-50 user to a company (idempotent). A user with no company yet gets this one as his
 * `users.company_id` (the identity module's account key for role 50).
 */
export async function linkCompanyUser(tx: Db, companyId: string, userId: string, isPrimary = false): Promise<void> {
  await tx
    .insert(companyUsers)
    .values({ companyId, userId, isPrimary })
    .onConflictDoUpdate({ target: [companyUsers.tenantId, companyUsers.companyId, companyUsers.userId], set: { isPrimary } });
  const user = await usersRepository.findUserById(tx, userId);
  if (user && !user.companyId) {
    const [c] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
    await usersRepository.updateUserRow(tx, userId, { companyId, companyName: c?.name ?? null }, user);
  }
}

async function saveCompany(tx: Db, actor: Actor, before: CompanyRow, changes: Partial<NewCompanyRow>, action: string): Promise<CompanyRow> {
  const [row] = await tx
    .update(companies)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(companies.id, before.id))
    .returning();
  await recordActivity(tx, actor, 'company', before.id, action, before, row);
  return row!;
}

/** Keeps the role-50 users' copy of the company state in step (the session user reads it: SPEC §3/§4). */
async function syncCompanyUsers(tx: Db, row: CompanyRow): Promise<void> {
  await tx
    .update(users)
    .set({
      companyName: row.name,
      companyStatusId: row.statusId,
      companyRegistrationCompleted: row.registrationCompleted,
      companyProfileUpdatedOn: row.profileUpdatedOn,
    })
    .where(and(eq(users.roleId, ROLE.PETITIONER), eq(users.companyId, row.id)));
}

export async function updateCompany(ctx: Ctx<typeof ZUpdateCompanyPayload>): Promise<TCompany> {
  const a = await peopleAccess(ctx);
  requireWrite(a);
  if (a.kind === 'beneficiary') throw forbidden();
  const p = ctx.payload;
  const before = await findVisibleCompany(ctx.tx, a, p.companyId);
  const input: CompanyInput = { ...p };
  if (a.kind === 'petitioner') {
    // The firm decides status and branch.
    delete input.statusId;
    delete input.branchId;
  }
  if (a.kind === 'branch' && input.branchId && !a.branchIds.includes(input.branchId)) throw forbidden();
  if (input.branchId !== undefined) await assertBranch(ctx.tx, input.branchId);
  await assertStatus(ctx.tx, input.statusId);
  if (input.feiNumber) await assertNoDuplicateFein(ctx.tx, a, input.feiNumber, before.id);
  const changes = columnsOf(input, before);
  if (a.kind === 'petitioner') {
    // SPEC §4: editing the company details marks the profile incomplete until completed again.
    changes.registrationCompleted = p.registrationCompleted ?? false;
    changes.profileUpdatedOn = new Date();
  } else if (p.registrationCompleted !== undefined) {
    changes.registrationCompleted = p.registrationCompleted;
  }
  const row = await saveCompany(ctx.tx, actorOf(a), before, changes, 'update');
  await syncCompanyUsers(ctx.tx, row);
  return companyView(ctx.tx, row);
}

export async function updateCompanyStatus(ctx: Ctx<typeof ZUpdateCompanyStatusPayload>): Promise<TCompany> {
  const a = await internalAccess(ctx, { write: true });
  const before = await findVisibleCompany(ctx.tx, a, ctx.payload.companyId);
  await assertStatus(ctx.tx, ctx.payload.statusId);
  const row = await saveCompany(ctx.tx, actorOf(a), before, { statusId: ctx.payload.statusId }, 'update-status');
  await syncCompanyUsers(ctx.tx, row);
  return companyView(ctx.tx, row);
}

// ─────────────────────────── documents and signature ───────────────────────────

async function writableCompany(ctx: CallContext<unknown>, companyId: string): Promise<{ a: PeopleAccess; row: CompanyRow }> {
  const a = await peopleAccess(ctx);
  requireWrite(a);
  if (a.kind === 'beneficiary') throw forbidden();
  return { a, row: await findVisibleCompany(ctx.tx, a, companyId) };
}

async function documentsOf(tx: Db, companyId: string) {
  const rows = await tx.select().from(companyDocuments).where(eq(companyDocuments.companyId, companyId)).orderBy(companyDocuments.createdAt);
  return rows.map(toDocument);
}

export async function saveCompanyDocuments(ctx: Ctx<typeof ZSaveCompanyDocumentsPayload>) {
  const { a, row } = await writableCompany(ctx, ctx.payload.companyId);
  const docs = ctx.payload.documents;
  docs.forEach((d, i) => {
    if (!(d.docType in COMPANY_DOCUMENT_TYPES) && !isDocumentTypeKey(d.docType)) throw invalid(`documents.${i}.docType`, 'Unknown document type');
  });
  const stored = await assertFileKeys(ctx.tx, docs.map((d) => d.key));
  await assertAttachableKeys(ctx, docs.map((d) => d.key));
  const inserted = await ctx.tx
    .insert(companyDocuments)
    .values(
      docs.map((d) => ({
        companyId: row.id,
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
  await recordActivity(ctx.tx, actorOf(a), 'company', row.id, 'documents-save', null, { documents: inserted.map(toDocument) });
  return { documents: await documentsOf(ctx.tx, row.id) };
}

export async function deleteCompanyDocuments(ctx: Ctx<typeof ZDeleteCompanyDocumentsPayload>) {
  const { a, row } = await writableCompany(ctx, ctx.payload.companyId);
  const removed = await ctx.tx
    .delete(companyDocuments)
    .where(and(eq(companyDocuments.companyId, row.id), inArray(companyDocuments.id, ctx.payload.documentIds)))
    .returning();
  if (!removed.length) throw notFound('Document not found');
  // The stored files go with their rows unless another record holds them (docs/documents.md).
  await releaseFiles(ctx, removed.map((d) => d.fileKey));
  await recordActivity(ctx.tx, actorOf(a), 'company', row.id, 'documents-delete', { documents: removed.map(toDocument) }, null);
  return { deleted: removed.length, documents: await documentsOf(ctx.tx, row.id) };
}

export async function updateAuthSignerSign(ctx: Ctx<typeof ZUpdateAuthSignerSignPayload>): Promise<TCompany> {
  const { a, row: before } = await writableCompany(ctx, ctx.payload.companyId);
  const key = ctx.payload.signatureKey;
  if (key) {
    const stored = await assertFileKeys(ctx.tx, [key], 'signatureKey');
    await assertAttachableKeys(ctx, [key]);
    const mime = stored.get(key)?.mimetype ?? '';
    if (!mime.startsWith('image/')) throw invalid('signatureKey', 'The signature must be an image (PNG, JPG or SVG).');
  }
  const prev = before.authSigner ?? { firstName: '', lastName: '', title: null, email: null, phone: null, countryCallingCode: null, signatureKey: null, signedAt: null };
  const authSigner: AuthSignerJson = { ...prev, signatureKey: key, signedAt: key ? new Date().toISOString() : null };
  const row = await saveCompany(ctx.tx, actorOf(a), before, { authSigner }, 'signature');
  // The signature image it replaces goes, unless another record holds it (docs/documents.md).
  if (prev.signatureKey && prev.signatureKey !== key) await releaseFiles(ctx, [prev.signatureKey]);
  return companyView(ctx.tx, row);
}

// ─────────────────────────── merge ───────────────────────────

const FILLABLE: (keyof CompanyRow)[] = [
  'dba', 'feiNumber', 'naicsCode', 'employeesCount', 'grossIncome', 'netIncome', 'yearEstablished', 'businessType',
  'website', 'email', 'phone', 'countryCallingCode', 'authSigner', 'branchId', 'primaryUserId', 'accountingCustomerId',
];

export async function mergeCompanies(ctx: Ctx<typeof ZMergeCompaniesPayload>): Promise<TCompany> {
  const a = await internalAccess(ctx, { write: true });
  const { targetId, sourceId } = ctx.payload;
  if (targetId === sourceId) throw invalid('sourceId', 'Choose two different petitioners.');
  const target = await findVisibleCompany(ctx.tx, a, targetId);
  const source = await findVisibleCompany(ctx.tx, a, sourceId);
  const actor = actorOf(a);

  // The source leaves the live set first (its FEIN frees up for the target).
  const [gone] = await ctx.tx
    .update(companies)
    .set({ deletedAt: new Date(), mergedIntoId: target.id, updatedAt: new Date() })
    .where(eq(companies.id, source.id))
    .returning();
  await recordActivity(ctx.tx, actor, 'company', source.id, 'merged-into', source, gone);

  const changes: Partial<NewCompanyRow> = {};
  for (const k of FILLABLE) {
    if ((target[k] === null || target[k] === '') && source[k] !== null) (changes as Record<string, unknown>)[k] = source[k];
  }
  const sameAddress = (x: unknown) => JSON.stringify(x);
  const addresses = [...(target.addresses ?? [])];
  for (const ad of source.addresses ?? []) if (!addresses.some((t) => sameAddress(t) === sameAddress(ad))) addresses.push(ad);
  const contacts = [...(target.contacts ?? [])];
  for (const c of source.contacts ?? []) {
    if (!contacts.some((t) => t.name === c.name && (t.email ?? '') === (c.email ?? ''))) contacts.push({ ...c, isPrimary: false });
  }
  changes.addresses = addresses.slice(0, 10);
  changes.contacts = contacts.slice(0, 50);

  await ctx.tx.update(beneficiaries).set({ companyId: target.id, updatedAt: new Date() }).where(eq(beneficiaries.companyId, source.id));
  await ctx.tx.update(companyDocuments).set({ companyId: target.id }).where(eq(companyDocuments.companyId, source.id));
  const members = await ctx.tx.select().from(companyUsers).where(eq(companyUsers.companyId, source.id));
  await ctx.tx.delete(companyUsers).where(eq(companyUsers.companyId, source.id));
  for (const m of members) {
    const u = await usersRepository.findUserById(ctx.tx, m.userId);
    if (u?.companyId === source.id) await usersRepository.updateUserRow(ctx.tx, u.id, { companyId: target.id, companyName: target.name }, u);
    await linkCompanyUser(ctx.tx, target.id, m.userId, false);
  }

  const row = await saveCompany(ctx.tx, actor, target, changes, 'merge');
  await recordActivity(ctx.tx, actor, 'company', target.id, 'merge', { mergedFrom: source.id }, { mergedFrom: source.id, beneficiariesMoved: true });
  await syncCompanyUsers(ctx.tx, row);
  return companyView(ctx.tx, row);
}
