import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ROLE } from 'shared/domain';
import type { Db } from '../../platform/db';
import { AppError, notFound, type CallContext } from '../../platform/http';
import { caseAccess, caseVisibility, petitions, type CaseAccess } from '../petitions';
import { peopleAccess, type PeopleAccess } from '../people';
import { beneficiaries, beneficiaryVisibility } from '../beneficiaries';
import { companies, companyVisibility } from '../companies';

/*
 * Records that tasks, notes and reminders are attached to (a case, a beneficiary or a petitioner)
 * and who may see them: the case kernel's `caseVisibility` and the people modules' visibility,
 * evaluated in SQL (`exists`) so lists page and count in the database.
 */

export type LinkType = 'case' | 'beneficiary' | 'petitioner';

/** What the caller may see: case access and, unless external, people access. */
export interface RecordViewer {
  userId: string;
  userName: string;
  roleId: number;
  cases: CaseAccess;
  people: PeopleAccess | null;
  /** Admin or branch manager (edit any task they may see). */
  admin: boolean;
  /** Law-office staff (not external): sees records without a link. */
  staff: boolean;
}

export async function recordViewer(ctx: CallContext<unknown>): Promise<RecordViewer> {
  const cases = await caseAccess(ctx);
  let people: PeopleAccess | null = null;
  try {
    people = await peopleAccess(ctx);
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
  }
  return {
    userId: cases.userId,
    userName: cases.userName,
    roleId: cases.roleId,
    cases,
    people,
    admin: !cases.isExternal && (cases.roleId === ROLE.ADMIN || cases.roleId === ROLE.BRANCH_MANAGER),
    staff: !cases.isExternal,
  };
}

/** The columns holding a row's link. */
export interface LinkColumns {
  petitionId: AnyPgColumn;
  beneficiaryId: AnyPgColumn;
  petitionerId: AnyPgColumn;
}

const caseVisible = (v: RecordViewer, col: AnyPgColumn): SQL =>
  sql`exists (select 1 from ${petitions} where ${petitions.id} = ${col} and ${caseVisibility(v.cases)})`;
const beneficiaryVisible = (v: RecordViewer, col: AnyPgColumn): SQL =>
  v.people ? sql`exists (select 1 from ${beneficiaries} where ${beneficiaries.id} = ${col} and ${beneficiaryVisibility(v.people) ?? sql`true`})` : sql`false`;
const petitionerVisible = (v: RecordViewer, col: AnyPgColumn): SQL =>
  v.people ? sql`exists (select 1 from ${companies} where ${companies.id} = ${col} and ${companyVisibility(v.people) ?? sql`true`})` : sql`false`;

/**
 * The row's linked record is visible to `v`; a row without a link counts as visible to staff.
 * (Callers add their own exceptions: a task's creator and assignee, a note's author.)
 */
export function linkVisible(v: RecordViewer, c: LinkColumns): SQL {
  return sql`(case
    when ${c.petitionId} is not null then ${caseVisible(v, c.petitionId)}
    when ${c.beneficiaryId} is not null then ${beneficiaryVisible(v, c.beneficiaryId)}
    when ${c.petitionerId} is not null then ${petitionerVisible(v, c.petitionerId)}
    else ${v.staff ? sql`true` : sql`false`} end)`;
}

/** The label of the row's linked record: case number, beneficiary or petitioner name. */
export function linkLabel(c: LinkColumns): SQL<string | null> {
  return sql<string | null>`(case
    when ${c.petitionId} is not null then (select coalesce(${petitions.customCaseNumber}, ${petitions.caseNumber}) from ${petitions} where ${petitions.id} = ${c.petitionId})
    when ${c.beneficiaryId} is not null then (select ${beneficiaries.firstName} || ' ' || ${beneficiaries.lastName} from ${beneficiaries} where ${beneficiaries.id} = ${c.beneficiaryId})
    when ${c.petitionerId} is not null then (select ${companies.name} from ${companies} where ${companies.id} = ${c.petitionerId})
    else null end)`;
}

/** Rows linked to one record (list filters). */
export function linkedTo(c: LinkColumns, type: LinkType | undefined, id: string | undefined): SQL | undefined {
  if (!type) return undefined;
  const col = type === 'case' ? c.petitionId : type === 'beneficiary' ? c.beneficiaryId : c.petitionerId;
  return id ? eq(col, id) : sql`${col} is not null`;
}

export interface Link {
  type: LinkType;
  id: string;
}

/** The link of a payload's recordType / recordId (null when none). */
export function linkOf(p: { recordType?: LinkType | null; recordId?: string | null }): Link | null {
  return p.recordType && p.recordId ? { type: p.recordType, id: p.recordId } : null;
}

/** The link of a stored row (its petition_id, beneficiary_id or petitioner_id). */
export function rowLink(row: { petitionId: string | null; beneficiaryId: string | null; petitionerId: string | null }): Link | null {
  if (row.petitionId) return { type: 'case', id: row.petitionId };
  if (row.beneficiaryId) return { type: 'beneficiary', id: row.beneficiaryId };
  if (row.petitionerId) return { type: 'petitioner', id: row.petitionerId };
  return null;
}

export const linkColumnsOf = (link: Link | null) => ({
  petitionId: link?.type === 'case' ? link.id : null,
  beneficiaryId: link?.type === 'beneficiary' ? link.id : null,
  petitionerId: link?.type === 'petitioner' ? link.id : null,
});

/** 404 unless `v` may see the record (other tenants' ids are invisible under RLS); its label. */
export async function assertLinkVisible(tx: Db, v: RecordViewer, link: Link): Promise<string> {
  if (link.type === 'case') {
    const [row] = await tx
      .select({ no: sql<string>`coalesce(${petitions.customCaseNumber}, ${petitions.caseNumber})` })
      .from(petitions)
      .where(and(eq(petitions.id, link.id), caseVisibility(v.cases)))
      .limit(1);
    if (!row) throw notFound('Case not found');
    return row.no;
  }
  if (!v.people) throw notFound(link.type === 'beneficiary' ? 'Beneficiary not found' : 'Petitioner not found');
  if (link.type === 'beneficiary') {
    const [row] = await tx
      .select({ name: sql<string>`${beneficiaries.firstName} || ' ' || ${beneficiaries.lastName}` })
      .from(beneficiaries)
      .where(and(eq(beneficiaries.id, link.id), beneficiaryVisibility(v.people)))
      .limit(1);
    if (!row) throw notFound('Beneficiary not found');
    return row.name;
  }
  const [row] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, link.id), companyVisibility(v.people)))
    .limit(1);
  if (!row) throw notFound('Petitioner not found');
  return row.name;
}

/** The link of a stored row (for results). */
export function storedLink(row: { petitionId: string | null; beneficiaryId: string | null; petitionerId: string | null }, label: string | null) {
  const link = rowLink(row);
  return link ? { ...link, label: label ?? '' } : null;
}
