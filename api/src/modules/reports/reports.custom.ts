import { and, asc, eq, ilike, isNotNull, lte, or, sql } from 'drizzle-orm';
import {
  CUSTOM_ENTITIES,
  isManagerRole,
  REPORT_EXPORT_MAX_ROWS,
  type CustomReportEntity,
  type ReportFormat,
} from 'shared/domain';
import {
  checkCustomSpec,
  type TCustomReport,
  type TCustomReportSchedule,
  type TCustomReportSpec,
  type TReportFile,
  type TReportRunResult,
  type TReportSort,
  type ZCustomDeletePayload,
  type ZCustomListPayload,
  type ZCustomRunPayload,
  type ZCustomSavePayload,
  type ZCustomSchedulePayload,
} from 'shared/contract';
import { withPlatform, withTenant, type Db } from '../../platform/db';
import { likePattern, todayOf } from '../../platform/data';
import { forbidden, notFound, unprocessableAll, type CallContext, type Ctx } from '../../platform/http';
import type { Mailer } from '../../platform/mail';
import { userNames } from '../people';
import { users } from '../users';
import { tenants } from '../tenants';
import { renderReportFile } from './reports.files';
import { reportScope } from './reports.engine';
import { customPlan, planCount, planRows, type ReportScope } from './reports.run';
import { customReports, type CustomReportRow } from './reports.table';

/*
 * Custom reports (/custom-reports): saved specs checked against CUSTOM_ENTITIES (never raw SQL),
 * private or shared with the firm; a weekly or monthly schedule mails the export, attached, to its
 * recipients (the `reports.deliveries` job, reports.plugin.ts). A scheduled report runs with the
 * owner's visibility, as if the owner ran it.
 */

export const REPORT_DELIVERY_TEMPLATE = 'report-delivery';

function checkSpec(spec: TCustomReportSpec, prefix = 'spec.'): void {
  const issues = checkCustomSpec(spec);
  if (issues.length) throw unprocessableAll(issues.map((i) => ({ path: `${prefix}${i.path}`, message: i.message })));
}

const specOf = (r: CustomReportRow): TCustomReportSpec => ({
  entity: r.entity as CustomReportEntity,
  columns: [...r.columns],
  filters: r.filters as TCustomReportSpec['filters'],
  groupBy: r.groupBy,
  sort: r.sort ?? null,
});

const canEdit = (r: CustomReportRow, userId: string, roleId: number): boolean => r.ownerId === userId || (r.shared && isManagerRole(roleId));

