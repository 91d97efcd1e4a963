import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ZodType } from 'zod';
import {
  CASE_CONFIG_MESSAGES as M,
  DEFAULT_PASSPORT_FIELDS,
  PASSPORT_FIELDS,
  type TCaseConfig,
  type TCaseNames,
  type CaseTypeNamer,
  caseTypeNamer,
  type TCaseSubtypeRow,
  type TCaseTypeRow,
  type TPassportFieldSetting,
  type caseConfigDetailsCall,
  type caseConfigSaveCall,
  type caseSubtypeAddCall,
  type caseSubtypeDeleteCall,
  type caseSubtypeListCall,
  type caseTypeListCall,
  type caseTypeRenameCall,
  type caseTypeSetActiveCall,
  type passportFieldsSaveCall,
} from 'shared/contract';
import { CASE_SUB_TYPES, CASE_TYPE_BY_ID, CASE_TYPES, checklistDefOf } from 'shared/domain';
import type { Db } from '../../platform/db';
import { AppError, conflict, notFound, unprocessable, type CallContext, type Ctx } from '../../platform/http';
import { formGroups } from '../letters';
import { petitions } from '../petitions';
import { questionnaireTemplates } from '../questionnaires';
import { caseConfigs, FIRST_CUSTOM_SUB_TYPE_ID, passportFieldSettings, type CaseConfigRow } from './case-config.table';

/*
 * /case-config/*: a firm's case types, subtypes and what new cases of each get (issue 16.2 and
 * 16.4, docs/settings.md "Case types and configuration"). The case kernel reads `caseConfigFor`
 * when it creates a case.
 */

type AnyCtx = CallContext<unknown>;
type Payload<C extends { payload: ZodType }> = Ctx<C['payload']>;

const userIdOf = (ctx: AnyCtx): string | null => ctx.session?.userId ?? null;

function standardType(typeId: number) {
  const t = CASE_TYPE_BY_ID.get(typeId);
  if (!t) throw notFound(M.unknownType);
  return t;
}

async function rowsOfType(ctx: AnyCtx, typeId: number): Promise<CaseConfigRow[]> {
  return ctx.tx.select().from(caseConfigs).where(eq(caseConfigs.typeId, typeId));
}

/** Cases per (type, subtype), counted in SQL. */
async function caseCounts(ctx: AnyCtx, typeIds: number[]): Promise<{ typeId: number; subTypeId: number; n: number }[]> {
  if (!typeIds.length) return [];
  const sub = sql<number>`coalesce(${petitions.subTypeId}, 0)`;
  const rows = await ctx.tx
    .select({ typeId: petitions.typeId, subTypeId: sub, n: count() })
    .from(petitions)
    .where(inArray(petitions.typeId, typeIds))
    .groupBy(petitions.typeId, sub);
  return rows.map((r) => ({ typeId: r.typeId, subTypeId: Number(r.subTypeId), n: Number(r.n) }));
}

const matches = (name: string, search: string | undefined) => !search || name.toLowerCase().includes(search.toLowerCase());
const page = <T>(rows: T[], p: { page: number; perpage: number }) => rows.slice((p.page - 1) * p.perpage, p.page * p.perpage);

interface SubtypeEntry {
  subTypeId: number;
  name: string;
  standardName: string | null;
  custom: boolean;
  active: boolean;
}

/** The standard subtypes of a type with the firm's overrides, then the firm's own. */
function subtypesOf(typeId: number, rows: CaseConfigRow[]): SubtypeEntry[] {
  const byId = new Map(rows.filter((r) => r.subTypeId !== 0).map((r) => [r.subTypeId, r]));
  const std = CASE_SUB_TYPES.filter((s) => s.typeId === typeId).map((s) => {
    const r = byId.get(s.id);
    return { subTypeId: s.id, name: r?.name ?? s.name, standardName: s.name, custom: false, active: r?.active ?? true };
  });
  const own = rows
    .filter((r) => r.custom)
    .sort((a, b) => a.subTypeId - b.subTypeId)
    .map((r) => ({ subTypeId: r.subTypeId, name: r.name ?? '', standardName: null, custom: true, active: r.active }));
  return [...std, ...own];
}

function typeRow(typeId: number, rows: CaseConfigRow[], counts: { typeId: number; n: number }[]): TCaseTypeRow {
  const t = standardType(typeId);
  const own = rows.find((r) => r.typeId === typeId && r.subTypeId === 0);
  const mine = rows.filter((r) => r.typeId === typeId);
  return {
    typeId,
    name: own?.name ?? t.name,
    standardName: t.name,
    kind: t.kind,
    active: own?.active ?? true,
    subtypeCount: subtypesOf(typeId, mine).length,
    casesInUse: counts.filter((c) => c.typeId === typeId).reduce((s, c) => s + c.n, 0),
  };
}

