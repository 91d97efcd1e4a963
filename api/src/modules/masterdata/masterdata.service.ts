import {
  MASTERDATA_STATUS_CATEGORIES,
  type TAddMasterdataResult,
  type TListMasterdataResult,
  type TMasterdataItem,
  type TUpdateMasterdataResult,
  type ZAddMasterdataPayload,
  type ZListMasterdataPayload,
  type ZUpdateMasterdataPayload,
} from 'shared/contract';
import { PAGE_SIZE, ROLE } from 'shared/domain';
import type { z } from 'zod';
import { PLATFORM_TENANT_ID } from '../../platform/db';
import { AppError, forbidden, notFound, type CallContext } from '../../platform/http';
import { toMasterdataItem } from './masterdata.mapper';
import * as repo from './masterdata.repository';

type Ctx<P> = CallContext<P>;

export async function listMasterdata(ctx: Ctx<z.output<typeof ZListMasterdataPayload>>): Promise<TListMasterdataResult> {
  const { category, page, matcher, tenantId } = ctx.payload;
  // RLS already limits rows to global + own; a foreign tenantId is refused rather than ignored.
  if (tenantId && tenantId !== ctx.tenant?.id) throw notFound('Tenant not found');
  const perpage =
    ctx.payload.perpage ??
    (MASTERDATA_STATUS_CATEGORIES.includes(category) ? PAGE_SIZE.MASTERDATA_STATUS : PAGE_SIZE.MASTERDATA);
  const { rows, total } = await repo.listMasterdata(ctx.tx, { category, ...matcher }, page, perpage);
  return { data: rows.map(toMasterdataItem), count: total, page, perpage };
}

function fieldsOf(p: Partial<z.output<typeof ZAddMasterdataPayload>>) {
  const out: Record<string, unknown> = {};
  for (const k of ['name', 'code', 'designation', 'countryId', 'stateId', 'parentId', 'sortOrder', 'extra'] as const) {
    if (p[k] !== undefined) out[k] = p[k];
  }
  return out;
}

/** Operators add global entries at the app host; tenant admins add their tenant's own. */
export async function addMasterdata(ctx: Ctx<z.output<typeof ZAddMasterdataPayload>>): Promise<TAddMasterdataResult> {
  const isPlatform = ctx.scopeTenantId === PLATFORM_TENANT_ID;
  if (isPlatform && ctx.session?.roleId !== ROLE.PLATFORM_OPERATOR) throw forbidden();
  const id = isPlatform
    ? await repo.nextGlobalMasterdataId(ctx.tx, ctx.payload.category)
    : await repo.nextTenantMasterdataId(ctx.tx);
  const row = await repo.insertMasterdata(ctx.tx, {
    ...(fieldsOf(ctx.payload) as { name: string }),
    category: ctx.payload.category,
    id,
  });
  return toMasterdataItem(row);
}

export async function updateMasterdata(
  ctx: Ctx<z.output<typeof ZUpdateMasterdataPayload>>,
): Promise<TUpdateMasterdataResult> {
  const { category, id, active } = ctx.payload;
  const existing = await repo.findMasterdata(ctx.tx, category, id);
  if (!existing) throw notFound('Master data entry not found');
  if (existing.tenantId !== ctx.scopeTenantId) {
    throw forbidden('Global master data can only be changed by the platform operator.');
  }
  const changes = { ...fieldsOf(ctx.payload), ...(active !== undefined ? { active } : {}) };
  if (Object.keys(changes).length === 0) return toMasterdataItem(existing);
  const row = await repo.updateMasterdata(ctx.tx, category, id, changes);
  if (!row) throw new AppError('CONFLICT', 'Unable to update');
  return toMasterdataItem(row) satisfies TMasterdataItem;
}
