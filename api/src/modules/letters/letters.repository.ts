import { and, asc, count, desc, eq, ilike, inArray, max, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TLetterTemplateListPayload } from 'shared/contract';
import { DEFAULT_LETTER_CATEGORIES, DEFAULT_LETTER_TEMPLATES, placeholdersIn } from 'shared/domain';
import type { Db } from '../../platform/db';
import {
  caseLetters,
  formGroups,
  letterCategories,
  letterLibrary,
  letterTemplates,
  type CaseLetterRow,
  type FormGroupRow,
  type LetterCategoryRow,
  type LetterTemplateRow,
} from './letters.table';

/**
 * Creates the default categories, the four default templates and one H-1B form group the first
 * time a tenant's letters are used, then locks the tenant's library row: writes that check a
 * limit (8 groups per case type) run one at a time.
 */
export async function ensureLibrary(tx: Db, opts: { lock?: boolean } = {}): Promise<void> {
  // Reads stay reads once the library exists; the insert decides between two first requests.
  const [exists] = await tx.select({ at: letterLibrary.seededAt }).from(letterLibrary).limit(1);
  const created = exists ? [] : await tx.insert(letterLibrary).values({}).onConflictDoNothing().returning();
  if (created.length) {
    const cats = await tx
      .insert(letterCategories)
      .values(DEFAULT_LETTER_CATEGORIES.map((c, i) => ({ name: c.name, kind: c.kind, sortOrder: i + 1 })))
      .returning();
    const catId = (name: string) => cats.find((c) => c.name === name)?.id ?? null;
    const templates = await tx
      .insert(letterTemplates)
      .values(
        DEFAULT_LETTER_TEMPLATES.map((t) => ({
          name: t.name,
          kind: t.kind,
          categoryId: catId(t.category),
          caseTypeIds: [...t.caseTypeIds],
          letterhead: t.letterhead,
          defaultKind: t.kind,
          body: t.body,
          placeholders: placeholdersIn(t.body),
          updatedByName: null, // a default, not a person's edit: screens show the date alone (no "by …")
        })),
      )
      .returning({ id: letterTemplates.id, kind: letterTemplates.kind });
    const support = templates.find((t) => t.kind === 'support_letter');
    await tx.insert(formGroups).values({
      name: 'H-1B petition packet',
      caseTypeId: 1,
      categoryId: catId('Petition forms'),
      description: 'The I-129 with its H supplement and the employer’s support letter.',
      formCodes: ['I-129'],
      templateIds: support ? [support.id] : [],
    });
  }
  if (opts.lock) await tx.select().from(letterLibrary).for('update');
}

// ── templates ────────────────────────────────────────────────────────────────

export type TemplateListRow = LetterTemplateRow & { categoryName: string | null };

const templateSelect = (tx: Db) =>
  tx
    .select({ t: letterTemplates, categoryName: letterCategories.name })
    .from(letterTemplates)
    .leftJoin(letterCategories, eq(letterCategories.id, letterTemplates.categoryId));

const flat = (r: { t: LetterTemplateRow; categoryName: string | null }): TemplateListRow => ({
  ...r.t,
  categoryName: r.categoryName,
});

type ListQuery = Required<Pick<TLetterTemplateListPayload, 'page' | 'perpage'>> &
  Omit<TLetterTemplateListPayload, 'page' | 'perpage'>;

