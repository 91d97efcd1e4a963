import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  CASE_TYPE_BY_ID,
  BLANK_LETTER,
  canAddFormGroup,
  defaultLetterTemplate,
  formGroupIssues,
  formGroupLimitMessage,
  MAX_FORM_GROUPS_PER_CASE_TYPE,
  missingPlaceholdersMessage,
  placeholdersIn,
  resolveLetter,
  unknownPlaceholderMessage,
  unknownPlaceholders,
  type LetterKind,
  type RichTextDoc,
} from 'shared/domain';
import { formMapping } from 'shared/forms-mappings';
import type {
  TCaseLetter,
  TFormGroup,
  TFormGroupListResult,
  TLetterCategory,
  TLetterCategoryListResult,
  TLetterPreviewResult,
  TLetterTemplate,
  TLetterTemplateDeleteResult,
  TLetterTemplateListResult,
  TLetterTemplateSummary,
  TLetterListResult,
  ZFormGroupDeletePayload,
  ZFormGroupListPayload,
  ZFormGroupSavePayload,
  ZGenerateLetterPayload,
  ZLetterCategoryDeletePayload,
  ZLetterCategoryListPayload,
  ZLetterCategorySavePayload,
  ZLetterListPayload,
  ZLetterPreviewPayload,
  ZLetterTemplateCreatePayload,
  ZLetterTemplateDeletePayload,
  ZLetterTemplateDetailsPayload,
  ZLetterTemplateListPayload,
  ZLetterTemplateUpdatePayload,
} from 'shared/contract';
import { AppError, conflict, forbidden, notFound, validationFailed, type CallContext, type Ctx } from '../../platform/http';
import { storageOf } from '../../platform/storage';
import { files } from '../../platform/storage/storage.table';
import { newStorageKey } from '../../platform/storage/storage.service';
import { caseAccess, casesAccessForAll, findVisibleCase, type PetitionRow } from '../petitions';
import { buildLetterData, letterheadOf } from './letters.data';
import { renderLetterPdf } from './letters.pdf';
import * as repo from './letters.repository';
import { letterCategories, type CaseLetterRow, type FormGroupRow, type LetterCategoryRow } from './letters.table';

/*
 * Letters (docs/letters.md): templates, categories and child form groups (settings, tenant-wide),
 * and case letters (preview with the case's data, PDF generation, versions).
 */

// ── access ───────────────────────────────────────────────────────────────────

/** Templates are the law firm's: external users (outside attorneys) neither read nor change them. */
function staffOnly(ctx: CallContext<unknown>): void {
  if (!ctx.session || !ctx.tenant) throw forbidden();
  if (ctx.session.isExternal === 1) throw forbidden("Letter templates belong to the law firm's own staff.");
}

/**
 * A case whose letters the caller may prepare: internal staff, or external users with
 * casesAccessforAllUsers (as for forms, SPEC §6); the case must be visible (else 404).
 */
export async function letterCase(ctx: CallContext<unknown>, petitionId: string): Promise<PetitionRow> {
  const a = await caseAccess(ctx);
  if (a.isExternal && !(await casesAccessForAll(ctx, a.userId))) throw forbidden('Letters are prepared by internal users or users with access to all cases.');
  return findVisibleCase(ctx.tx, a, petitionId);
}

const refuse = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { issues: [{ path, message }] });

/** Refuses a body with placeholders that are not in the catalogue. */
function checkPlaceholders(body: RichTextDoc, path = 'body'): void {
  const unknown = unknownPlaceholders(body);
  if (unknown.length) throw refuse(path, unknownPlaceholderMessage(unknown));
}

// ── mapping ──────────────────────────────────────────────────────────────────

const summaryOf = (t: repo.TemplateListRow): TLetterTemplateSummary => ({
  id: t.id,
  name: t.name,
  kind: t.kind as LetterKind,
  categoryId: t.categoryId,
  categoryName: t.categoryName,
  caseTypeIds: t.caseTypeIds,
  letterhead: t.letterhead,
  defaultKind: (t.defaultKind as LetterKind | null) ?? null,
  placeholderCount: t.placeholders.length,
  updatedAt: t.updatedAt.toISOString(),
  updatedByName: t.updatedByName,
});

