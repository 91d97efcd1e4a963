import { and, eq } from 'drizzle-orm';
import { CASE_SUB_TYPE_BY_ID, CASE_TYPES, caseKindOfType, defaultWorkflow, ZWorkflow, type Workflow } from 'shared/domain';
import type {
  TWorkflowConfigDetailsResult,
  TWorkflowConfigSummary,
  ZWorkflowConfigDetailsPayload,
  ZWorkflowConfigListPayload,
  ZWorkflowConfigResetPayload,
  ZWorkflowConfigSavePayload,
} from 'shared/contract';
import { unprocessable, type CallContext, type Ctx } from '../../platform/http';
import { tenantInfo } from '../people';
import { typeName } from '../petitions';
import { workflowConfigs } from './workflow-config.table';

/*
 * /workflow/config-*: the tenant's workflow per case type and subtype (the settings domain), and
 * the workflow a new case gets (used by the case kernel when it creates a case).
 */

/** The workflow a new case of this type and subtype gets: the tenant's (subtype, then type) or the default. */
export async function workflowFor(ctx: CallContext<unknown>, typeId: number, subTypeId: number | null): Promise<{ workflow: Workflow; source: 'tenant' | 'default'; updatedAt: Date | null; subTypeId: number | null }> {
  const rows = await ctx.tx.select().from(workflowConfigs).where(eq(workflowConfigs.typeId, typeId));
  for (const sub of subTypeId ? [subTypeId, 0] : [0]) {
    const row = rows.find((r) => r.subTypeId === sub);
    if (row) {
      const parsed = ZWorkflow.safeParse(row.workflow);
      if (parsed.success) return { workflow: parsed.data, source: 'tenant', updatedAt: row.updatedAt, subTypeId: sub || null };
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

function assertConfigKey(typeId: number, subTypeId: number | null | undefined): void {
  if (!CONFIGURABLE_TYPES.some((t) => t.id === typeId)) throw unprocessable('typeId', 'This case type has no configurable workflow.');
  if (subTypeId && CASE_SUB_TYPE_BY_ID.get(subTypeId)?.typeId !== typeId) throw unprocessable('subTypeId', 'The sub type does not belong to the case type.');
}

export async function configList(ctx: Ctx<typeof ZWorkflowConfigListPayload>): Promise<{ data: TWorkflowConfigSummary[] }> {
  const t = await tenantInfo(ctx);
  const rows = await ctx.tx.select().from(workflowConfigs);
  const out: TWorkflowConfigSummary[] = [];
  for (const type of CONFIGURABLE_TYPES) {
    if (ctx.payload.typeId && type.id !== ctx.payload.typeId) continue;
    const own = rows.find((r) => r.typeId === type.id && r.subTypeId === 0);
    const activities = own ? ((own.workflow as { activities?: unknown[] }).activities?.length ?? 0) : defaultWorkflow(t.typeId, type.id).activities.length;
    out.push({ typeId: type.id, typeName: type.name, subTypeId: null, subTypeName: null, source: own ? 'tenant' : 'default', activityCount: activities, updatedAt: own?.updatedAt.toISOString() ?? null });
    for (const r of rows.filter((x) => x.typeId === type.id && x.subTypeId !== 0)) {
      out.push({
        typeId: type.id,
        typeName: type.name,
        subTypeId: r.subTypeId,
        subTypeName: CASE_SUB_TYPE_BY_ID.get(r.subTypeId)?.name ?? null,
        source: 'tenant',
        activityCount: (r.workflow as { activities?: unknown[] }).activities?.length ?? 0,
        updatedAt: r.updatedAt.toISOString(),
      });
    }
  }
  return { data: out };
}

async function configDetails(ctx: CallContext<unknown>, typeId: number, subTypeId: number | null): Promise<TWorkflowConfigDetailsResult> {
  const w = await workflowFor(ctx, typeId, subTypeId);
  return {
    typeId,
    typeName: typeName(typeId),
    subTypeId: w.subTypeId,
    subTypeName: w.subTypeId ? (CASE_SUB_TYPE_BY_ID.get(w.subTypeId)?.name ?? null) : null,
    source: w.source,
    activityCount: w.workflow.activities.length,
    updatedAt: w.updatedAt?.toISOString() ?? null,
    workflow: w.workflow,
  };
}

export async function configGet(ctx: Ctx<typeof ZWorkflowConfigDetailsPayload>) {
  assertConfigKey(ctx.payload.typeId, ctx.payload.subTypeId);
  return configDetails(ctx, ctx.payload.typeId, ctx.payload.subTypeId ?? null);
}

export async function configSave(ctx: Ctx<typeof ZWorkflowConfigSavePayload>) {
  const p = ctx.payload;
  assertConfigKey(p.typeId, p.subTypeId);
  if (p.workflow.typeId !== p.typeId) throw unprocessable('workflow.typeId', 'The workflow is for another case type.');
  const sub = p.subTypeId ?? 0;
  const workflow = { ...p.workflow, subTypeId: p.subTypeId ?? undefined };
  await ctx.tx
    .insert(workflowConfigs)
    .values({ typeId: p.typeId, subTypeId: sub, workflow, updatedBy: ctx.session!.userId })
    .onConflictDoUpdate({
      target: [workflowConfigs.tenantId, workflowConfigs.typeId, workflowConfigs.subTypeId],
      set: { workflow, updatedBy: ctx.session!.userId, updatedAt: new Date() },
    });
  return configDetails(ctx, p.typeId, p.subTypeId ?? null);
}

export async function configReset(ctx: Ctx<typeof ZWorkflowConfigResetPayload>) {
  const p = ctx.payload;
  assertConfigKey(p.typeId, p.subTypeId);
  await ctx.tx.delete(workflowConfigs).where(and(eq(workflowConfigs.typeId, p.typeId), eq(workflowConfigs.subTypeId, p.subTypeId ?? 0)));
  return configDetails(ctx, p.typeId, p.subTypeId ?? null);
}
