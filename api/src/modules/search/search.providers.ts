import { and, desc, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { buildPath } from 'shared/routes';
import { beneficiaryVisibility } from '../beneficiaries';
import { beneficiaries, beneficiaryDocuments } from '../beneficiaries';
import { companyVisibility } from '../companies';
import { companies, companyDocuments } from '../companies';
import { contacts } from '../contacts';
import { individualVisibility } from '../individuals';
import { individuals } from '../individuals';
import { leads } from '../leads';
import { inList, type PeopleAccess } from '../people';
import { textSearch } from './search.sql';
import type { SearchContext, SearchProvider, SearchProviderHit } from './search.types';

/*
 * The people, petitioner and document providers. Each applies the same visibility as the list
 * call of its records (modules/people/access.ts and the services' *Visibility), so search never
 * shows what the lists would hide. Tenant isolation is the request transaction's RLS.
 */

const fullName = (...parts: AnyColumn[]): SQL =>
  sql`concat_ws(' ', ${sql.join(
    parts.map((p) => sql`nullif(${p}, '')`),
    sql`, `,
  )})`;

const joinSub = (...parts: (string | null | undefined)[]): string | undefined => {
  const s = parts.filter((p): p is string => !!p && p.trim() !== '').join(' · ');
  return s || undefined;
};

/** Staff (internal roles and the branch manager) — the only callers who see individuals, contacts, leads. */
const isStaff = (a: PeopleAccess | null): a is PeopleAccess => a?.kind === 'internal' || a?.kind === 'branch';

const beneficiaryDetailsPath = (ctx: SearchContext, id: string): string =>
  buildPath(ctx.peopleTerm === 'employee' ? 'people.employeeDetails' : 'people.beneficiaryDetails', { itemId: id });

/** Beneficiaries (or employees) by name, e-mail, phone or passport number. */
export const searchBeneficiaries: SearchProvider = async (ctx, query, limit) => {
  const access = ctx.people;
  if (!access || !ctx.peopleTerm) return [];
  const b = beneficiaries;
  const m = textSearch(query, {
    name: fullName(b.firstName, b.middleName, b.lastName),
    text: [b.email, b.passportNumber],
    exact: [b.email, b.passportNumber],
    contains: [b.email],
    phone: b.phone,
  });
  const rows = await ctx.tx
    .select({
      id: b.id,
      first: b.firstName,
      last: b.lastName,
      email: b.email,
      passport: b.passportNumber,
      rank: m.rank,
    })
    .from(b)
    .where(and(beneficiaryVisibility(access), m.where))
    .orderBy(desc(m.rank), b.lastName, b.id)
    .limit(limit);
  const word = ctx.peopleTerm === 'employee' ? 'Employee' : 'Beneficiary';
  return rows.map((r) => ({
    kind: 'person',
    id: r.id,
    title: `${r.first} ${r.last}`.trim(),
    subtitle: joinSub(word, r.email, r.passport ? `Passport ${r.passport}` : null),
    path: beneficiaryDetailsPath(ctx, r.id),
    rank: Number(r.rank),
  }));
};

/** Individual clients (individuals, sponsors, investors) by name, e-mail or phone. */
export const searchIndividuals: SearchProvider = async (ctx, query, limit) => {
  if (!isStaff(ctx.people)) return [];
  const t = individuals;
  const m = textSearch(query, {
    name: fullName(t.firstName, t.middleName, t.lastName),
    text: [t.email],
    exact: [t.email],
    contains: [t.email],
    phone: t.phone,
  });
  const rows = await ctx.tx
    .select({ id: t.id, first: t.firstName, last: t.lastName, email: t.email, rank: m.rank })
    .from(t)
    .where(and(individualVisibility(ctx.people), m.where))
    .orderBy(desc(m.rank), t.lastName, t.id)
    .limit(limit);
  return rows.map((r) => ({
    kind: 'person',
    id: r.id,
    title: `${r.first} ${r.last}`.trim(),
    subtitle: joinSub('Individual', r.email),
    path: buildPath('people.individualDetails', { itemId: r.id }),
    rank: Number(r.rank),
  }));
};

/** Contacts by name, e-mail, phone or organisation (staff see all contacts, as in /contact/list). */
export const searchContacts: SearchProvider = async (ctx, query, limit) => {
  if (!isStaff(ctx.people)) return [];
  const t = contacts;
  const m = textSearch(query, {
    name: fullName(t.firstName, t.lastName),
    text: [t.email, t.organisation],
    exact: [t.email],
    contains: [t.email, t.organisation],
    phone: t.phone,
  });
  const rows = await ctx.tx
    .select({ id: t.id, first: t.firstName, last: t.lastName, email: t.email, org: t.organisation, rank: m.rank })
    .from(t)
    .where(m.where)
    .orderBy(desc(m.rank), t.lastName, t.id)
    .limit(limit);
  return rows.map((r) => ({
    kind: 'person',
    id: r.id,
    title: `${r.first} ${r.last}`.trim(),
    subtitle: joinSub('Contact', r.org, r.email),
    path: buildPath('people.contactDetails', { itemId: r.id }),
    rank: Number(r.rank),
  }));
};

/** Leads by name, e-mail, phone or company; the branch manager sees his branches' and unassigned leads. */
export const searchLeads: SearchProvider = async (ctx, query, limit) => {
  const access = ctx.people;
  if (!isStaff(access)) return [];
  const t = leads;
  const visible =
    access.kind === 'branch' ? or(inList(t.branchId, access.branchIds), sql`${t.branchId} is null`) : undefined;
  const m = textSearch(query, {
    name: fullName(t.firstName, t.lastName),
    text: [t.email, t.companyName],
    exact: [t.email],
    contains: [t.email, t.companyName],
    phone: t.phone,
  });
  const rows = await ctx.tx
    .select({ id: t.id, first: t.firstName, last: t.lastName, email: t.email, status: t.status, rank: m.rank })
    .from(t)
    .where(and(visible, m.where))
    .orderBy(desc(m.rank), t.lastName, t.id)
    .limit(limit);
  return rows.map((r) => ({
    kind: 'person',
    id: r.id,
    title: `${r.first} ${r.last}`.trim(),
    subtitle: joinSub('Lead', r.email, r.status),
    path: buildPath('people.leadDetails', { itemId: r.id }),
    rank: Number(r.rank),
  }));
};

/** Petitioners (client companies) by name, DBA, FEIN, e-mail or phone. */
export const searchPetitioners: SearchProvider = async (ctx, query, limit) => {
  const access = ctx.people;
  if (!access || access.kind === 'beneficiary') return [];
  const t = companies;
  const m = textSearch(query, {
    name: sql`${t.name}`,
    text: [t.dba, t.email, t.feiNumber],
    exact: [t.feiNumber, t.email],
    contains: [t.dba, t.feiNumber],
    phone: t.phone,
  });
  const rows = await ctx.tx
    .select({ id: t.id, name: t.name, fein: t.feiNumber, email: t.email, rank: m.rank })
    .from(t)
    .where(and(companyVisibility(access), m.where))
    .orderBy(desc(m.rank), t.name, t.id)
    .limit(limit);
  return rows.map((r) => ({
    kind: 'petitioner',
    id: r.id,
    title: r.name,
    subtitle: joinSub(r.fein ? `FEIN ${r.fein}` : null, r.email),
    path: buildPath('people.petitionerDetails', { itemId: r.id }),
    rank: Number(r.rank),
  }));
};

/** Documents of the beneficiaries and petitioners the caller may see, by file name or type. */
export const searchDocuments: SearchProvider = async (ctx, query, limit) => {
  const access = ctx.people;
  if (!access) return [];
  const hits: SearchProviderHit[] = [];
  if (ctx.peopleTerm) {
    const d = beneficiaryDocuments;
    const m = textSearch(query, { name: sql`${d.name}`, text: [d.docType], contains: [d.docType] });
    const rows = await ctx.tx
      .select({
        id: d.id,
        name: d.name,
        ownerId: d.beneficiaryId,
        first: beneficiaries.firstName,
        last: beneficiaries.lastName,
        rank: m.rank,
      })
      .from(d)
      .innerJoin(beneficiaries, and(eq(beneficiaries.tenantId, d.tenantId), eq(beneficiaries.id, d.beneficiaryId)))
      .where(and(beneficiaryVisibility(access), m.where))
      .orderBy(desc(m.rank), d.name, d.id)
      .limit(limit);
    for (const r of rows) {
      hits.push({
        kind: 'document',
        id: r.id,
        title: r.name,
        subtitle: `${r.first} ${r.last}`.trim(),
        path: `${beneficiaryDetailsPath(ctx, r.ownerId)}?tab=documents`,
        rank: Number(r.rank),
      });
    }
  }
  if (access.kind !== 'beneficiary') {
    const d = companyDocuments;
    const m = textSearch(query, { name: sql`${d.name}`, text: [d.docType], contains: [d.docType] });
    const rows = await ctx.tx
      .select({ id: d.id, name: d.name, ownerId: d.companyId, owner: companies.name, rank: m.rank })
      .from(d)
      .innerJoin(companies, and(eq(companies.tenantId, d.tenantId), eq(companies.id, d.companyId)))
      .where(and(companyVisibility(access), m.where))
      .orderBy(desc(m.rank), d.name, d.id)
      .limit(limit);
    for (const r of rows) {
      hits.push({
        kind: 'document',
        id: r.id,
        title: r.name,
        subtitle: r.owner,
        path: `${buildPath('people.petitionerDetails', { itemId: r.ownerId })}?tab=documents`,
        rank: Number(r.rank),
      });
    }
  }
  return hits;
};
