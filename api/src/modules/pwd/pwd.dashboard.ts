import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { PWD_POSITION_STATE_NAMES, PWD_POSITION_STATES, type PwdPositionState } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { addDaysIso } from '../../platform/data';
import { countsData, type DashboardWidgetProvider } from '../dashboard';
import { petitions } from '../petitions';
import { positionStateSql, pwdVisibility } from './pwd.repository';
import { pwdDetails } from './pwd.table';

/** The dashboard's PWD Position stats (SPEC §2.1): the caller's visible PWDs by position state, counted in SQL. */
export const pwdPositionStatsWidget: DashboardWidgetProvider = {
  key: 'pwd-position-stats',
  async load(req) {
    const f = req.filters;
    const state = positionStateSql(req.today);
    const rows = await req.ctx.tx
      .select({ state, n: sql<number>`count(*)::int` })
      .from(petitions)
      .innerJoin(pwdDetails, eq(pwdDetails.petitionId, petitions.id))
      .where(
        and(
          pwdVisibility(req.access),
          sql`${pwdDetails.statusId} <> 6`,
          f.petitionerIds?.length ? inArray(petitions.petitionerId, f.petitionerIds) : undefined,
          f.createdFrom ? gte(petitions.createdAt, new Date(`${f.createdFrom}T00:00:00Z`)) : undefined,
          f.createdTo ? lt(petitions.createdAt, new Date(`${addDaysIso(f.createdTo, 1)}T00:00:00Z`)) : undefined,
        ),
      )
      // By position (the CASE expression carries parameters: grouping by the same text would not match).
      .groupBy(sql`1`);
    const by = new Map(rows.map((r) => [r.state as PwdPositionState, Number(r.n)]));
    const all = PWD_POSITION_STATES.map((s) => ({
      key: s,
      label: PWD_POSITION_STATE_NAMES[s],
      count: by.get(s) ?? 0,
      path: `${buildPath('pwd.list', {})}?position=${s}`,
    }));
    const page = all.slice(req.offset, req.offset + req.limit);
    return countsData(req, [{ key: 'pwd', label: 'PWDs', points: page }], all.reduce((t, p) => t + p.count, 0), all.length);
  },
};
