import { asc, eq, sql } from 'drizzle-orm';
import {
  DASHBOARD_WIDGETS,
  DEFAULT_WIDGET_VIEW,
  WIDGET_PAGE_SIZES,
  defaultDashboardLayout,
  widgetAllowedForRole,
  type DashboardWidgetKey,
} from 'shared/domain';
import { MAX_PETITIONER_CHOICES, type TDashboard, type TGetStatsResult, type TLayoutItem, type ZGetStatsPayload, type ZResetLayoutPayload, type ZSaveLayoutPayload } from 'shared/contract';
import { todayOf } from '../../platform/data';
import { forbidden, unprocessableAll, type CallContext, type Ctx } from '../../platform/http';
import { contributions } from '../../platform/modules';
import { branches } from '../branches';
import { companies, companyVisibility } from '../companies';
import { inList, peopleAccess } from '../people';
import { caseAccess, isStaff } from '../petitions';
import { STATS_TTL_MS, shared, viewKey } from './dashboard.cache';
import { dashboardLayouts } from './dashboard.table';
import type { DashboardWidgetProvider } from './dashboard.types';

/*
 * The dashboard (issue 17 points 1–2): which widgets a user is offered, his arrangement (kept per
 * user on the server), and one widget's data from the module that supplies it.
 */

/**
 * The widget providers of the app's modules, by key. A provider counts only when its module is
 * the one the registry names for the key; a widget no installed module supplies is not offered.
 */
export function widgetProviders(ctx: CallContext<unknown>): Map<DashboardWidgetKey, DashboardWidgetProvider> {
  const out = new Map<DashboardWidgetKey, DashboardWidgetProvider>();
  for (const m of ctx.request.server.modules ?? []) {
    for (const p of contributions([m], 'dashboardWidgets')) {
      if (DASHBOARD_WIDGETS[p.key].module === m.name && !out.has(p.key)) out.set(p.key, p);
    }
  }
  return out;
}

/** The keys offered to the caller: supplied by an installed module and allowed for his role. */
function offeredKeys(ctx: CallContext<unknown>): DashboardWidgetKey[] {
  const providers = widgetProviders(ctx);
  const roleId = ctx.session!.roleId;
  return (Object.keys(DASHBOARD_WIDGETS) as DashboardWidgetKey[]).filter((k) => providers.has(k) && widgetAllowedForRole(k, roleId));
}

const defaultItem = (key: DashboardWidgetKey): TLayoutItem => ({
  key,
  size: DASHBOARD_WIDGETS[key].defaultSize,
  view: DEFAULT_WIDGET_VIEW,
  filters: { pageSize: WIDGET_PAGE_SIZES[1] },
});

/**
 * The filter panels' branch and petitioner choices: for staff, the branches of their view (a
 * branch manager his own) and the petitioners people visibility shows them; clients get none.
 */
async function filterChoices(ctx: CallContext<unknown>): Promise<TDashboard['choices']> {
  const a = await caseAccess(ctx);
  if (!isStaff(a)) return { branches: [], petitioners: [] };
  const branchRows = await ctx.tx
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(a.kind === 'branch' ? inList(branches.id, a.branchIds) : undefined)
    .orderBy(asc(sql`lower(${branches.name})`));
  const people = await peopleAccess(ctx);
  const petitioners = await ctx.tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(companyVisibility(people))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
    .limit(MAX_PETITIONER_CHOICES);
  return { branches: branchRows, petitioners };
}

async function dashboardOf(ctx: CallContext<unknown>): Promise<TDashboard> {
  const offered = offeredKeys(ctx);
  const [row] = await ctx.tx.select().from(dashboardLayouts).where(eq(dashboardLayouts.userId, ctx.session!.userId)).limit(1);
  // A stored widget whose module is gone (or whose role changed) drops out until it is offered again.
  const layout = row ? row.items.filter((i) => offered.includes(i.key)) : defaultDashboardLayout(ctx.session!.roleId).filter((k) => offered.includes(k)).map(defaultItem);
  return {
    offered: offered.map((key) => ({ key, title: DASHBOARD_WIDGETS[key].title, kind: DASHBOARD_WIDGETS[key].kind })),
    layout,
    custom: !!row,
    choices: await filterChoices(ctx),
  };
}

export const getDashboard = (ctx: CallContext<unknown>): Promise<TDashboard> => dashboardOf(ctx);

export async function saveLayout(ctx: Ctx<typeof ZSaveLayoutPayload>): Promise<TDashboard> {
  const offered = offeredKeys(ctx);
  const items = ctx.payload.items;
  const refused = items.flatMap((item, i) =>
    offered.includes(item.key) ? [] : [{ path: `items.${i}.key`, message: `The ${DASHBOARD_WIDGETS[item.key].title} widget is not available on your dashboard.` }],
  );
  if (refused.length) throw unprocessableAll(refused);
  await ctx.tx
    .insert(dashboardLayouts)
    .values({ userId: ctx.session!.userId, items })
    .onConflictDoUpdate({ target: [dashboardLayouts.tenantId, dashboardLayouts.userId], set: { items, updatedAt: new Date() } });
  return dashboardOf(ctx);
}

export async function resetLayout(ctx: Ctx<typeof ZResetLayoutPayload>): Promise<TDashboard> {
  await ctx.tx.delete(dashboardLayouts).where(eq(dashboardLayouts.userId, ctx.session!.userId));
  return dashboardOf(ctx);
}

export async function getStats(ctx: Ctx<typeof ZGetStatsPayload>): Promise<TGetStatsResult> {
  const p = ctx.payload;
  const def = DASHBOARD_WIDGETS[p.widget];
  const provider = widgetProviders(ctx).get(p.widget);
  if (!provider || !widgetAllowedForRole(p.widget, ctx.session!.roleId)) throw forbidden(`The ${def.title} widget is not available on your dashboard.`);
  const access = await caseAccess(ctx);
  const today = todayOf(p);
  const limit = p.filters.pageSize;
  const sort = p.filters.sortPath ? { path: p.filters.sortPath, order: p.filters.sortOrder ?? def.defaultSort?.order ?? 1 } : def.defaultSort;
  const key = `${viewKey(ctx.scopeTenantId, access)}|stats|${p.widget}|${today}|${p.page}|${JSON.stringify(p.filters)}`;
  const { value: data, computedAt } = await shared(key, () =>
    provider.load({ ctx, access, today, filters: p.filters, sort: sort ? { ...sort } : null, page: p.page, limit, offset: (p.page - 1) * limit }),
    { ttlMs: STATS_TTL_MS },
  );
  return { widget: p.widget, asOf: today, computedAt: new Date(computedAt).toISOString(), data };
}
