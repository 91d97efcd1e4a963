import { randomUUID } from 'node:crypto';
import { count, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  canMoveLead,
  LEAD_STATUSES,
  type TCsvExport,
  type TLead,
  type TLeadStatus,
  type TListLeadsResult,
  type ZConvertLeadPayload,
  type ZCreateLeadPayload,
  type ZExportLeadsCsvPayload,
  type ZLeadDetailsPayload,
  type ZListLeadsPayload,
  type ZUpdateLeadPayload,
} from 'shared/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { conflict, forbidden, notFound, type Ctx } from '../../platform/http';
import { createBeneficiaryFor } from '../beneficiaries';
import { findVisibleCompany, insertCompany } from '../companies';
import { createIndividualFor } from '../individuals';
import { inList, internalAccess, requirePeopleTerm, type PeopleAccess } from '../people';
import { recordActivity, type Actor } from '../people';
import { csvFileName, toCsv } from '../../platform/data';
import { andAll, finishPage, keyset, likePattern, type SortSpec } from '../../platform/data';
import { fullName, isoOrEpoch as iso, todayOf } from '../../platform/data';
import { assertBranch, assertUser, userNames } from '../people';
import { leads, type LeadRow } from './leads.table';

type NewLead = typeof leads.$inferInsert;
const actorOf = (a: PeopleAccess): Actor => ({ userId: a.userId, userName: a.userName });
const STAFF_ROLES = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

function leadVisibility(a: PeopleAccess): SQL | undefined {
  if (a.kind === 'internal') return undefined;
  // Branch managers see their branches' leads and the unassigned ones (web form leads have no branch).
  if (a.kind === 'branch') return or(inList(leads.branchId, a.branchIds), sql`${leads.branchId} is null`);
  return sql`false`;
}

async function findLead(tx: Db, a: PeopleAccess, id: string): Promise<LeadRow> {
  const [row] = await tx.select().from(leads).where(andAll([eq(leads.id, id), leadVisibility(a)])).limit(1);
  if (!row) throw notFound('Lead not found');
  return row;
}

function toLead(row: LeadRow, assignee: string | null): TLead {
  return {
    id: row.id,
    kind: row.kind as TLead['kind'],
    firstName: row.firstName,
    lastName: row.lastName,
    name: fullName(row.firstName, row.lastName),
    email: row.email,
    phone: row.phone,
    countryCallingCode: row.countryCallingCode,
    companyName: row.companyName,
    interest: row.interest,
    beneficiaryFirstName: row.beneficiaryFirstName,
    beneficiaryLastName: row.beneficiaryLastName,
    beneficiaryEmail: row.beneficiaryEmail,
    citizenshipCountryId: row.citizenshipCountryId,
    source: row.source as TLead['source'],
    leadFormId: row.leadFormId,
    status: row.status as TLeadStatus,
    lostReason: row.lostReason,
    assignedUserId: row.assignedUserId,
    assignedUserName: assignee,
    branchId: row.branchId,
    consultationAt: row.consultationAt ? iso(row.consultationAt) : null,
    followUpDate: row.followUpDate,
    notes: row.notes ?? [],
    converted: row.converted ?? null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

async function views(tx: Db, rows: LeadRow[]): Promise<TLead[]> {
  const names = await userNames(tx, rows.map((r) => r.assignedUserId));
  return rows.map((r) => toLead(r, r.assignedUserId ? (names.get(r.assignedUserId) ?? null) : null));
}

type ListInput = Pick<z.output<typeof ZListLeadsPayload>, 'search' | 'matcher' | 'sort'>;
const SORTS: Record<string, SortSpec> = {
  createdAt: { expr: sql`${leads.createdAt}`, cast: 'timestamptz' },
  updatedAt: { expr: sql`${leads.updatedAt}`, cast: 'timestamptz' },
  name: { expr: sql`lower(${leads.firstName} || ' ' || ${leads.lastName})`, cast: 'text' },
  status: { expr: sql`${leads.status}`, cast: 'text' },
};

function listWhere(a: PeopleAccess, input: ListInput, withStatus = true) {
  const like = input.search ? likePattern(input.search) : null;
  const m = input.matcher;
  return andAll([
    leadVisibility(a),
    like
      ? or(
          sql`lower(${leads.firstName} || ' ' || ${leads.lastName}) like ${like}`,
          sql`lower(coalesce(${leads.email}, '')) like ${like}`,
          sql`lower(coalesce(${leads.companyName}, '')) like ${like}`,
        )
      : undefined,
    withStatus && m.statuses ? inList(leads.status, m.statuses) : undefined,
    m.sources ? inList(leads.source, m.sources) : undefined,
    m.assignedUserIds ? inList(leads.assignedUserId, m.assignedUserIds) : undefined,
    m.branchIds ? inList(leads.branchId, m.branchIds) : undefined,
  ]);
}

export async function listLeads(ctx: Ctx<typeof ZListLeadsPayload>): Promise<TListLeadsResult> {
  const a = await internalAccess(ctx);
  const p = ctx.payload;
  const ks = keyset(SORTS[p.sort.field] ?? SORTS.createdAt!, leads.id, p.sort.order, p.cursor);
  const where = listWhere(a, p);
  const rows = await ctx.tx
    .select({ row: leads, sortKey: ks.sortKey })
    .from(leads)
    .where(andAll([where, ks.after]))
    .orderBy(...ks.orderBy)
    .limit(p.perpage + 1)
    .offset(p.cursor ? 0 : (p.page - 1) * p.perpage);
  const [n] = await ctx.tx.select({ n: count() }).from(leads).where(where);
  const grouped = await ctx.tx.select({ status: leads.status, n: count() }).from(leads).where(listWhere(a, p, false)).groupBy(leads.status);
  const statusCounts: Record<string, number> = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0]));
  for (const g of grouped) statusCounts[g.status] = Number(g.n);
  const page = finishPage(rows.map((r) => ({ ...r, id: r.row.id })), p.perpage);
  return {
    data: await views(ctx.tx, page.rows.map((r) => r.row)),
    count: Number(n?.n ?? 0),
    page: p.page,
    perpage: p.perpage,
    nextCursor: page.nextCursor,
    statusCounts,
  };
}

