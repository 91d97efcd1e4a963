import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, lt, max, sql } from 'drizzle-orm';
import {
  CASE_SUB_TYPE_BY_ID,
  CASE_TYPES,
  caseKindOfType,
  defaultWorkflow,
  diffWorkflows,
  isEmptyDiff,
  validateWorkflowDesign,
  ZWorkflow,
  type Workflow,
} from 'shared/domain';
import type {
  TWorkflowConfigDetailsResult,
  TWorkflowConfigSummary,
  TWorkflowVersionDetails,
  TWorkflowVersionSummary,
  ZWorkflowConfigDetailsPayload,
  ZWorkflowConfigListPayload,
  ZWorkflowConfigResetPayload,
  ZWorkflowConfigSavePayload,
  ZWorkflowConfigVersionPayload,
  ZWorkflowConfigVersionsPayload,
} from 'shared/contract';
import { WORKFLOW_CONFIG_MESSAGES as M } from 'shared/contract';
import { notFound, unprocessable, unprocessableAll, type CallContext, type Ctx } from '../../platform/http';
import { caseConfigs, caseTypeNamerOf } from '../case-config';
import { tenantInfo, userNames } from '../people';
import { petitions } from '../petitions';
import { workflowConfigs, workflowVersions, type WorkflowVersionRow } from './workflow-config.table';

/*
 * /workflow/config-*: the tenant's workflow per case type and subtype (the settings domain), its
 * versions (issue 16.3, docs/settings.md "Workflow designer"), and the workflow a new case gets
 * (used by the case kernel when it creates a case).
 */

type CurrentWorkflow = {
  workflow: Workflow;
  source: 'tenant' | 'default';
  updatedAt: Date | null;
  subTypeId: number | null;
};

/**
 * The workflow a new case of this type and subtype gets: the tenant's current version (subtype,
 * then type) or the default. The case snapshots it; its `id` is the version id, so the case keeps
 * that version whatever is saved later.
 */
export async function workflowFor(
  ctx: CallContext<unknown>,
  typeId: number,
  subTypeId: number | null,
): Promise<CurrentWorkflow> {
  const rows = await ctx.tx.select().from(workflowConfigs).where(eq(workflowConfigs.typeId, typeId));
  for (const sub of subTypeId ? [subTypeId, 0] : [0]) {
    const row = rows.find((r) => r.subTypeId === sub);
    if (row) {
      const parsed = ZWorkflow.safeParse(row.workflow);
      if (parsed.success)
        return { workflow: parsed.data, source: 'tenant', updatedAt: row.updatedAt, subTypeId: sub || null };
    }
  }
  const t = await tenantInfo(ctx);
  return { workflow: defaultWorkflow(t.typeId, typeId), source: 'default', updatedAt: null, subTypeId: null };
}

/**
 * Types whose cases run a workflow configured here: those of the registered case kinds with
 * `configurableWorkflow` (petition, perm, gc, rfe; LCA, PWD, CAP and I-9 have their own screens).
 */
const CONFIGURABLE_TYPES = CASE_TYPES.filter((t) => caseKindOfType(t.id)?.configurableWorkflow === true);

/**
 * The key of a workflow call: a type with a configurable workflow and, optionally, one of its
 * subtypes: a product subtype of the type, or a subtype the caller's firm added to it (its
 * `case_configs` row with `custom`; RLS keeps the lookup to the caller's firm, so another firm's
 * own subtype id is refused like an unknown one). Saving also needs the firm's subtype active.
 */