function toCustomReport(r: CustomReportRow, owner: string | null, userId: string, roleId: number): TCustomReport {
  return {
    id: r.id,
    name: r.name,
    entity: r.entity as CustomReportEntity,
    columns: r.columns,
    filters: r.filters,
    groupBy: r.groupBy,
    sort: r.sort ?? null,
    shared: r.shared,
    ownerId: r.ownerId,
    ownerName: owner,
    canEdit: canEdit(r, userId, roleId),
    schedule: r.scheduleFrequency
      ? {
          frequency: r.scheduleFrequency as 'weekly' | 'monthly',
          dayOfWeek: r.scheduleDayOfWeek,
          dayOfMonth: r.scheduleDayOfMonth,
          format: r.scheduleFormat as ReportFormat,
          recipients: r.scheduleRecipients,
          nextRunAt: r.nextRunAt?.toISOString() ?? null,
          lastRunAt: r.lastRunAt?.toISOString() ?? null,
        }
      : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

async function view(tx: Db, r: CustomReportRow, userId: string, roleId: number): Promise<TCustomReport> {
  const names = await userNames(tx, [r.ownerId]);
  return toCustomReport(r, names.get(r.ownerId) ?? null, userId, roleId);
}

/** A report the caller may see (own or shared), else 404; `edit` also requires the right to change it (403). */
async function findReport(ctx: CallContext<unknown>, id: string, edit: boolean): Promise<CustomReportRow> {
  const s = ctx.session!;
  const [r] = await ctx.tx
    .select()
    .from(customReports)
    .where(and(eq(customReports.id, id), or(eq(customReports.ownerId, s.userId), eq(customReports.shared, true))))
    .limit(1);
  if (!r) throw notFound('Custom report not found');
  if (edit && !canEdit(r, s.userId, s.roleId)) throw forbidden('Only its owner (or an Admin or Branch Manager, for a shared report) can change this report.');
  return r;
}

export async function customList(ctx: Ctx<typeof ZCustomListPayload>) {
  const s = ctx.session!;
  const rows = await ctx.tx
    .select()
    .from(customReports)
    .where(
      and(
        or(eq(customReports.ownerId, s.userId), eq(customReports.shared, true)),
        ctx.payload.search ? ilike(customReports.name, likePattern(ctx.payload.search)) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${customReports.name})`), asc(customReports.id))
    .limit(500);
  const names = await userNames(ctx.tx, rows.map((r) => r.ownerId));
  return { data: rows.map((r) => toCustomReport(r, names.get(r.ownerId) ?? null, s.userId, s.roleId)) };
}

export async function customSave(ctx: Ctx<typeof ZCustomSavePayload>): Promise<TCustomReport> {
  const p = ctx.payload;
  const s = ctx.session!;
  checkSpec(p.spec);
  const values = {
    name: p.name,
    entity: p.spec.entity,
    columns: p.spec.columns,
    filters: p.spec.filters,
    groupBy: p.spec.groupBy,
    sort: p.spec.sort,
    shared: p.shared,
    updatedAt: new Date(),
  };
  if (!p.id) {
    const [row] = await ctx.tx.insert(customReports).values({ ...values, ownerId: s.userId }).returning();
    return view(ctx.tx, row!, s.userId, s.roleId);
  }
  const r = await findReport(ctx, p.id, true);
  // Only the owner may make a shared report private again (it would vanish from the others' list).
  if (r.shared && !p.shared && r.ownerId !== s.userId) throw forbidden('Only its owner can stop sharing this report.');
  const [row] = await ctx.tx.update(customReports).set(values).where(eq(customReports.id, r.id)).returning();
  return view(ctx.tx, row!, s.userId, s.roleId);
}

export async function customDelete(ctx: Ctx<typeof ZCustomDeletePayload>) {
  const r = await findReport(ctx, ctx.payload.id, true);
  await ctx.tx.delete(customReports).where(eq(customReports.id, r.id));
  return { id: r.id };
}

/** The next delivery after `from`: 06:00 UTC on the schedule's weekday or day of the month. */
export function nextRunAfter(schedule: Pick<TCustomReportSchedule, 'frequency' | 'dayOfWeek' | 'dayOfMonth'>, from: Date): Date {
  const at = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d, 6, 0, 0));
  if (schedule.frequency === 'weekly') {
    const dow = schedule.dayOfWeek!; // 1 = Monday … 7 = Sunday
    for (let i = 0; i <= 7; i++) {
      const d = at(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + i);
      if (((d.getUTCDay() + 6) % 7) + 1 === dow && d > from) return d;
    }
  }
  const dom = schedule.dayOfMonth ?? 1;
  for (let i = 0; i <= 2; i++) {
    const d = at(from.getUTCFullYear(), from.getUTCMonth() + i, dom);
    if (d > from) return d;
  }
  return at(from.getUTCFullYear(), from.getUTCMonth() + 1, dom);
}

export async function customSchedule(ctx: Ctx<typeof ZCustomSchedulePayload>, now: () => Date = () => new Date()): Promise<TCustomReport> {
  const s = ctx.session!;
  const r = await findReport(ctx, ctx.payload.id, true);
  const sch = ctx.payload.schedule;
  const values = sch
    ? {
        scheduleFrequency: sch.frequency,
        scheduleDayOfWeek: sch.frequency === 'weekly' ? sch.dayOfWeek! : null,
        scheduleDayOfMonth: sch.frequency === 'monthly' ? sch.dayOfMonth! : null,
        scheduleFormat: sch.format,
        scheduleRecipients: [...new Set(sch.recipients.map((x) => x.toLowerCase()))],
        nextRunAt: nextRunAfter(sch, now()),
      }
    : { scheduleFrequency: null, scheduleDayOfWeek: null, scheduleDayOfMonth: null, scheduleFormat: null, scheduleRecipients: [], nextRunAt: null };
  const [row] = await ctx.tx.update(customReports).set({ ...values, updatedAt: new Date() }).where(eq(customReports.id, r.id)).returning();
  return view(ctx.tx, row!, s.userId, s.roleId);
}

function customSort(spec: TCustomReportSpec): TReportSort {
  if (spec.sort) return spec.sort;
  if (spec.groupBy) return { key: 'count', order: -1 };
  return { key: spec.columns[0]!, order: 1 };
}

/** The run's visible columns: the chosen ones, or the group column and `count`. */
const shownKeys = (spec: TCustomReportSpec): string[] => (spec.groupBy ? [spec.groupBy, 'count'] : spec.columns);

function columnsOf(spec: TCustomReportSpec) {
  const def = CUSTOM_ENTITIES[spec.entity];
  return shownKeys(spec).map((k) => def.columns.find((c) => c.key === k) ?? { key: k, label: 'Count', type: 'number' as const, sortable: true });
}

async function customFile(scope: ReportScope, name: string, spec: TCustomReportSpec, format: ReportFormat): Promise<TReportFile> {
  const plan = customPlan(spec.entity, scope, spec.filters, spec.groupBy);
  const rows = await planRows(scope.tx, plan, customSort(spec), REPORT_EXPORT_MAX_ROWS + 1, 0);
  const truncated = rows.length > REPORT_EXPORT_MAX_ROWS;
  const safe = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'custom-report';
  return renderReportFile(format, {
    title: name,
    baseName: `${safe}-${scope.today}`,
    columns: columnsOf(spec),
    rows: truncated ? rows.slice(0, REPORT_EXPORT_MAX_ROWS) : rows,
    truncated,
    subtitle: `${CUSTOM_ENTITIES[spec.entity].label}, as of ${scope.today}`,
    firmName: scope.firmName,
  });
}

export async function customRun(ctx: Ctx<typeof ZCustomRunPayload>): Promise<{ run: TReportRunResult | null; file: TReportFile | null }> {
  const p = ctx.payload;
  let spec: TCustomReportSpec;
  let name = 'Custom report';
  if (p.id) {
    const r = await findReport(ctx, p.id, false);
    spec = specOf(r);
    name = r.name;
  } else if (p.spec) {
    checkSpec(p.spec);
    spec = p.spec;
  } else throw unprocessableAll([{ path: 'id', message: 'Give a saved report or a report spec.' }]);
  const scope = await reportScope(ctx, null, todayOf(p));
  if (p.format) return { run: null, file: await customFile(scope, name, spec, p.format) };
  const plan = customPlan(spec.entity, scope, spec.filters, spec.groupBy);
  const sort = customSort(spec);
  const keys = new Set([...shownKeys(spec), 'caseId', 'link']);
  const rows = (await planRows(ctx.tx, plan, sort, p.pageSize, (p.page - 1) * p.pageSize)).map((r) =>
    Object.fromEntries(Object.entries(r).filter(([k]) => keys.has(k))),
  );
  const total = await planCount(ctx.tx, plan);
  return { run: { reportId: 'custom', rows, total, page: p.page, pageSize: p.pageSize, sort, totals: {}, chart: null }, file: null };
}

// ─────────────────────────── scheduled delivery ───────────────────────────

export interface DeliveryRunResult {
  reports: number;
  mails: number;
}

/**
 * Sends every due scheduled report of every active tenant (next_run_at ≤ now): the export as the
 * owner would see it, attached to one mail to its recipients; then moves next_run_at on. A report
 * whose owner is gone or inactive is unscheduled instead.
 */
export async function runReportDeliveries(db: Db, mailer: Pick<Mailer, 'send'>, now: Date = new Date()): Promise<DeliveryRunResult> {
  const tenantRows = await withPlatform(db, (tx) => tx.select({ id: tenants.id, slug: tenants.slug, name: tenants.name, typeId: tenants.typeId, status: tenants.status }).from(tenants).where(eq(tenants.status, 'active')));
  const out: DeliveryRunResult = { reports: 0, mails: 0 };
  for (const t of tenantRows) {
    const due = await withTenant(db, t.id, (tx) =>
      tx.select({ id: customReports.id }).from(customReports).where(and(isNotNull(customReports.nextRunAt), lte(customReports.nextRunAt, now))),
    );
    for (const { id } of due) {
      // One transaction per report: a failing report does not hold back the others.
      const sent = await withTenant(db, t.id, async (tx) => {
        const [r] = await tx.select().from(customReports).where(and(eq(customReports.id, id), lte(customReports.nextRunAt, now))).for('update').limit(1);
        if (!r || !r.scheduleFrequency) return 0;
        const [owner] = await tx.select().from(users).where(eq(users.id, r.ownerId)).limit(1);
        if (!owner || owner.status !== 'active') {
          await tx.update(customReports).set({ scheduleFrequency: null, nextRunAt: null }).where(eq(customReports.id, r.id));
          return 0;
        }
        const ctx = {
          tx,
          tenant: { id: t.id, slug: t.slug, name: t.name, typeId: t.typeId, status: t.status },
          session: { sessionId: 'scheduled-report', userId: owner.id, tenantId: t.id, roleId: owner.roleId, isExternal: owner.isExternal, email: owner.email, name: owner.name, branchIds: owner.branchIds ?? [] },
        } as unknown as CallContext<unknown>;
        const today = now.toISOString().slice(0, 10);
        const scope = await reportScope(ctx, null, today);
        const file = await customFile(scope, r.name, specOf(r), r.scheduleFormat as ReportFormat);
        await mailer.send(tx, {
          tenantId: t.id,
          to: r.scheduleRecipients,
          template: REPORT_DELIVERY_TEMPLATE,
          data: { reportName: r.name, frequency: r.scheduleFrequency, rowCount: String(file.rowCount), date: today, ownerName: owner.name, fileName: file.fileName },
          attachments: [{ fileName: file.fileName, contentType: file.mimeType, contentBase64: file.contentBase64 }],
        });
        const next = nextRunAfter({ frequency: r.scheduleFrequency as 'weekly' | 'monthly', dayOfWeek: r.scheduleDayOfWeek ?? undefined, dayOfMonth: r.scheduleDayOfMonth ?? undefined }, now);
        await tx.update(customReports).set({ lastRunAt: now, nextRunAt: next }).where(eq(customReports.id, r.id));
        return 1;
      });
      out.reports += sent;
      out.mails += sent;
    }
  }
  return out;
}