async function templateView(ctx: CallContext<unknown>, id: string): Promise<TLetterTemplate> {
  const t = await repo.templateById(ctx.tx, id);
  if (!t) throw notFound('Letter template not found');
  const groups = await repo.groupsListing(ctx.tx, t.id);
  return {
    ...summaryOf(t),
    body: t.body,
    placeholders: t.placeholders,
    createdAt: t.createdAt.toISOString(),
    groupNames: groups.map((g) => g.name),
  };
}

const categoryView = (c: LetterCategoryRow, templateCount: number): TLetterCategory => ({
  id: c.id,
  name: c.name,
  kind: c.kind === 'form' ? 'form' : 'letter',
  sortOrder: c.sortOrder,
  templateCount,
});

async function groupViews(ctx: CallContext<unknown>, rows: FormGroupRow[]): Promise<TFormGroup[]> {
  const templates = await repo.templatesByIds(ctx.tx, [...new Set(rows.flatMap((g) => g.templateIds))]);
  const byId = new Map(templates.map((t) => [t.id, t]));
  const categories = new Map((await repo.listCategories(ctx.tx, 'form')).map((c) => [c.id, c.name]));
  return rows.map((g) => ({
    id: g.id,
    name: g.name,
    caseTypeId: g.caseTypeId,
    caseTypeName: CASE_TYPE_BY_ID.get(g.caseTypeId)?.name ?? `Type ${g.caseTypeId}`,
    categoryId: g.categoryId,
    categoryName: g.categoryId ? (categories.get(g.categoryId) ?? null) : null,
    description: g.description,
    formCodes: g.formCodes,
    templates: g.templateIds.flatMap((id) => {
      const t = byId.get(id);
      return t ? [{ id: t.id, name: t.name, kind: t.kind as LetterKind }] : [];
    }),
    updatedAt: g.updatedAt.toISOString(),
  }));
}

const letterView = (r: CaseLetterRow): TCaseLetter => ({
  id: r.id,
  petitionId: r.petitionId,
  templateId: r.templateId,
  templateName: r.templateName,
  kind: r.kind as LetterKind,
  version: r.version,
  file: { id: r.fileId, path: r.fileKey, name: r.fileName, size: r.size, sha256: r.sha256 },
  edited: r.edited,
  createdBy: r.createdBy,
  createdByName: r.createdByName,
  createdAt: r.createdAt.toISOString(),
});

// ── templates ────────────────────────────────────────────────────────────────

export async function listTemplates(ctx: Ctx<typeof ZLetterTemplateListPayload>): Promise<TLetterTemplateListResult> {
  staffOnly(ctx);
  await repo.ensureLibrary(ctx.tx);
  const p = ctx.payload;
  const { rows, count } = await repo.listTemplates(ctx.tx, p);
  return { data: rows.map(summaryOf), count, page: p.page, perpage: p.perpage, nextCursor: null };
}

export async function templateDetails(ctx: Ctx<typeof ZLetterTemplateDetailsPayload>): Promise<TLetterTemplate> {
  staffOnly(ctx);
  await repo.ensureLibrary(ctx.tx);
  return templateView(ctx, ctx.payload.id);
}

/** A letter category of the tenant, or 422 (also for another tenant's id: RLS hides it). */
async function letterCategoryOr422(
  ctx: CallContext<unknown>,
  id: string | null | undefined,
  kind: 'letter' | 'form',
): Promise<string | null> {
  if (!id) return null;
  const c = await repo.categoryById(ctx.tx, id);
  if (!c || c.kind !== kind)
    throw refuse('categoryId', kind === 'letter' ? 'Pick a letter category.' : 'Pick a form category.');
  return c.id;
}

function checkCaseTypes(ids: readonly number[]): void {
  const bad = ids.findIndex((id) => !CASE_TYPE_BY_ID.has(id));
  if (bad >= 0) throw refuse(`caseTypeIds.${bad}`, 'Unknown case type.');
}

const nameTaken = (name: string) => conflict(`A letter template named "${name.trim()}" already exists.`);