async function assertConfigKey(
  ctx: CallContext<unknown>,
  typeId: number,
  subTypeId: number | null | undefined,
  opts: { activeSubtype?: boolean } = {},
): Promise<void> {
  if (!CONFIGURABLE_TYPES.some((t) => t.id === typeId))
    throw unprocessable('typeId', M.noConfigurableWorkflow);
  if (!subTypeId) return;
  const standard = CASE_SUB_TYPE_BY_ID.get(subTypeId);
  if (standard) {
    if (standard.typeId !== typeId) throw unprocessable('subTypeId', M.subtypeNotOfType);
    return;
  }
  const [own] = await ctx.tx
    .select({ active: caseConfigs.active })
    .from(caseConfigs)
    .where(and(eq(caseConfigs.typeId, typeId), eq(caseConfigs.subTypeId, subTypeId), eq(caseConfigs.custom, true)))
    .limit(1);
  if (!own) throw unprocessable('subTypeId', M.unknownOwnSubtype);
  if (opts.activeSubtype && !own.active) throw unprocessable('subTypeId', M.inactiveOwnSubtype);
}

const versionIdOf = (workflow: unknown): string | null => {
  const id = (workflow as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : null;
};

const activityCountOf = (workflow: unknown): number => (workflow as { activities?: unknown[] }).activities?.length ?? 0;

/** Case counts per (type, snapshot version id), counted in SQL. */
async function caseCounts(
  ctx: CallContext<unknown>,
  typeIds: number[],
): Promise<{ typeId: number; versionId: string | null; n: number }[]> {
  if (!typeIds.length) return [];
  const vid = sql<string | null>`${petitions.workflow}->>'id'`;
  const rows = await ctx.tx
    .select({ typeId: petitions.typeId, versionId: vid, n: count() })
    .from(petitions)
    .where(inArray(petitions.typeId, typeIds))
    .groupBy(petitions.typeId, vid);
  return rows.map((r) => ({ typeId: r.typeId, versionId: r.versionId, n: Number(r.n) }));
}

/** Cases running a version (by id), or for `null` the cases of the type whose snapshot has no version. */
const inUse = (
  counts: { typeId: number; versionId: string | null; n: number }[],
  typeId: number,
  versionId: string | null,
): number => counts.find((c) => c.typeId === typeId && c.versionId === versionId)?.n ?? 0;

/** Version numbers by id (for the summaries). */
async function versionNumbers(ctx: CallContext<unknown>, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await ctx.tx
    .select({ id: workflowVersions.id, version: workflowVersions.version })
    .from(workflowVersions)
    .where(inArray(workflowVersions.id, ids));
  return new Map(rows.map((r) => [r.id, r.version]));
}

export async function configList(
  ctx: Ctx<typeof ZWorkflowConfigListPayload>,
): Promise<{ data: TWorkflowConfigSummary[] }> {
  const t = await tenantInfo(ctx);
  const types = CONFIGURABLE_TYPES.filter((type) => !ctx.payload.typeId || type.id === ctx.payload.typeId);
  const rows = await ctx.tx.select().from(workflowConfigs);
  // The firm's names: its renames and its own subtypes (issue 16.2).
  const names = await caseTypeNamerOf(ctx.tx);
  const counts = await caseCounts(
    ctx,
    types.map((x) => x.id),
  );
  const numbers = await versionNumbers(
    ctx,
    rows.map((r) => versionIdOf(r.workflow)).filter((x): x is string => !!x),
  );
  const summary = (
    typeId: number,
    tName: string,
    r: (typeof rows)[number] | undefined,
    subTypeId: number | null,
  ): TWorkflowConfigSummary => {
    const versionId = r ? versionIdOf(r.workflow) : null;
    return {
      typeId,
      typeName: tName,
      subTypeId,
      subTypeName: names.subTypeName(subTypeId),
      source: r ? 'tenant' : 'default',
      activityCount: r ? activityCountOf(r.workflow) : defaultWorkflow(t.typeId, typeId).activities.length,
      updatedAt: r?.updatedAt.toISOString() ?? null,
      version: versionId ? (numbers.get(versionId) ?? null) : null,
      versionId,
      casesInUse: inUse(counts, typeId, versionId),
    };
  };
  const out: TWorkflowConfigSummary[] = [];
  for (const type of types) {
    out.push(
      summary(
        type.id,
        names.typeName(type.id),
        rows.find((r) => r.typeId === type.id && r.subTypeId === 0),
        null,
      ),
    );
    for (const r of rows.filter((x) => x.typeId === type.id && x.subTypeId !== 0))
      out.push(summary(type.id, names.typeName(type.id), r, r.subTypeId));
  }
  return { data: out };
}

async function configDetails(
  ctx: CallContext<unknown>,
  typeId: number,
  subTypeId: number | null,
): Promise<TWorkflowConfigDetailsResult> {
  const w = await workflowFor(ctx, typeId, subTypeId);
  const versionId = w.source === 'tenant' ? (w.workflow.id ?? null) : null;
  const numbers = await versionNumbers(ctx, versionId ? [versionId] : []);
  const counts = await caseCounts(ctx, [typeId]);
  const names = await caseTypeNamerOf(ctx.tx);
  return {
    typeId,
    typeName: names.typeName(typeId),
    subTypeId: w.subTypeId,
    subTypeName: names.subTypeName(w.subTypeId),
    source: w.source,
    activityCount: w.workflow.activities.length,
    updatedAt: w.updatedAt?.toISOString() ?? null,
    version: versionId ? (numbers.get(versionId) ?? null) : null,
    versionId,
    casesInUse: inUse(counts, typeId, versionId),
    workflow: w.workflow,
  };
}

export async function configGet(ctx: Ctx<typeof ZWorkflowConfigDetailsPayload>) {
  await assertConfigKey(ctx, ctx.payload.typeId, ctx.payload.subTypeId);
  return configDetails(ctx, ctx.payload.typeId, ctx.payload.subTypeId ?? null);
}

/**
 * Saves a new version: the designer's checks first (validateWorkflowDesign, every message names
 * its step; nothing is stored on a failure), then version n+1 is written and becomes current.
 * Cases already running keep the version in their snapshot.
 */
export async function configSave(ctx: Ctx<typeof ZWorkflowConfigSavePayload>) {
  const p = ctx.payload;
  await assertConfigKey(ctx, p.typeId, p.subTypeId, { activeSubtype: true });
  if (p.workflow.typeId !== p.typeId) throw unprocessable('workflow.typeId', 'The workflow is for another case type.');
  const issues = validateWorkflowDesign(p.workflow);
  if (issues.length) {
    const at = (code: string) => p.workflow.activities.findIndex((a) => a.code === code);
    throw unprocessableAll(issues.map((i) => ({ path: `workflow.activities.${at(i.code)}`, message: i.message })));
  }
  const sub = p.subTypeId ?? 0;
  const [current] = await ctx.tx
    .select()
    .from(workflowConfigs)
    .where(and(eq(workflowConfigs.typeId, p.typeId), eq(workflowConfigs.subTypeId, sub)))
    .for('update');
  if (current) {
    const parsed = ZWorkflow.safeParse(current.workflow);
    if (parsed.success && isEmptyDiff(diffWorkflows(parsed.data, p.workflow)))
      throw unprocessable('workflow', 'Nothing changed since the current version.');
  }
  const [last] = await ctx.tx
    .select({ version: max(workflowVersions.version) })
    .from(workflowVersions)
    .where(and(eq(workflowVersions.typeId, p.typeId), eq(workflowVersions.subTypeId, sub)));
  const version = (last?.version ?? 0) + 1;
  const id = randomUUID();
  const workflow: Workflow = { ...p.workflow, id, typeId: p.typeId, subTypeId: p.subTypeId ?? undefined };
  const userId = ctx.session!.userId;
  await ctx.tx
    .insert(workflowVersions)
    .values({ id, typeId: p.typeId, subTypeId: sub, version, workflow, createdBy: userId });
  await ctx.tx
    .insert(workflowConfigs)
    .values({ typeId: p.typeId, subTypeId: sub, workflow, updatedBy: userId })
    .onConflictDoUpdate({
      target: [workflowConfigs.tenantId, workflowConfigs.typeId, workflowConfigs.subTypeId],
      set: { workflow, updatedBy: userId, updatedAt: new Date() },
    });
  return configDetails(ctx, p.typeId, p.subTypeId ?? null);
}

/** Removes the tenant's current workflow (the default applies to new cases); saved versions stay for the record. */
export async function configReset(ctx: Ctx<typeof ZWorkflowConfigResetPayload>) {
  const p = ctx.payload;
  await assertConfigKey(ctx, p.typeId, p.subTypeId);
  await ctx.tx
    .delete(workflowConfigs)
    .where(and(eq(workflowConfigs.typeId, p.typeId), eq(workflowConfigs.subTypeId, p.subTypeId ?? 0)));
  return configDetails(ctx, p.typeId, p.subTypeId ?? null);
}

async function versionSummaries(
  ctx: CallContext<unknown>,
  rows: WorkflowVersionRow[],
): Promise<TWorkflowVersionSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const vid = sql<string>`${petitions.workflow}->>'id'`;
  const counted = await ctx.tx.select({ id: vid, n: count() }).from(petitions).where(inArray(vid, ids)).groupBy(vid);
  const currentRows = await ctx.tx
    .select({ workflow: workflowConfigs.workflow })
    .from(workflowConfigs)
    .where(eq(workflowConfigs.typeId, rows[0]!.typeId));
  const currentIds = new Set(currentRows.map((r) => versionIdOf(r.workflow)));
  const names = await userNames(
    ctx.tx,
    rows.map((r) => r.createdBy),
  );
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    createdByName: r.createdBy ? (names.get(r.createdBy) ?? null) : null,
    activityCount: activityCountOf(r.workflow),
    casesInUse: Number(counted.find((c) => c.id === r.id)?.n ?? 0),
    current: currentIds.has(r.id),
  }));
}