export async function exportLeadsCsv(ctx: Ctx<typeof ZExportLeadsCsvPayload>): Promise<TCsvExport> {
  const a = await internalAccess(ctx);
  const rows = await ctx.tx
    .select()
    .from(leads)
    .where(listWhere(a, { ...ctx.payload, sort: { field: 'createdAt', order: -1 } }))
    .orderBy(sql`${leads.createdAt} desc`)
    .limit(10_000);
  const list = await views(ctx.tx, rows);
  const headers = ['First Name', 'Last Name', 'Email', 'Phone', 'Company', 'Interest', 'Source', 'Status', 'Assigned To', 'Follow-up', 'Created'];
  const data = list.map((l) => [l.firstName, l.lastName, l.email, l.phone, l.companyName, l.interest, l.source, l.status, l.assignedUserName, l.followUpDate, l.createdAt.slice(0, 10)]);
  return { fileName: csvFileName('leads', todayOf(ctx.payload)), mimeType: 'text/csv', rowCount: data.length, content: toCsv(headers, data) };
}

export async function leadDetails(ctx: Ctx<typeof ZLeadDetailsPayload>): Promise<TLead> {
  const a = await internalAccess(ctx);
  return (await views(ctx.tx, [await findLead(ctx.tx, a, ctx.payload.leadId)]))[0]!;
}

type Input = Partial<z.output<typeof ZCreateLeadPayload>>;
const FIELDS = [
  'kind', 'firstName', 'lastName', 'email', 'phone', 'countryCallingCode', 'companyName', 'interest', 'beneficiaryFirstName',
  'beneficiaryLastName', 'beneficiaryEmail', 'citizenshipCountryId', 'source', 'leadFormId', 'assignedUserId', 'branchId', 'followUpDate',
] as const;
function columnsOf(p: Input): Partial<NewLead> {
  const out: Partial<NewLead> = {};
  for (const k of FIELDS) if (p[k] !== undefined) (out as Record<string, unknown>)[k] = p[k];
  if (p.consultationAt !== undefined) out.consultationAt = p.consultationAt ? new Date(p.consultationAt) : null;
  return out;
}

const note = (text: string, a: PeopleAccess) => ({ id: randomUUID(), text, createdAt: new Date().toISOString(), createdBy: a.userId, createdByName: a.userName });

async function checkLinks(tx: Db, a: PeopleAccess, p: Input) {
  await assertUser(tx, p.assignedUserId, STAFF_ROLES);
  await assertBranch(tx, p.branchId);
  if (a.kind === 'branch' && p.branchId && !a.branchIds.includes(p.branchId)) throw forbidden();
}

export async function createLead(ctx: Ctx<typeof ZCreateLeadPayload>): Promise<TLead> {
  const a = await internalAccess(ctx, { write: true });
  const p = ctx.payload;
  await checkLinks(ctx.tx, a, p);
  const [row] = await ctx.tx
    .insert(leads)
    .values({
      ...(columnsOf(p) as NewLead),
      status: 'new',
      notes: p.note ? [note(p.note, a)] : [],
      branchId: p.branchId ?? (a.kind === 'branch' ? (a.branchIds[0] ?? null) : null),
      createdBy: a.userId,
    })
    .returning();
  await recordActivity(ctx.tx, actorOf(a), 'lead', row!.id, 'create', null, row);
  return (await views(ctx.tx, [row!]))[0]!;
}

