import { eq } from 'drizzle-orm';
import {
  overdueLabel,
  REPORT_BY_ID,
  REPORT_EXPORT_MAX_ROWS,
  type ReportDef,
  type ReportFormat,
} from 'shared/domain';
import {
  checkReportFilters,
  type TReportFile,
  type TReportRow,
  type TReportRunResult,
  type TReportSort,
  type ZExportReportPayload,
  type ZRunReportPayload,
} from 'shared/contract';
import { todayOf } from '../../platform/data';
import { forbidden, unprocessable, unprocessableAll, type CallContext, type Ctx } from '../../platform/http';
import { caseAccess } from '../petitions';
import { peopleAccess } from '../people';
import { tenants } from '../tenants';
import { renderReportFile } from './reports.files';
import { caseListTallyGroups, planCount, planGroups, planOf, planPage, planRows, planTotals, type ReportScope } from './reports.run';

/*
 * reports/run and reports/export: a registry report by id, its filters and sort checked against the
 * registry entry (422 naming the field), the tenant's flag and type checked as the route guard
 * does (403), and the plan of reports.run.ts run in SQL.
 */

/** The scope a report runs in: the caller's case and people access, and today. */
export async function reportScope(ctx: CallContext<unknown>, def: ReportDef | null, today: string): Promise<ReportScope> {
  if (def && (def.tenantFlag || def.blockedTenantTypes)) {
    const [t] = await ctx.tx.select({ typeId: tenants.typeId, weeklyReports: tenants.weeklyReports }).from(tenants).where(eq(tenants.id, ctx.tenant!.id)).limit(1);
    if (def.tenantFlag === 'weeklyReports' && !t?.weeklyReports) throw forbidden(`${def.title} are not available for your firm.`);
    if (def.blockedTenantTypes?.includes(t?.typeId ?? ctx.tenant!.typeId)) throw forbidden(`${def.title} are not available for your firm.`);
  }
  const cases = await caseAccess(ctx);
  const people = await peopleAccess(ctx);
  return { tx: ctx.tx, cases, people, today, firmName: ctx.tenant?.name };
}

/** The sort to apply: the payload's (a sortable column of the report) or the report's default. */
export function sortOf(def: ReportDef, sort: TReportSort | undefined): TReportSort {
  if (!sort) return def.defaultSort;
  const col = def.columns.find((c) => c.key === sort.key);
  if (!col) throw unprocessable('sort.key', `Unknown column: ${sort.key}`);
  if (!col.sortable) throw unprocessable('sort.key', `${col.label} cannot be sorted.`);
  return sort;
}

export function filtersOf(def: ReportDef, raw: Record<string, unknown>): Record<string, unknown> {
  const r = checkReportFilters(def.filters, raw);
  if (!r.ok) throw unprocessableAll(r.issues);
  return r.value;
}

/** Cells computed from others with the shared wording (SPEC §9 'Overdue by N day(s)'). */
function finishRows(def: ReportDef, rows: TReportRow[]): TReportRow[] {
  if (def.id !== 'overdue') return rows;
  return rows.map((r) => ({ ...r, overdueLabel: typeof r.daysOverdue === 'number' ? overdueLabel(r.daysOverdue) : null }));
}

export async function runReport(ctx: Ctx<typeof ZRunReportPayload>): Promise<TReportRunResult> {
  const p = ctx.payload;
  const def = REPORT_BY_ID.get(p.reportId)!;
  const filters = filtersOf(def, p.filters);
  const sort = sortOf(def, p.sort);
  const scope = await reportScope(ctx, def, todayOf(p));
  const plan = planOf(def, scope, filters);
  // Aggregate reports answer their count and totals with the page; list reports with a grouped
  // chart get the count from the chart's groups: one scan fewer each.
  const page = await planPage(ctx.tx, plan, sort, p.pageSize, (p.page - 1) * p.pageSize);
  const rows = finishRows(def, page.rows);
  let chart = null;
  let total = page.total;
  if (def.chart?.source === 'groups') {
    const g = (def.id === 'case-list' ? await caseListTallyGroups(scope, filters, def.chart.label) : null) ?? (await planGroups(ctx.tx, plan, def.chart.label));
    if (g) {
      chart = g.chart;
      total ??= g.total;
    }
  } else if (def.chart?.source === 'rows') {
    const { x, series } = def.chart;
    chart = {
      labels: rows.map((r) => String(r[x] ?? '')),
      series: series.map((k) => ({ key: k, label: def.columns.find((c) => c.key === k)?.label ?? k, data: rows.map((r) => Number(r[k] ?? 0)) })),
    };
  }
  total ??= await planCount(ctx.tx, plan);
  const totals = page.totals ?? (await planTotals(ctx.tx, plan));
  return { reportId: def.id, rows, total, page: p.page, pageSize: p.pageSize, sort, totals, chart };
}

/** The whole filtered report (up to REPORT_EXPORT_MAX_ROWS rows) as a file. */
export async function reportFile(scope: ReportScope, def: ReportDef, filters: Record<string, unknown>, sort: TReportSort, format: ReportFormat): Promise<TReportFile> {
  const plan = planOf(def, scope, filters);
  const rows = finishRows(def, await planRows(scope.tx, plan, sort, REPORT_EXPORT_MAX_ROWS + 1, 0));
  const truncated = rows.length > REPORT_EXPORT_MAX_ROWS;
  return renderReportFile(format, {
    title: def.title,
    baseName: `${def.id}-${scope.today}`,
    columns: def.columns,
    rows: truncated ? rows.slice(0, REPORT_EXPORT_MAX_ROWS) : rows,
    truncated,
    subtitle: `As of ${scope.today}`,
    firmName: scope.firmName,
  });
}

export async function exportReport(ctx: Ctx<typeof ZExportReportPayload>): Promise<TReportFile> {
  const p = ctx.payload;
  const def = REPORT_BY_ID.get(p.reportId)!;
  const filters = filtersOf(def, p.filters);
  const sort = sortOf(def, p.sort);
  const scope = await reportScope(ctx, def, todayOf(p));
  return reportFile(scope, def, filters, sort, p.format);
}
