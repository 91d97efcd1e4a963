import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { LCA_STATUS_IDS, lcaStatusName } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { addDaysIso } from '../../platform/data';
import { countsData, type DashboardWidgetProvider } from '../dashboard';
import { petitions } from '../petitions';
import { lcaVisibility } from './lca.repository';
import { lcaDetails } from './lca.table';

/**
 * The dashboard's LCAs widget (SPEC §2.1): the caller's visible LCAs by LCA status, counted in SQL.
 * Each count opens /lcalist filtered to that status.
 */
export const lcasWidget: DashboardWidgetProvider = {
  key: 'lcas',
  async load(req) {
    const f = req.filters;
    const rows = await req.ctx.tx
      .select({ statusId: lcaDetails.statusId, n: sql<number>`count(*)::int` })
      .from(petitions)
      .innerJoin(lcaDetails, eq(lcaDetails.petitionId, petitions.id))
      .where(
        and(
          lcaVisibility(req.access),
          f.petitionerIds?.length ? inArray(petitions.petitionerId, f.petitionerIds) : undefined,
          f.branchIds?.length ? inArray(petitions.branchId, f.branchIds) : undefined,
          f.createdFrom ? gte(petitions.createdAt, new Date(`${f.createdFrom}T00:00:00Z`)) : undefined,
          f.createdTo ? lt(petitions.createdAt, new Date(`${addDaysIso(f.createdTo, 1)}T00:00:00Z`)) : undefined,
        ),
      )
      .groupBy(lcaDetails.statusId);
    const by = new Map(rows.map((r) => [r.statusId, Number(r.n)]));
    const all = LCA_STATUS_IDS.filter((s) => by.has(s)).map((s) => ({
      key: String(s),
      label: lcaStatusName(s),
      count: by.get(s) ?? 0,
      path: `${buildPath('lca.list', {})}?status=${s}`,
    }));
    const page = all.slice(req.offset, req.offset + req.limit);
    return countsData(req, [{ key: 'lcas', label: 'LCAs', points: page }], all.reduce((t, p) => t + p.count, 0), all.length);
  },
};