export async function createTemplate(ctx: Ctx<typeof ZLetterTemplateCreatePayload>): Promise<TLetterTemplate> {
  staffOnly(ctx);
  await repo.ensureLibrary(ctx.tx);
  const p = ctx.payload;
  const base = p.fromDefault ? defaultLetterTemplate(p.fromDefault) : undefined;
  const body = p.body ?? base?.body ?? BLANK_LETTER;
  checkPlaceholders(body);
  checkCaseTypes(p.caseTypeIds);
  const categoryId = await letterCategoryOr422(ctx, p.categoryId, 'letter');
  if (await repo.templateNameTaken(ctx.tx, p.name)) throw nameTaken(p.name);
  const row = await repo.insertTemplate(ctx.tx, {
    name: p.name.trim(),
    kind: p.kind,
    categoryId,
    caseTypeIds: [...new Set(p.caseTypeIds)],
    letterhead: p.letterhead,
    defaultKind: base?.kind ?? null,
    body,
    placeholders: placeholdersIn(body),
    createdBy: ctx.session!.userId,
    updatedBy: ctx.session!.userId,
    updatedByName: ctx.session!.name ?? null,
  });
  return templateView(ctx, row.id);
}

export async function updateTemplate(ctx: Ctx<typeof ZLetterTemplateUpdatePayload>): Promise<TLetterTemplate> {
  staffOnly(ctx);
  await repo.ensureLibrary(ctx.tx);
  const p = ctx.payload;
  const t = await repo.templateById(ctx.tx, p.id);
  if (!t) throw notFound('Letter template not found');
  if (p.expectedUpdatedAt && p.expectedUpdatedAt !== t.updatedAt.toISOString())
    throw conflict(
      `${t.updatedByName ?? 'Someone'} saved this template after you opened it. Reload it to see their changes before saving yours.`,
    );
  if (p.body) checkPlaceholders(p.body);
  if (p.caseTypeIds) checkCaseTypes(p.caseTypeIds);
  if (p.name && (await repo.templateNameTaken(ctx.tx, p.name, t.id))) throw nameTaken(p.name);
  const categoryId = p.categoryId === undefined ? undefined : await letterCategoryOr422(ctx, p.categoryId, 'letter');
  await repo.updateTemplate(ctx.tx, t.id, {
    ...(p.name ? { name: p.name.trim() } : {}),
    ...(p.kind ? { kind: p.kind } : {}),
    ...(categoryId !== undefined ? { categoryId } : {}),
    ...(p.caseTypeIds ? { caseTypeIds: [...new Set(p.caseTypeIds)] } : {}),
    ...(p.letterhead !== undefined ? { letterhead: p.letterhead } : {}),
    ...(p.body ? { body: p.body, placeholders: placeholdersIn(p.body) } : {}),
    updatedBy: ctx.session!.userId,
    updatedByName: ctx.session!.name ?? null,
    updatedAt: new Date(),
  });
  return templateView(ctx, t.id);
}

export async function deleteTemplate(
  ctx: Ctx<typeof ZLetterTemplateDeletePayload>,
): Promise<TLetterTemplateDeleteResult> {
  staffOnly(ctx);
  await repo.ensureLibrary(ctx.tx, { lock: true });
  const t = await repo.templateById(ctx.tx, ctx.payload.id);
  if (!t) throw notFound('Letter template not found');
  const groups = await repo.groupsListing(ctx.tx, t.id);
  for (const g of groups)
    await repo.saveGroup(ctx.tx, g.id, { ...g, templateIds: g.templateIds.filter((id) => id !== t.id) });
  await repo.deleteTemplate(ctx.tx, t.id);
  return { deleted: true, removedFromGroups: groups.length };
}

// ── categories ───────────────────────────────────────────────────────────────

export async function listCategories(ctx: Ctx<typeof ZLetterCategoryListPayload>): Promise<TLetterCategoryListResult> {
  staffOnly(ctx);
  await repo.ensureLibrary(ctx.tx);
  const rows = await repo.listCategories(ctx.tx, ctx.payload.kind);
  return { data: rows.map((r) => categoryView(r, r.templateCount)) };
}