export async function typeList(ctx: Payload<typeof caseTypeListCall>): Promise<{ data: TCaseTypeRow[]; count: number }> {
  const p = ctx.payload;
  const rows = await ctx.tx.select().from(caseConfigs);
  const counts = await caseCounts(ctx, CASE_TYPES.map((t) => t.id));
  const all = CASE_TYPES.map((t) => typeRow(t.id, rows, counts)).filter(
    (t) => (matches(t.name, p.search) || matches(t.standardName, p.search)) && (!p.activeOnly || t.active),
  );
  return { data: page(all, p), count: all.length };
}

export async function subtypeList(ctx: Payload<typeof caseSubtypeListCall>) {
  const p = ctx.payload;
  standardType(p.typeId);
  const rows = await rowsOfType(ctx, p.typeId);
  const counts = await caseCounts(ctx, [p.typeId]);
  const all = subtypesOf(p.typeId, rows)
    .filter((s) => matches(s.name, p.search) && (!p.activeOnly || s.active))
    .map((s): TCaseSubtypeRow => ({ typeId: p.typeId, ...s, casesInUse: counts.find((c) => c.subTypeId === s.subTypeId)?.n ?? 0 }));
  return { data: page(all, p), count: all.length, type: typeRow(p.typeId, rows, counts) };
}

function assertUniqueName(typeId: number, rows: CaseConfigRow[], name: string, exceptSubTypeId?: number): void {
  const taken = subtypesOf(typeId, rows).some(
    (s) => s.subTypeId !== exceptSubTypeId && s.name.trim().toLowerCase() === name.trim().toLowerCase(),
  );
  if (taken) throw new AppError('CONFLICT', M.duplicateSubtype, { issues: [{ path: 'name', message: M.duplicateSubtype }] });
}

/** The firm's row of a type/subtype, created (with defaults) when missing; a subtype must exist. */
async function ensureRow(ctx: AnyCtx, typeId: number, subTypeId: number): Promise<CaseConfigRow> {
  standardType(typeId);
  const rows = await rowsOfType(ctx, typeId);
  const row = rows.find((r) => r.subTypeId === subTypeId);
  if (row) return row;
  if (subTypeId !== 0 && !CASE_SUB_TYPES.some((s) => s.id === subTypeId && s.typeId === typeId)) throw notFound(M.unknownSubtype);
  const [created] = await ctx.tx.insert(caseConfigs).values({ typeId, subTypeId, updatedBy: userIdOf(ctx) }).returning();
  return created!;
}