export async function configVersions(ctx: Ctx<typeof ZWorkflowConfigVersionsPayload>) {
  const p = ctx.payload;
  await assertConfigKey(ctx, p.typeId, p.subTypeId);
  const where = and(eq(workflowVersions.typeId, p.typeId), eq(workflowVersions.subTypeId, p.subTypeId ?? 0));
  const [total] = await ctx.tx.select({ n: count() }).from(workflowVersions).where(where);
  const rows = await ctx.tx
    .select()
    .from(workflowVersions)
    .where(where)
    .orderBy(desc(workflowVersions.version))
    .limit(p.perpage)
    .offset((p.page - 1) * p.perpage);
  return { data: await versionSummaries(ctx, rows), count: Number(total?.n ?? 0) };
}

export async function configVersion(ctx: Ctx<typeof ZWorkflowConfigVersionPayload>): Promise<TWorkflowVersionDetails> {
  const [row] = await ctx.tx.select().from(workflowVersions).where(eq(workflowVersions.id, ctx.payload.versionId));
  if (!row) throw notFound('Workflow version not found.');
  const [summary] = await versionSummaries(ctx, [row]);
  const [prev] = await ctx.tx
    .select()
    .from(workflowVersions)
    .where(
      and(
        eq(workflowVersions.typeId, row.typeId),
        eq(workflowVersions.subTypeId, row.subTypeId),
        lt(workflowVersions.version, row.version),
      ),
    )
    .orderBy(desc(workflowVersions.version))
    .limit(1);
  const [t, names] = await Promise.all([tenantInfo(ctx), caseTypeNamerOf(ctx.tx)]);
  const previous = prev
    ? { id: prev.id, version: prev.version, workflow: ZWorkflow.parse(prev.workflow) }
    : { id: null, version: null, workflow: defaultWorkflow(t.typeId, row.typeId) };
  return {
    ...summary!,
    typeId: row.typeId,
    typeName: names.typeName(row.typeId),
    subTypeId: row.subTypeId || null,
    subTypeName: names.subTypeName(row.subTypeId),
    workflow: ZWorkflow.parse(row.workflow),
    previous,
  };
}
