import { and, count, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { encodeCaseFilter, type TCaseFilter } from 'shared/domain';
import { WIDGET_LIST_COUNT_CAP, type TWidgetCountsData, type TWidgetListData, type TWidgetRow, type TWidgetSeries } from 'shared/contract';
import { buildPath } from 'shared/routes';
import { addDaysIso } from '../../platform/data';
import { caseVisibility, filterSql, listKindSql, petitions } from '../petitions';
import type { DashboardWidgetRequest } from './dashboard.types';

/*
 * Helpers for widget providers (this module's and other modules' `dashboardWidgets`): the page
 * envelope of list and counts data, and the case widgets' common condition.
 */

/** A list widget's answer for the request's page (`total` from `cappedCount`, or exact). */
export const listData = (req: DashboardWidgetRequest, rows: TWidgetRow[], total: number): TWidgetListData => ({
  kind: 'list',
  rows,
  total: Math.min(total, WIDGET_LIST_COUNT_CAP),
  capped: total > WIDGET_LIST_COUNT_CAP,
  page: req.page,
  pageSize: req.limit,
});

/**
 * Rows of `table` matching `where`, counted up to WIDGET_LIST_COUNT_CAP + 1 (listData caps it):
 * the count stops early instead of reading every matching row of a large firm.
 */
export async function cappedCount(req: DashboardWidgetRequest, table: PgTable, where: SQL | undefined): Promise<number> {
  const tx = req.ctx.tx;
  const matching = tx.select({ one: sql`1` }).from(table).where(where).limit(WIDGET_LIST_COUNT_CAP + 1).as('matching');
  const [n] = await tx.select({ n: count() }).from(matching);
  return Number(n?.n ?? 0);
}

/** A counts widget's answer: `total` sums every group, `groups` counts them (every page). */
export const countsData = (req: DashboardWidgetRequest, series: TWidgetSeries[], total: number, groups: number): TWidgetCountsData => ({
  kind: 'counts',
  series,
  total,
  groups,
  page: req.page,
  pageSize: req.limit,
});

/** The case-list matcher (SPEC §3) the widget's filters amount to: a count opens the same cases on /cases. */
export function caseMatcher(req: DashboardWidgetRequest): TCaseFilter {
  const f = req.filters;
  return {
    ...(f.typeIds?.length ? { typeIds: f.typeIds } : {}),
    ...(f.subTypeIds?.length ? { subTypeIds: f.subTypeIds } : {}),
    ...(f.petitionerIds?.length ? { petitionerIds: f.petitionerIds } : {}),
    ...(f.branchIds?.length ? { branchIds: f.branchIds } : {}),
    ...(f.statusIds?.length ? { statusIds: f.statusIds } : {}),
    ...(f.dueFrom || f.dueTo ? { deadlineDateRange: { ...(f.dueFrom ? { from: f.dueFrom } : {}), ...(f.dueTo ? { to: f.dueTo } : {}) } } : {}),
  };
}

/** `/cases` filtered by `matcher` (the list reads `?filter=`). */
export const caseListPath = (matcher: TCaseFilter): string => `${buildPath('cases.list', {})}?filter=${encodeCaseFilter(matcher)}`;

/** Where a case opens. */
export const casePath = (r: { id: string; kind: string; isExternal: boolean }): string =>
  r.kind === 'rfe' ? buildPath('cases.rfePetitionDetails', { itemId: r.id }) : r.isExternal ? buildPath('cases.externalCaseDetails', { itemId: r.id }) : buildPath('cases.petitionDetails', { itemId: r.id });

/**
 * The cases a case widget counts: those the caller may see (case kernel), on the case list (not
 * RFE children, old or external cases), matching the widget's filters; plus `extra`.
 */
export function caseWidgetWhere(req: DashboardWidgetRequest, ...extra: (SQL | undefined)[]): SQL {
  const f = req.filters;
  return and(
    caseVisibility(req.access),
    listKindSql('cases'),
    filterSql(caseMatcher(req)),
    f.createdFrom ? gte(petitions.createdAt, new Date(`${f.createdFrom}T00:00:00Z`)) : undefined,
    f.createdTo ? lt(petitions.createdAt, new Date(`${addDaysIso(f.createdTo, 1)}T00:00:00Z`)) : undefined,
    ...extra,
  )!;
}