export async function subtypeAdd(ctx: Payload<typeof caseSubtypeAddCall>): Promise<TCaseSubtypeRow> {
  const { typeId, name } = ctx.payload;
  standardType(typeId);
  // One firm adds subtypes one at a time (the id is the next of the firm's own, per type).
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtext('case_configs:' || ${String(typeId)}))`);
  const rows = await rowsOfType(ctx, typeId);
  assertUniqueName(typeId, rows, name);
  const [next] = await ctx.tx
    .select({ max: sql<number>`coalesce(max(${caseConfigs.subTypeId}), ${FIRST_CUSTOM_SUB_TYPE_ID - 1})::int` })
    .from(caseConfigs)
    .where(eq(caseConfigs.custom, true));
  const subTypeId = Number(next?.max ?? FIRST_CUSTOM_SUB_TYPE_ID - 1) + 1;
  await ctx.tx.insert(caseConfigs).values({ typeId, subTypeId, name, custom: true, updatedBy: userIdOf(ctx) });
  return { typeId, subTypeId, name, standardName: null, custom: true, active: true, casesInUse: 0 };
}

export async function rename(ctx: Payload<typeof caseTypeRenameCall>) {
  const { typeId, subTypeId, name } = ctx.payload;
  const row = await ensureRow(ctx, typeId, subTypeId);
  if (subTypeId !== 0) assertUniqueName(typeId, await rowsOfType(ctx, typeId), name, subTypeId);
  await ctx.tx
    .update(caseConfigs)
    .set({ name, updatedBy: userIdOf(ctx), updatedAt: new Date() })
    .where(and(eq(caseConfigs.typeId, row.typeId), eq(caseConfigs.subTypeId, row.subTypeId)));
  return { typeId, subTypeId, name };
}

export async function setActive(ctx: Payload<typeof caseTypeSetActiveCall>) {
  const { typeId, subTypeId, active } = ctx.payload;
  await ensureRow(ctx, typeId, subTypeId);
  await ctx.tx
    .update(caseConfigs)
    .set({ active, updatedBy: userIdOf(ctx), updatedAt: new Date() })
    .where(and(eq(caseConfigs.typeId, typeId), eq(caseConfigs.subTypeId, subTypeId)));
  const counts = await caseCounts(ctx, [typeId]);
  const casesInUse = counts.filter((c) => subTypeId === 0 || c.subTypeId === subTypeId).reduce((s, c) => s + c.n, 0);
  return { typeId, subTypeId, active, casesInUse };
}

export async function subtypeDelete(ctx: Payload<typeof caseSubtypeDeleteCall>) {
  const { typeId, subTypeId } = ctx.payload;
  standardType(typeId);
  const row = (await rowsOfType(ctx, typeId)).find((r) => r.subTypeId === subTypeId);
  if (!row) {
    if (CASE_SUB_TYPES.some((s) => s.id === subTypeId && s.typeId === typeId)) throw conflict(M.onlyCustomDeleted);
    throw notFound(M.unknownSubtype);
  }
  if (!row.custom) throw conflict(M.onlyCustomDeleted);
  const n = (await caseCounts(ctx, [typeId])).find((c) => c.subTypeId === subTypeId)?.n ?? 0;
  if (n > 0) throw conflict(M.subtypeInUse(n));
  await ctx.tx.delete(caseConfigs).where(and(eq(caseConfigs.typeId, typeId), eq(caseConfigs.subTypeId, subTypeId)));
  return { deleted: true as const };
}

/** The effective configuration: the subtype's saved one, else the type's, else the product's default. */
export async function caseConfigFor(ctx: AnyCtx, typeId: number, subTypeId: number | null): Promise<TCaseConfig> {
  const t = standardType(typeId);
  const rows = await rowsOfType(ctx, typeId);
  const typeRowOf = rows.find((r) => r.subTypeId === 0);
  const sub = subTypeId ? subtypesOf(typeId, rows).find((s) => s.subTypeId === subTypeId) : null;
  if (subTypeId && !sub) throw notFound(M.unknownSubtype);
  const subRow = subTypeId ? rows.find((r) => r.subTypeId === subTypeId) : undefined;
  const src = subRow?.configured ? subRow : typeRowOf?.configured ? typeRowOf : null;
  const def = checklistDefOf(typeId);
  return {
    typeId,
    subTypeId: subTypeId ?? 0,
    typeName: typeRowOf?.name ?? t.name,
    subTypeName: sub?.name ?? null,
    active: (typeRowOf?.active ?? true) && (sub?.active ?? true),
    source: !src ? 'default' : src === subRow ? 'subtype' : 'type',
    checklist: src?.checklist ?? { required: [...def.required], optional: [...def.optional] },
    questionnaireTemplateId: src?.questionnaireTemplateId ?? null,
    formGroupId: src?.formGroupId ?? null,
    fees: { legalFee: src?.legalFee ?? null, filingFee: src?.filingFee ?? null },
    allowCustomCaseNo: src?.allowCustomCaseNo ?? false,
    caseNoPattern: src?.caseNoPattern ?? null,
    updatedAt: src?.updatedAt.toISOString() ?? null,
  };
}

export const details = (ctx: Payload<typeof caseConfigDetailsCall>) =>
  caseConfigFor(ctx, ctx.payload.typeId, ctx.payload.subTypeId || null);

export async function save(ctx: Payload<typeof caseConfigSaveCall>): Promise<TCaseConfig> {
  const p = ctx.payload;
  const t = standardType(p.typeId);
  if (p.subTypeId) {
    const rows = await rowsOfType(ctx, p.typeId);
    if (!subtypesOf(p.typeId, rows).some((s) => s.subTypeId === p.subTypeId)) throw notFound(M.unknownSubtype);
  }
  if (p.questionnaireTemplateId) {
    const [q] = await ctx.tx.select({ id: questionnaireTemplates.id }).from(questionnaireTemplates).where(eq(questionnaireTemplates.id, p.questionnaireTemplateId)).limit(1);
    if (!q) throw unprocessable('questionnaireTemplateId', 'Choose one of your firm’s questionnaire templates.');
  }
  if (p.formGroupId) {
    const [g] = await ctx.tx.select({ caseTypeId: formGroups.caseTypeId }).from(formGroups).where(eq(formGroups.id, p.formGroupId)).limit(1);
    if (!g) throw unprocessable('formGroupId', 'Choose one of your firm’s form groups.');
    if (g.caseTypeId !== t.id) throw unprocessable('formGroupId', 'This form group belongs to another case type.');
  }
  if (p.caseNoPattern && !p.allowCustomCaseNo) throw unprocessable('caseNoPattern', 'Allow custom case numbers to set a pattern.');
  await ensureRow(ctx, p.typeId, p.subTypeId);
  await ctx.tx
    .update(caseConfigs)
    .set({
      configured: true,
      checklist: { required: [...p.checklist.required], optional: [...p.checklist.optional] },
      questionnaireTemplateId: p.questionnaireTemplateId,
      formGroupId: p.formGroupId,
      legalFee: p.fees.legalFee,
      filingFee: p.fees.filingFee,
      allowCustomCaseNo: p.allowCustomCaseNo,
      caseNoPattern: p.caseNoPattern,
      updatedBy: userIdOf(ctx),
      updatedAt: new Date(),
    })
    .where(and(eq(caseConfigs.typeId, p.typeId), eq(caseConfigs.subTypeId, p.subTypeId)));
  return caseConfigFor(ctx, p.typeId, p.subTypeId || null);
}

/** The firm's passport fields, in the registry's order (absent: every field collected and required). */
export const passportFieldsOf = (ctx: AnyCtx): Promise<{ data: TPassportFieldSetting[]; saved: boolean }> => passportSettingsOf(ctx.tx);

/** The same, from a transaction in the tenant's scope (the questionnaires read it when a case's questionnaire is made). */
export async function passportSettingsOf(tx: Db): Promise<{ data: TPassportFieldSetting[]; saved: boolean }> {
  const [row] = await tx.select().from(passportFieldSettings).limit(1);
  if (!row) return { data: DEFAULT_PASSPORT_FIELDS, saved: false };
  const byKey = new Map(row.fields.map((f) => [f.key, f]));
  const data = PASSPORT_FIELDS.map((f) => {
    const s = byKey.get(f.key);
    return { key: f.key, collected: s?.collected ?? true, required: s?.required ?? true };
  });
  return { data, saved: true };
}

export async function passportFieldsSave(ctx: Payload<typeof passportFieldsSaveCall>) {
  const fields = ctx.payload.data.map((f) => ({ key: f.key, collected: f.collected, required: f.collected && f.required }));
  await ctx.tx
    .insert(passportFieldSettings)
    .values({ fields, updatedBy: userIdOf(ctx) })
    .onConflictDoUpdate({ target: [passportFieldSettings.tenantId], set: { fields, updatedBy: userIdOf(ctx), updatedAt: new Date() } });
  return passportFieldsOf(ctx);
}

/** Whether `subTypeId` is a subtype of `typeId` in this firm (standard, or one the firm added). */
export async function subtypeExists(ctx: AnyCtx, typeId: number, subTypeId: number): Promise<boolean> {
  if (CASE_SUB_TYPES.some((s) => s.id === subTypeId && s.typeId === typeId)) return true;
  const [row] = await ctx.tx
    .select({ id: caseConfigs.subTypeId })
    .from(caseConfigs)
    .where(and(eq(caseConfigs.typeId, typeId), eq(caseConfigs.subTypeId, subTypeId), eq(caseConfigs.custom, true)))
    .limit(1);
  return !!row;
}

/**
 * /case-config/names: the firm's own names (renames and its own subtypes, active or not), for
 * every screen that prints a type or subtype name. RLS keeps it to the caller's firm.
 */
export async function names(ctx: AnyCtx): Promise<TCaseNames> {
  return firmNamesOf(ctx.tx);
}

/**
 * The firm's name mapper for answers that build names in code (dashboards, search, links,
 * mails): one small query per call, then `namer.typeName(id)`. Lists resolve them in SQL instead
 * (`firmTypeNameSql` of the petitions module).
 */
export async function caseTypeNamerOf(tx: Db): Promise<CaseTypeNamer> {
  return caseTypeNamer(await firmNamesOf(tx));
}

async function firmNamesOf(tx: Db): Promise<TCaseNames> {
  const rows = await tx
    .select({ typeId: caseConfigs.typeId, subTypeId: caseConfigs.subTypeId, name: caseConfigs.name })
    .from(caseConfigs)
    .where(isNotNull(caseConfigs.name))
    .orderBy(caseConfigs.typeId, caseConfigs.subTypeId);
  const named = rows.filter((r): r is typeof r & { name: string } => !!r.name);
  return {
    types: named.filter((r) => r.subTypeId === 0).map((r) => ({ typeId: r.typeId, name: r.name })),
    subtypes: named.filter((r) => r.subTypeId !== 0).map((r) => ({ typeId: r.typeId, subTypeId: r.subTypeId, name: r.name })),
  };
}