export async function saveCategory(ctx: Ctx<typeof ZLetterCategorySavePayload>): Promise<TLetterCategory> {
  staffOnly(ctx);
  await repo.ensureLibrary(ctx.tx, { lock: true });
  const p = ctx.payload;
  const current = p.id ? await repo.categoryById(ctx.tx, p.id) : undefined;
  if (p.id && !current) throw notFound('Category not found');
  if (await repo.categoryNameTaken(ctx.tx, p.kind, p.name, p.id))
    throw conflict(`A ${p.kind} category named "${p.name.trim()}" already exists.`);
  const usage = await repo.categoryUsage(ctx.tx);
  if (current && current.kind !== p.kind && (usage.get(current.id) ?? 0) > 0)
    throw conflict(`Move what is filed under "${current.name}" to another category before changing its kind.`);
  const values = {
    name: p.name.trim(),
    kind: p.kind,
    sortOrder: p.sortOrder ?? current?.sortOrder ?? (await repo.nextCategoryOrder(ctx.tx, p.kind)),
  };
  const [row] = current
    ? await ctx.tx.update(letterCategories).set(values).where(eq(letterCategories.id, current.id)).returning()
    : await ctx.tx.insert(letterCategories).values(values).returning();
  return categoryView(row!, usage.get(row!.id) ?? 0);
}

export async function deleteCategory(ctx: Ctx<typeof ZLetterCategoryDeletePayload>): Promise<{ deleted: true }> {
  staffOnly(ctx);
  await repo.ensureLibrary(ctx.tx, { lock: true });
  const c = await repo.categoryById(ctx.tx, ctx.payload.id);
  if (!c) throw notFound('Category not found');
  const n = (await repo.categoryUsage(ctx.tx)).get(c.id) ?? 0;
  if (n > 0) {
    const what =
      c.kind === 'form' ? (n === 1 ? 'form group is' : 'form groups are') : n === 1 ? 'template is' : 'templates are';
    throw conflict(`${n} ${what} filed under "${c.name}". Move them to another category first.`);
  }
  await ctx.tx.delete(letterCategories).where(eq(letterCategories.id, c.id));
  return { deleted: true };
}

// ── groups ───────────────────────────────────────────────────────────────────

export async function listGroups(ctx: Ctx<typeof ZFormGroupListPayload>): Promise<TFormGroupListResult> {
  staffOnly(ctx);
  await repo.ensureLibrary(ctx.tx);
  const rows = await repo.listGroups(ctx.tx, ctx.payload.caseTypeId);
  return { data: await groupViews(ctx, rows), maxPerCaseType: MAX_FORM_GROUPS_PER_CASE_TYPE };
}

export async function saveGroup(ctx: Ctx<typeof ZFormGroupSavePayload>): Promise<TFormGroup> {
  staffOnly(ctx);
  // The library row lock makes the "8 per case type" count safe against a parallel save.
  await repo.ensureLibrary(ctx.tx, { lock: true });
  const p = ctx.payload;
  const current = p.id ? await repo.groupById(ctx.tx, p.id) : undefined;
  if (p.id && !current) throw notFound('Form group not found');
  const issues = formGroupIssues({
    name: p.name,
    caseTypeId: p.caseTypeId,
    formCodes: p.formCodes,
    templateIds: p.templateIds,
  });
  const found = new Set((await repo.templatesByIds(ctx.tx, p.templateIds)).map((t) => t.id));
  p.templateIds.forEach((id, i) => {
    if (!found.has(id)) issues.push({ path: `templateIds.${i}`, message: 'Letter template not found.' });
  });
  if (issues.length) throw validationFailed(issues);
  const categoryId = await letterCategoryOr422(ctx, p.categoryId, 'form');
  if (await repo.groupNameTaken(ctx.tx, p.caseTypeId, p.name, p.id))
    throw conflict(`${CASE_TYPE_BY_ID.get(p.caseTypeId)?.name} already has a form group named "${p.name.trim()}".`);
  if (!canAddFormGroup(await repo.groupCount(ctx.tx, p.caseTypeId, p.id)))
    throw conflict(formGroupLimitMessage(p.caseTypeId));
  const row = await repo.saveGroup(ctx.tx, p.id, {
    name: p.name.trim(),
    caseTypeId: p.caseTypeId,
    categoryId,
    description: p.description?.trim() || null,
    formCodes: p.formCodes.map((c) => formMapping(c)!.code),
    templateIds: p.templateIds,
    ...(current ? {} : { createdBy: ctx.session!.userId }),
  });
  return (await groupViews(ctx, [row]))[0]!;
}