export async function listTemplates(tx: Db, q: ListQuery): Promise<{ rows: TemplateListRow[]; count: number }> {
  const search = q.search?.trim();
  const where: SQL | undefined = and(
    search ? ilike(letterTemplates.name, `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined,
    q.kind ? eq(letterTemplates.kind, q.kind) : undefined,
    q.categoryId ? eq(letterTemplates.categoryId, q.categoryId) : undefined,
    q.caseTypeId
      ? or(
          sql`${letterTemplates.caseTypeIds} = '[]'::jsonb`,
          sql`${letterTemplates.caseTypeIds} @> ${JSON.stringify([q.caseTypeId])}::jsonb`,
        )
      : undefined,
  );
  const field = q.sort?.field ?? 'name';
  const dir = q.sort?.order === -1 ? desc : asc;
  const expr =
    field === 'kind'
      ? letterTemplates.kind
      : field === 'category'
        ? sql`lower(coalesce(${letterCategories.name}, ''))`
        : field === 'updatedAt'
          ? letterTemplates.updatedAt
          : sql`lower(${letterTemplates.name})`;
  const rows = await templateSelect(tx)
    .where(where)
    .orderBy(dir(expr), asc(letterTemplates.id))
    .limit(q.perpage)
    .offset((q.page - 1) * q.perpage);
  const [c] = await tx
    .select({ n: count() })
    .from(letterTemplates)
    .leftJoin(letterCategories, eq(letterCategories.id, letterTemplates.categoryId))
    .where(where);
  return { rows: rows.map(flat), count: c?.n ?? 0 };
}

export async function templateById(tx: Db, id: string): Promise<TemplateListRow | undefined> {
  const [r] = await templateSelect(tx).where(eq(letterTemplates.id, id)).limit(1);
  return r ? flat(r) : undefined;
}

export async function templatesByIds(tx: Db, ids: readonly string[]): Promise<LetterTemplateRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(letterTemplates)
    .where(inArray(letterTemplates.id, [...ids]));
}

export async function templateNameTaken(tx: Db, name: string, exceptId?: string): Promise<boolean> {
  const [r] = await tx
    .select({ id: letterTemplates.id })
    .from(letterTemplates)
    .where(
      and(
        sql`lower(${letterTemplates.name}) = lower(${name.trim()})`,
        exceptId ? ne(letterTemplates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!r;
}

export async function insertTemplate(tx: Db, values: typeof letterTemplates.$inferInsert): Promise<LetterTemplateRow> {
  const [r] = await tx.insert(letterTemplates).values(values).returning();
  return r!;
}

export async function updateTemplate(
  tx: Db,
  id: string,
  set: Partial<typeof letterTemplates.$inferInsert>,
): Promise<void> {
  await tx.update(letterTemplates).set(set).where(eq(letterTemplates.id, id));
}

export async function deleteTemplate(tx: Db, id: string): Promise<void> {
  await tx.delete(letterTemplates).where(eq(letterTemplates.id, id));
}

// ── categories ───────────────────────────────────────────────────────────────

export async function listCategories(
  tx: Db,
  kind?: string,
): Promise<(LetterCategoryRow & { templateCount: number })[]> {
  const rows = await tx
    .select()
    .from(letterCategories)
    .where(kind ? eq(letterCategories.kind, kind) : undefined)
    .orderBy(asc(letterCategories.kind), asc(letterCategories.sortOrder), asc(sql`lower(${letterCategories.name})`));
  const counts = await categoryUsage(tx);
  return rows.map((r) => ({ ...r, templateCount: counts.get(r.id) ?? 0 }));
}

/** How many templates and groups each category files. */
export async function categoryUsage(tx: Db): Promise<Map<string, number>> {
  const t = await tx
    .select({ id: letterTemplates.categoryId, n: count() })
    .from(letterTemplates)
    .groupBy(letterTemplates.categoryId);
  const g = await tx.select({ id: formGroups.categoryId, n: count() }).from(formGroups).groupBy(formGroups.categoryId);
  const out = new Map<string, number>();
  for (const r of [...t, ...g]) if (r.id) out.set(r.id, (out.get(r.id) ?? 0) + r.n);
  return out;
}

export async function categoryById(tx: Db, id: string): Promise<LetterCategoryRow | undefined> {
  const [r] = await tx.select().from(letterCategories).where(eq(letterCategories.id, id)).limit(1);
  return r;
}

export async function categoryNameTaken(tx: Db, kind: string, name: string, exceptId?: string): Promise<boolean> {
  const [r] = await tx
    .select({ id: letterCategories.id })
    .from(letterCategories)
    .where(
      and(
        eq(letterCategories.kind, kind),
        sql`lower(${letterCategories.name}) = lower(${name.trim()})`,
        exceptId ? ne(letterCategories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!r;
}

export async function nextCategoryOrder(tx: Db, kind: string): Promise<number> {
  const [r] = await tx
    .select({ n: max(letterCategories.sortOrder) })
    .from(letterCategories)
    .where(eq(letterCategories.kind, kind));
  return (r?.n ?? 0) + 1;
}

// ── groups ───────────────────────────────────────────────────────────────────

export async function listGroups(tx: Db, caseTypeId?: number): Promise<FormGroupRow[]> {
  return tx
    .select()
    .from(formGroups)
    .where(caseTypeId ? eq(formGroups.caseTypeId, caseTypeId) : undefined)
    .orderBy(asc(formGroups.caseTypeId), asc(sql`lower(${formGroups.name})`));
}

export async function groupById(tx: Db, id: string): Promise<FormGroupRow | undefined> {
  const [r] = await tx.select().from(formGroups).where(eq(formGroups.id, id)).limit(1);
  return r;
}

export async function groupCount(tx: Db, caseTypeId: number, exceptId?: string): Promise<number> {
  const [r] = await tx
    .select({ n: count() })
    .from(formGroups)
    .where(and(eq(formGroups.caseTypeId, caseTypeId), exceptId ? ne(formGroups.id, exceptId) : undefined));
  return r?.n ?? 0;
}

export async function groupNameTaken(tx: Db, caseTypeId: number, name: string, exceptId?: string): Promise<boolean> {
  const [r] = await tx
    .select({ id: formGroups.id })
    .from(formGroups)
    .where(
      and(
        eq(formGroups.caseTypeId, caseTypeId),
        sql`lower(${formGroups.name}) = lower(${name.trim()})`,
        exceptId ? ne(formGroups.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!r;
}

export async function groupsListing(tx: Db, templateId: string): Promise<FormGroupRow[]> {
  return tx
    .select()
    .from(formGroups)
    .where(sql`${formGroups.templateIds} @> ${JSON.stringify([templateId])}::jsonb`);
}

export async function saveGroup(
  tx: Db,
  id: string | undefined,
  values: typeof formGroups.$inferInsert,
): Promise<FormGroupRow> {
  if (id) {
    const [r] = await tx
      .update(formGroups)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(formGroups.id, id))
      .returning();
    return r!;
  }
  const [r] = await tx.insert(formGroups).values(values).returning();
  return r!;
}

export async function deleteGroup(tx: Db, id: string): Promise<void> {
  await tx.delete(formGroups).where(eq(formGroups.id, id));
}

// ── case letters ─────────────────────────────────────────────────────────────

export async function nextLetterVersion(tx: Db, petitionId: string, templateId: string): Promise<number> {
  const [r] = await tx
    .select({ n: max(caseLetters.version) })
    .from(caseLetters)
    .where(and(eq(caseLetters.petitionId, petitionId), eq(caseLetters.templateId, templateId)));
  return (r?.n ?? 0) + 1;
}

export async function insertCaseLetter(tx: Db, values: typeof caseLetters.$inferInsert): Promise<CaseLetterRow> {
  const [r] = await tx.insert(caseLetters).values(values).returning();
  return r!;
}

export async function lettersOfCase(tx: Db, petitionId: string, templateId?: string): Promise<CaseLetterRow[]> {
  return tx
    .select()
    .from(caseLetters)
    .where(and(eq(caseLetters.petitionId, petitionId), templateId ? eq(caseLetters.templateId, templateId) : undefined))
    .orderBy(desc(caseLetters.createdAt), desc(caseLetters.version));
}