export async function updateLead(ctx: Ctx<typeof ZUpdateLeadPayload>): Promise<TLead> {
  const a = await internalAccess(ctx, { write: true });
  const p = ctx.payload;
  const before = await findLead(ctx.tx, a, p.leadId);
  await checkLinks(ctx.tx, a, p);
  const changes = columnsOf(p);
  if (p.status && p.status !== before.status) {
    if (!canMoveLead(before.status as TLeadStatus, p.status)) {
      throw conflict(`A lead cannot move from ${before.status} to ${p.status}.`);
    }
    changes.status = p.status;
    if (p.status !== 'lost') changes.lostReason = null;
  }
  if (p.lostReason !== undefined) changes.lostReason = p.lostReason;
  if (p.addNote) changes.notes = [...(before.notes ?? []), note(p.addNote, a)];
  const [row] = await ctx.tx.update(leads).set({ ...changes, updatedAt: new Date() }).where(eq(leads.id, before.id)).returning();
  await recordActivity(ctx.tx, actorOf(a), 'lead', before.id, p.addNote && Object.keys(changes).length === 1 ? 'note' : 'update', before, row);
  return (await views(ctx.tx, [row!]))[0]!;
}

/**
 * Converts a lead without retyping: into a petitioner company (the lead is its primary contact)
 * plus the beneficiary named on the lead, or into an individual client plus a beneficiary (the
 * person named on the lead, else the lead himself). All or nothing; the lead becomes retained.
 */
export async function convertLead(ctx: Ctx<typeof ZConvertLeadPayload>) {
  const a = await internalAccess(ctx, { write: true });
  const p = ctx.payload;
  const lead = await findLead(ctx.tx, a, p.leadId);
  if (lead.converted) throw conflict('This lead was converted already.');
  if (lead.status === 'lost') throw conflict('A lost lead cannot be converted; reopen it first.');
  const into = p.into ?? (lead.kind === 'petitioner' ? 'petitioner' : 'individual');
  const actor = actorOf(a);
  let companyId: string | null = null;
  let individualId: string | null = null;
  let beneficiaryId: string | null = null;

  const benFirst = lead.beneficiaryFirstName?.trim();
  const benLast = lead.beneficiaryLastName?.trim();
  const hasNamedBeneficiary = !!(benFirst && benLast);

  if (into === 'petitioner') {
    if (p.existingCompanyId) {
      companyId = (await findVisibleCompany(ctx.tx, a, p.existingCompanyId)).id;
    } else {
      const name = lead.companyName?.trim();
      if (!name) throw conflict('The lead has no company name: add it, or convert into an individual.');
      const contact = { name: fullName(lead.firstName, lead.lastName), title: null, email: lead.email, phone: lead.phone, countryCallingCode: lead.countryCallingCode, isPrimary: true };
      const row = await insertCompany(ctx.tx, actor, {
        name,
        email: lead.email,
        phone: lead.phone,
        countryCallingCode: lead.countryCallingCode,
        contacts: [contact],
        branchId: lead.branchId,
        statusId: 1,
        createdBy: a.userId,
      });
      companyId = row.id;
    }
    if (p.withBeneficiary && hasNamedBeneficiary) {
      await requirePeopleTerm(ctx);
      const b = await createBeneficiaryFor(
        ctx.tx,
        a,
        { firstName: benFirst!, lastName: benLast!, email: lead.beneficiaryEmail, citizenshipCountryId: lead.citizenshipCountryId, companyId, branchId: lead.branchId ?? undefined },
        'convert',
      );
      beneficiaryId = b.id;
    }
  } else {
    if (p.withBeneficiary) {
      await requirePeopleTerm(ctx);
      const b = await createBeneficiaryFor(
        ctx.tx,
        a,
        hasNamedBeneficiary
          ? { firstName: benFirst!, lastName: benLast!, email: lead.beneficiaryEmail, citizenshipCountryId: lead.citizenshipCountryId, branchId: lead.branchId ?? undefined }
          : { firstName: lead.firstName, lastName: lead.lastName || lead.firstName, email: lead.email, phone: lead.phone, countryCallingCode: lead.countryCallingCode, citizenshipCountryId: lead.citizenshipCountryId, branchId: lead.branchId ?? undefined },
        'convert',
      );
      beneficiaryId = b.id;
    }
    const ind = await createIndividualFor(
      ctx.tx,
      a,
      {
        accountType: p.accountType ?? (hasNamedBeneficiary ? 'Sponsor' : 'Individual'),
        firstName: lead.firstName,
        lastName: lead.lastName || lead.firstName,
        email: lead.email,
        phone: lead.phone,
        countryCallingCode: lead.countryCallingCode,
        citizenshipCountryId: hasNamedBeneficiary ? null : lead.citizenshipCountryId,
        branchId: lead.branchId,
        beneficiaryId,
        notes: lead.interest ? `Interest: ${lead.interest}` : null,
      },
      'convert',
    );
    individualId = ind.id;
  }
  const converted = { at: new Date().toISOString(), companyId, individualId, beneficiaryId };
  const [row] = await ctx.tx.update(leads).set({ status: 'retained', converted, updatedAt: new Date() }).where(eq(leads.id, lead.id)).returning();
  await recordActivity(ctx.tx, actor, 'lead', lead.id, 'convert', lead, row);
  return { lead: (await views(ctx.tx, [row!]))[0]!, companyId, individualId, beneficiaryId };
}