export async function deleteGroup(ctx: Ctx<typeof ZFormGroupDeletePayload>): Promise<{ deleted: true }> {
  staffOnly(ctx);
  await repo.ensureLibrary(ctx.tx, { lock: true });
  const g = await repo.groupById(ctx.tx, ctx.payload.id);
  if (!g) throw notFound('Form group not found');
  await repo.deleteGroup(ctx.tx, g.id);
  return { deleted: true };
}

// ── case letters ─────────────────────────────────────────────────────────────

async function templateOr404(ctx: CallContext<unknown>, id: string) {
  await repo.ensureLibrary(ctx.tx);
  const t = await repo.templateById(ctx.tx, id);
  if (!t) throw notFound('Letter template not found');
  return t;
}

export async function previewLetter(ctx: Ctx<typeof ZLetterPreviewPayload>): Promise<TLetterPreviewResult> {
  const p = ctx.payload;
  const row = await letterCase(ctx, p.petitionId);
  const t = await templateOr404(ctx, p.templateId);
  const body = p.body ?? t.body;
  checkPlaceholders(body);
  const { data, lookups, firm } = await buildLetterData(ctx.tx, row, p.today);
  const r = resolveLetter(body, data, lookups);
  return {
    template: { id: t.id, name: t.name, kind: t.kind as LetterKind, letterhead: t.letterhead },
    body: r.doc,
    missing: r.missing,
    letterhead: t.letterhead ? { name: firm.name, address: firm.address } : null,
  };
}

const slug = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .slice(0, 60) || 'letter';

export async function generateLetter(ctx: Ctx<typeof ZGenerateLetterPayload>): Promise<TCaseLetter> {
  const p = ctx.payload;
  const row = await letterCase(ctx, p.petitionId);
  const t = await templateOr404(ctx, p.templateId);
  const body = p.body ?? t.body;
  checkPlaceholders(body);
  const { data, lookups, firm } = await buildLetterData(ctx.tx, row, p.today);
  const r = resolveLetter(body, data, lookups);
  if (r.missing.length) throw refuse('body', missingPlaceholdersMessage(r.missing.map((m) => m.key)));
  const edited = !!p.body && JSON.stringify(r.doc) !== JSON.stringify(resolveLetter(t.body, data, lookups).doc);

  const storage = storageOf(ctx);
  const caseNumber = row.customCaseNumber ?? row.caseNumber;
  const bytes = await renderLetterPdf({
    body: r.doc,
    title: `${t.name} — ${caseNumber}`,
    author: firm.name,
    letterhead: t.letterhead ? letterheadOf(firm) : null,
  });
  const version = await repo.nextLetterVersion(ctx.tx, row.id, t.id);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const fileName = `${slug(t.name)}-${caseNumber}-v${version}.pdf`;
  const key = newStorageKey(ctx.tenant!.id, 'pdf');
  await storage.put(key, bytes, { contentType: 'application/pdf', size: bytes.length });
  try {
    const [file] = await ctx.tx
      .insert(files)
      .values({
        key,
        name: fileName,
        mimetype: 'application/pdf',
        extn: 'pdf',
        size: bytes.length,
        sha256,
        petitionId: row.id,
        createdBy: ctx.session!.userId,
      })
      .returning();
    const letter = await repo.insertCaseLetter(ctx.tx, {
      petitionId: row.id,
      templateId: t.id,
      templateName: t.name,
      kind: t.kind,
      version,
      body: r.doc,
      edited,
      fileId: file!.id,
      fileKey: key,
      fileName,
      size: bytes.length,
      sha256,
      createdBy: ctx.session!.userId,
      createdByName: ctx.session!.name ?? null,
    });
    return letterView(letter);
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    if ((err as { code?: string }).code === '23505')
      throw conflict('Another version of this letter was generated at the same moment. Please try again.');
    throw err;
  }
}

export async function listLetters(ctx: Ctx<typeof ZLetterListPayload>): Promise<TLetterListResult> {
  const row = await letterCase(ctx, ctx.payload.petitionId);
  const rows = await repo.lettersOfCase(ctx.tx, row.id, ctx.payload.templateId);
  return { data: rows.map(letterView) };
}
