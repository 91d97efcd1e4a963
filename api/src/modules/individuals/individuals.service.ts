import { and, count, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  temporaryEmailFlag,
  type TCsvExport,
  type TIndividual,
  type TListIndividualsResult,
  type ZCreateIndividualPayload,
  type ZExportIndividualsCsvPayload,
  type ZIndividualDetailsPayload,
  type ZListIndividualsPayload,
  type ZUpdateIndividualPayload,
} from 'shared/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { forbidden, notFound, type Ctx } from '../../platform/http';
import { beneficiaries } from '../beneficiaries';
import { beneficiaryName } from '../beneficiaries';
import { inList, internalAccess, type PeopleAccess } from '../people';
import { recordActivity, type Actor } from '../people';
import { csvFileName, toCsv } from '../../platform/data';
import { andAll, finishPage, keyset, likePattern, type SortSpec } from '../../platform/data';
import { fullName, isoOrEpoch as iso, todayOf } from '../../platform/data';
import { duplicateConflict, unnamedDuplicateConflict } from '../../platform/http';
import { assertBranch } from '../people';
import { individuals, type IndividualRow } from './individuals.table';

type NewIndividual = typeof individuals.$inferInsert;
const actorOf = (a: PeopleAccess): Actor => ({ userId: a.userId, userName: a.userName });

export function individualVisibility(a: PeopleAccess): SQL | undefined {
  const live = isNull(individuals.deletedAt);
  if (a.kind === 'internal') return live;
  if (a.kind === 'branch') return and(live, inList(individuals.branchId, a.branchIds));
  return sql`false`;
}

export async function findVisibleIndividual(tx: Db, a: PeopleAccess, id: string): Promise<IndividualRow> {
  const [row] = await tx.select().from(individuals).where(and(eq(individuals.id, id), individualVisibility(a))).limit(1);
  if (!row) throw notFound('Individual not found');
  return row;
}

