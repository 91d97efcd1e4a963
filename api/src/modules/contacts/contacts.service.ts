import { and, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import {
  temporaryEmailFlag,
  type TContact,
  type TContactCategory,
  type TCsvExport,
  type TListContactsResult,
  type ZContactDetailsPayload,
  type ZCreateContactPayload,
  type ZDeleteContactPayload,
  type ZExportContactsCsvPayload,
  type ZListContactCategoriesPayload,
  type ZListContactsPayload,
  type ZSaveContactCategoryPayload,
  type ZUpdateContactPayload,
} from 'shared/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { conflict, notFound, type Ctx } from '../../platform/http';
import { internalAccess, type PeopleAccess } from '../people';
import { recordActivity, type Actor } from '../people';
import { csvFileName, toCsv } from '../../platform/data';
import { andAll, finishPage, keyset, likePattern, type SortSpec } from '../../platform/data';
import { fullName, isoOrEpoch as iso, todayOf } from '../../platform/data';
import { duplicateConflict } from '../../platform/http';
import { contactCategories, contacts, type ContactCategoryRow, type ContactRow } from './contacts.table';

/*
 * Contacts are the tenant's CRM address book: every internal user reads them (the branch manager
 * too: contacts have no branch); roles 12 and 13 only read.
 */

type NewContact = typeof contacts.$inferInsert;
const actorOf = (a: PeopleAccess): Actor => ({ userId: a.userId, userName: a.userName });

async function categoriesById(tx: Db): Promise<Map<string, ContactCategoryRow>> {
  const rows = await tx.select().from(contactCategories);
  return new Map(rows.map((r) => [r.id, r]));
}

function toContact(row: ContactRow, cats: Map<string, ContactCategoryRow>): TContact {
  const categoryIds = (row.categoryIds ?? []).filter((id) => cats.has(id));
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: fullName(row.firstName, row.lastName),
    email: row.email,
    isTemporaryEmail: temporaryEmailFlag(row.email),
    phone: row.phone,
    countryCallingCode: row.countryCallingCode,
    organisation: row.organisation,
    title: row.title,
    categoryIds,
    categories: categoryIds.map((id) => ({ id, name: cats.get(id)!.name, color: cats.get(id)!.color })),
    address: row.address ?? null,
    notes: row.notes,
    subscribed: row.subscribed,
    source: row.source,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

async function findContact(tx: Db, id: string): Promise<ContactRow> {
  const [row] = await tx.select().from(contacts).where(eq(contacts.id, id)).limit(1);
  if (!row) throw notFound('Contact not found');
  return row;
}

type ListInput = Pick<z.output<typeof ZListContactsPayload>, 'search' | 'matcher' | 'sort'>;
const SORTS: Record<string, SortSpec> = {
  name: { expr: sql`lower(${contacts.firstName} || ' ' || ${contacts.lastName})`, cast: 'text' },
  createdAt: { expr: sql`${contacts.createdAt}`, cast: 'timestamptz' },
  organisation: { expr: sql`lower(coalesce(${contacts.organisation}, ''))`, cast: 'text' },
};

function listWhere(input: ListInput) {
  const like = input.search ? likePattern(input.search) : null;
  const m = input.matcher;
  return andAll([
    like
      ? or(
          sql`lower(${contacts.firstName} || ' ' || ${contacts.lastName}) like ${like}`,
          sql`lower(coalesce(${contacts.email}, '')) like ${like}`,
          sql`lower(coalesce(${contacts.organisation}, '')) like ${like}`,
        )
      : undefined,
    m.categoryIds ? (m.categoryIds.length ? sql`${contacts.categoryIds} ?| cast(${`{${m.categoryIds.join(',')}}`} as text[])` : sql`false`) : undefined,
    m.subscribed !== undefined ? eq(contacts.subscribed, m.subscribed) : undefined,
  ]);
}

async function listRows(tx: Db, input: ListInput, limit: number, offset: number, cursor?: string | null) {
  const ks = keyset(SORTS[input.sort.field] ?? SORTS.name!, contacts.id, input.sort.order, cursor);
  const where = listWhere(input);
  const rows = await tx
    .select({ row: contacts, sortKey: ks.sortKey })
    .from(contacts)
    .where(andAll([where, ks.after]))
    .orderBy(...ks.orderBy)
    .limit(limit)
    .offset(cursor ? 0 : offset);
  return { rows, where };
}

export async function listContacts(ctx: Ctx<typeof ZListContactsPayload>): Promise<TListContactsResult> {
  await internalAccess(ctx);
  const p = ctx.payload;
  const { rows, where } = await listRows(ctx.tx, p, p.perpage + 1, (p.page - 1) * p.perpage, p.cursor);
  const [n] = await ctx.tx.select({ n: count() }).from(contacts).where(where);
  const page = finishPage(rows.map((r) => ({ ...r, id: r.row.id })), p.perpage);
  const cats = await categoriesById(ctx.tx);
  return { data: page.rows.map((r) => toContact(r.row, cats)), count: Number(n?.n ?? 0), page: p.page, perpage: p.perpage, nextCursor: page.nextCursor };
}

export async function exportContactsCsv(ctx: Ctx<typeof ZExportContactsCsvPayload>): Promise<TCsvExport> {
  await internalAccess(ctx);
  const { rows } = await listRows(ctx.tx, { ...ctx.payload, sort: { field: 'name', order: 1 } }, 10_000, 0);
  const cats = await categoriesById(ctx.tx);
  const headers = ['First Name', 'Last Name', 'Email', 'Phone', 'Organisation', 'Title', 'Categories', 'Subscribed', 'Source', 'Created'];
  const data = rows.map(({ row }) => {
    const c = toContact(row, cats);
    return [c.firstName, c.lastName, c.email, c.phone, c.organisation, c.title, c.categories.map((x) => x.name), c.subscribed ? 'yes' : 'no', c.source, c.createdAt.slice(0, 10)];
  });
  return { fileName: csvFileName('contacts', todayOf(ctx.payload)), mimeType: 'text/csv', rowCount: data.length, content: toCsv(headers, data) };
}

export async function contactDetails(ctx: Ctx<typeof ZContactDetailsPayload>): Promise<TContact> {
  await internalAccess(ctx);
  return toContact(await findContact(ctx.tx, ctx.payload.contactId), await categoriesById(ctx.tx));
}

async function assertCategories(tx: Db, ids: string[] | undefined) {
  if (!ids?.length) return;
  const rows = await tx.select({ id: contactCategories.id }).from(contactCategories).where(inArray(contactCategories.id, ids));
  if (rows.length !== new Set(ids).size) throw notFound('Category not found');
}

async function assertNoDuplicate(tx: Db, email: string | null | undefined, exceptId?: string) {
  if (!email) return;
  const [dup] = await tx
    .select()
    .from(contacts)
    .where(and(sql`lower(${contacts.email}) = ${email.toLowerCase()}`, exceptId ? ne(contacts.id, exceptId) : undefined))
    .limit(1);
  if (dup) throw duplicateConflict('email', dup.id, `A contact with e-mail ${email} already exists (${fullName(dup.firstName, dup.lastName)}).`);
}

type Input = Partial<z.output<typeof ZCreateContactPayload>>;
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'countryCallingCode', 'organisation', 'title', 'categoryIds', 'address', 'notes', 'subscribed'] as const;
const columnsOf = (p: Input) => {
  const out: Partial<NewContact> = {};
  for (const k of FIELDS) if (p[k] !== undefined) (out as Record<string, unknown>)[k] = k === 'categoryIds' ? [...new Set(p[k] as string[])] : p[k];
  return out;
};

export async function createContactFor(tx: Db, a: PeopleAccess, p: Input & { firstName: string }, source = 'manual'): Promise<ContactRow> {
  await assertNoDuplicate(tx, p.email);
  await assertCategories(tx, p.categoryIds);
  const [row] = await tx.insert(contacts).values({ ...(columnsOf(p) as NewContact), source, createdBy: a.userId }).returning();
  await recordActivity(tx, actorOf(a), 'contact', row!.id, 'create', null, row);
  return row!;
}

export async function createContact(ctx: Ctx<typeof ZCreateContactPayload>): Promise<TContact> {
  const a = await internalAccess(ctx, { write: true });
  const row = await createContactFor(ctx.tx, a, ctx.payload);
  return toContact(row, await categoriesById(ctx.tx));
}

export async function updateContact(ctx: Ctx<typeof ZUpdateContactPayload>): Promise<TContact> {
  const a = await internalAccess(ctx, { write: true });
  const before = await findContact(ctx.tx, ctx.payload.contactId);
  if (ctx.payload.email && ctx.payload.email !== before.email) await assertNoDuplicate(ctx.tx, ctx.payload.email, before.id);
  await assertCategories(ctx.tx, ctx.payload.categoryIds);
  const [row] = await ctx.tx.update(contacts).set({ ...columnsOf(ctx.payload), updatedAt: new Date() }).where(eq(contacts.id, before.id)).returning();
  await recordActivity(ctx.tx, actorOf(a), 'contact', before.id, 'update', before, row);
  return toContact(row!, await categoriesById(ctx.tx));
}

export async function deleteContact(ctx: Ctx<typeof ZDeleteContactPayload>) {
  const a = await internalAccess(ctx, { write: true });
  const before = await findContact(ctx.tx, ctx.payload.contactId);
  await ctx.tx.delete(contacts).where(eq(contacts.id, before.id));
  await recordActivity(ctx.tx, actorOf(a), 'contact', before.id, 'delete', before, null);
  return { id: before.id, deleted: true as const };
}

// ─────────────────────────── categories ───────────────────────────

async function categoryView(tx: Db, rows: ContactCategoryRow[]): Promise<TContactCategory[]> {
  const counts = new Map<string, number>();
  if (rows.length) {
    const all = await tx.select({ ids: contacts.categoryIds }).from(contacts);
    for (const c of all) for (const id of c.ids ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return rows.map((r) => ({ id: r.id, name: r.name, color: r.color, active: r.active, contactCount: counts.get(r.id) ?? 0 }));
}

export async function listContactCategories(ctx: Ctx<typeof ZListContactCategoriesPayload>) {
  await internalAccess(ctx);
  const rows = await ctx.tx
    .select()
    .from(contactCategories)
    .where(ctx.payload.includeInactive ? undefined : eq(contactCategories.active, true))
    .orderBy(sql`lower(${contactCategories.name})`);
  return { data: await categoryView(ctx.tx, rows) };
}

export async function saveContactCategory(ctx: Ctx<typeof ZSaveContactCategoryPayload>): Promise<TContactCategory> {
  const a = await internalAccess(ctx, { write: true });
  const p = ctx.payload;
  const [clash] = await ctx.tx
    .select()
    .from(contactCategories)
    .where(and(sql`lower(${contactCategories.name}) = ${p.name.toLowerCase()}`, p.id ? ne(contactCategories.id, p.id) : undefined))
    .limit(1);
  if (clash) throw duplicateConflict('name', clash.id, `A category named ${p.name} already exists.`);
  let row: ContactCategoryRow | undefined;
  if (p.id) {
    const [before] = await ctx.tx.select().from(contactCategories).where(eq(contactCategories.id, p.id)).limit(1);
    if (!before) throw notFound('Category not found');
    [row] = await ctx.tx
      .update(contactCategories)
      .set({ name: p.name, ...(p.color !== undefined ? { color: p.color } : {}), ...(p.active !== undefined ? { active: p.active } : {}), updatedAt: new Date() })
      .where(eq(contactCategories.id, p.id))
      .returning();
    await recordActivity(ctx.tx, actorOf(a), 'contact_category', p.id, 'update', before, row);
  } else {
    [row] = await ctx.tx.insert(contactCategories).values({ name: p.name, color: p.color ?? null, active: p.active ?? true }).returning();
    await recordActivity(ctx.tx, actorOf(a), 'contact_category', row!.id, 'create', null, row);
  }
  if (!row) throw conflict('Unable to update');
  return (await categoryView(ctx.tx, [row]))[0]!;
}