export function toIndividual(row: IndividualRow, beneficiaryNameOf: string | null): TIndividual {
  return {
    id: row.id,
    accountType: row.accountType as TIndividual['accountType'],
    accountSubType: row.accountSubType,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    name: fullName(row.firstName, row.middleName, row.lastName),
    email: row.email,
    isTemporaryEmail: temporaryEmailFlag(row.email),
    phone: row.phone,
    countryCallingCode: row.countryCallingCode,
    dateOfBirth: row.dateOfBirth,
    citizenshipCountryId: row.citizenshipCountryId,
    addresses: row.addresses ?? [],
    branchId: row.branchId,
    beneficiaryId: row.beneficiaryId,
    beneficiaryName: beneficiaryNameOf,
    notes: row.notes,
    status: row.status as TIndividual['status'],
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

async function view(tx: Db, row: IndividualRow): Promise<TIndividual> {
  let name: string | null = null;
  if (row.beneficiaryId) {
    const [b] = await tx.select().from(beneficiaries).where(eq(beneficiaries.id, row.beneficiaryId)).limit(1);
    name = b ? beneficiaryName(b) : null;
  }
  return toIndividual(row, name);
}

type ListInput = Pick<z.output<typeof ZListIndividualsPayload>, 'search' | 'matcher' | 'sort'>;
const SORTS: Record<string, SortSpec> = {
  name: { expr: sql`lower(${individuals.firstName} || ' ' || ${individuals.lastName})`, cast: 'text' },
  createdAt: { expr: sql`${individuals.createdAt}`, cast: 'timestamptz' },
  updatedAt: { expr: sql`${individuals.updatedAt}`, cast: 'timestamptz' },
};

function listWhere(a: PeopleAccess, input: ListInput) {
  const like = input.search ? likePattern(input.search) : null;
  const m = input.matcher;
  return andAll([
    individualVisibility(a),
    like
      ? or(
          sql`lower(${individuals.firstName} || ' ' || ${individuals.lastName}) like ${like}`,
          sql`lower(coalesce(${individuals.email}, '')) like ${like}`,
        )
      : undefined,
    m.accountTypes ? inList(individuals.accountType, m.accountTypes) : undefined,
    m.branchIds ? inList(individuals.branchId, m.branchIds) : undefined,
    m.statuses ? inList(individuals.status, m.statuses) : undefined,
  ]);
}

async function listRows(tx: Db, a: PeopleAccess, input: ListInput, limit: number, offset: number, cursor?: string | null) {
  const ks = keyset(SORTS[input.sort.field] ?? SORTS.name!, individuals.id, input.sort.order, cursor);
  const where = listWhere(a, input);
  const rows = await tx
    .select({ row: individuals, sortKey: ks.sortKey })
    .from(individuals)
    .where(andAll([where, ks.after]))
    .orderBy(...ks.orderBy)
    .limit(limit)
    .offset(cursor ? 0 : offset);
  return { rows, where };
}

export async function listIndividuals(ctx: Ctx<typeof ZListIndividualsPayload>): Promise<TListIndividualsResult> {
  const a = await internalAccess(ctx);
  const p = ctx.payload;
  const { rows, where } = await listRows(ctx.tx, a, p, p.perpage + 1, (p.page - 1) * p.perpage, p.cursor);
  const [n] = await ctx.tx.select({ n: count() }).from(individuals).where(where);
  const page = finishPage(rows.map((r) => ({ ...r, id: r.row.id })), p.perpage);
  return {
    data: page.rows.map((r) => {
      const i = toIndividual(r.row, null);
      return {
        id: i.id, accountType: i.accountType, accountSubType: i.accountSubType, name: i.name, firstName: i.firstName, lastName: i.lastName,
        email: i.email, phone: i.phone, branchId: i.branchId, beneficiaryId: i.beneficiaryId, status: i.status, createdAt: i.createdAt, updatedAt: i.updatedAt,
      };
    }),
    count: Number(n?.n ?? 0),
    page: p.page,
    perpage: p.perpage,
    nextCursor: page.nextCursor,
  };
}

export async function exportIndividualsCsv(ctx: Ctx<typeof ZExportIndividualsCsvPayload>): Promise<TCsvExport> {
  const a = await internalAccess(ctx);
  const { rows } = await listRows(ctx.tx, a, ctx.payload, 10_000, 0);
  const headers = ['Account Type', 'Sub-type', 'First Name', 'Last Name', 'Email', 'Phone', 'Date of Birth', 'Status', 'Created'];
  const data = rows.map(({ row: r }) => [r.accountType, r.accountSubType, r.firstName, r.lastName, r.email, r.phone, r.dateOfBirth, r.status, iso(r.createdAt).slice(0, 10)]);
  return { fileName: csvFileName('individuals', todayOf(ctx.payload)), mimeType: 'text/csv', rowCount: data.length, content: toCsv(headers, data) };
}

export async function individualDetails(ctx: Ctx<typeof ZIndividualDetailsPayload>): Promise<TIndividual> {
  const a = await internalAccess(ctx);
  return view(ctx.tx, await findVisibleIndividual(ctx.tx, a, ctx.payload.individualId));
}

export async function findIndividualByEmail(tx: Db, email: string, exceptId?: string): Promise<IndividualRow | undefined> {
  const [row] = await tx
    .select()
    .from(individuals)
    .where(and(isNull(individuals.deletedAt), sql`lower(${individuals.email}) = ${email.toLowerCase()}`, exceptId ? ne(individuals.id, exceptId) : undefined))
    .limit(1);
  return row;
}

/** 409 when the e-mail is taken; the duplicate is named only if `a` may see it (a branch manager: his branches). */
async function assertNoDuplicate(tx: Db, a: PeopleAccess, email: string | null | undefined, exceptId?: string) {
  if (!email) return;
  const dup = await findIndividualByEmail(tx, email, exceptId);
  if (!dup) return;
  const [seen] = await tx.select({ id: individuals.id }).from(individuals).where(and(eq(individuals.id, dup.id), individualVisibility(a))).limit(1);
  if (!seen) throw unnamedDuplicateConflict('email', 'This e-mail address is already used by another individual of the firm.');
  throw duplicateConflict('email', dup.id, `An individual with e-mail ${email} already exists (${fullName(dup.firstName, dup.lastName)}).`);
}

async function assertBeneficiary(tx: Db, id: string | null | undefined) {
  if (!id) return;
  const [b] = await tx.select({ id: beneficiaries.id }).from(beneficiaries).where(and(eq(beneficiaries.id, id), isNull(beneficiaries.deletedAt)));
  if (!b) throw notFound('Beneficiary not found');
}

type Input = Partial<z.output<typeof ZCreateIndividualPayload>>;
const FIELDS = ['accountType', 'accountSubType', 'firstName', 'middleName', 'lastName', 'email', 'phone', 'countryCallingCode', 'dateOfBirth', 'citizenshipCountryId', 'addresses', 'branchId', 'beneficiaryId', 'notes', 'status'] as const;
const columnsOf = (p: Input) => {
  const out: Partial<NewIndividual> = {};
  for (const k of FIELDS) if (p[k] !== undefined) (out as Record<string, unknown>)[k] = p[k];
  return out;
};

/** Creates an individual for `a` (create and lead conversion). */
export async function createIndividualFor(tx: Db, a: PeopleAccess, p: Input & { firstName: string; lastName: string }, action = 'create'): Promise<IndividualRow> {
  await assertNoDuplicate(tx, a, p.email);
  await assertBranch(tx, p.branchId);
  if (a.kind === 'branch' && p.branchId && !a.branchIds.includes(p.branchId)) throw forbidden();
  await assertBeneficiary(tx, p.beneficiaryId);
  const [row] = await tx
    .insert(individuals)
    .values({ ...(columnsOf(p) as NewIndividual), branchId: p.branchId ?? (a.kind === 'branch' ? (a.branchIds[0] ?? null) : null), createdBy: a.userId })
    .returning();
  await recordActivity(tx, actorOf(a), 'individual', row!.id, action, null, row);
  return row!;
}

export async function createIndividual(ctx: Ctx<typeof ZCreateIndividualPayload>): Promise<TIndividual> {
  const a = await internalAccess(ctx, { write: true });
  return view(ctx.tx, await createIndividualFor(ctx.tx, a, ctx.payload));
}

export async function updateIndividual(ctx: Ctx<typeof ZUpdateIndividualPayload>): Promise<TIndividual> {
  const a = await internalAccess(ctx, { write: true });
  const p = ctx.payload;
  const before = await findVisibleIndividual(ctx.tx, a, p.individualId);
  if (p.email && p.email !== before.email) await assertNoDuplicate(ctx.tx, a, p.email, before.id);
  if (p.branchId !== undefined) {
    await assertBranch(ctx.tx, p.branchId);
    if (a.kind === 'branch' && (!p.branchId || !a.branchIds.includes(p.branchId))) throw forbidden();
  }
  if (p.beneficiaryId !== undefined) await assertBeneficiary(ctx.tx, p.beneficiaryId);
  const [row] = await ctx.tx
    .update(individuals)
    .set({ ...columnsOf(p), updatedAt: new Date() })
    .where(eq(individuals.id, before.id))
    .returning();
  await recordActivity(ctx.tx, actorOf(a), 'individual', before.id, 'update', before, row);
  return view(ctx.tx, row!);
}

