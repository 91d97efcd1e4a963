import { z } from 'zod';
import { ZIsoDate } from '../people/iso-date';
import {
  CUSTOM_ENTITIES,
  CUSTOM_REPORT_ENTITIES,
  CUSTOM_REPORT_FREQUENCIES,
  CUSTOM_REPORT_MAX_COLUMNS,
  CUSTOM_REPORT_MAX_RECIPIENTS,
  REPORT_FORMATS,
  REPORT_IDS,
  REPORT_PAGE_SIZES,
  type ReportFilter,
} from '../../domain/reports';

/*
 * Shapes shared by the report calls (issue 17 point 4). Filters travel as a record keyed by the
 * registry's filter keys; `checkReportFilters` validates them against a report's filter list (the
 * api refuses what it reports; mf-reports may use it to check URL state).
 */

const ZKey = z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/, 'Unknown key');

/** Any one filter value (its exact shape is checked against the filter's type). */
export const ZReportFilterValue = z.union([
  z.string().trim().max(100),
  z.number().int(),
  z.boolean(),
  z.array(z.union([z.string().max(100), z.number().int()])).max(50),
  z.object({ from: ZIsoDate.optional(), to: ZIsoDate.optional() }).strict(),
]);
export const ZReportFilters = z
  .record(ZKey, ZReportFilterValue)
  .refine((r) => Object.keys(r).length <= 20, 'Too many filters');
export type TReportFilters = z.infer<typeof ZReportFilters>;

export const ZReportSort = z.object({ key: ZKey, order: z.union([z.literal(1), z.literal(-1)]) });
export type TReportSort = z.infer<typeof ZReportSort>;

export const ZReportId = z.enum(REPORT_IDS as unknown as [string, ...string[]]);
export const ZReportFormat = z.enum(REPORT_FORMATS);
export const ZReportPageSize = z.union(
  REPORT_PAGE_SIZES.map((n) => z.literal(n)) as unknown as [z.ZodLiteral<25>, z.ZodLiteral<50>, z.ZodLiteral<100>],
);

/** A cell: text, number, date as YYYY-MM-DD, date-time as ISO, or empty. */
export const ZReportCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const ZReportRow = z.record(z.string(), ZReportCell);
export type TReportRow = z.infer<typeof ZReportRow>;

export const ZReportChartData = z.object({
  labels: z.array(z.string()),
  series: z.array(z.object({ key: z.string(), label: z.string(), data: z.array(z.number()) })),
});
export type TReportChartData = z.infer<typeof ZReportChartData>;

export const ZReportRunResult = z.object({
  reportId: z.string(),
  rows: z.array(ZReportRow),
  /** Rows of the whole filtered set. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sort: ZReportSort,
  /** The registry's totals over the whole filtered set, by key. */
  totals: z.record(z.string(), z.number()),
  chart: ZReportChartData.nullable(),
});
export type TReportRunResult = z.infer<typeof ZReportRunResult>;

/** A file to save (the shape of /petition/export's ZFileDownload, plus `truncated`). */
export const ZReportFile = z.object({
  fileName: z.string(),
  mimeType: z.string(),
  contentBase64: z.string(),
  rowCount: z.number().int(),
  /** True when the export was cut at REPORT_EXPORT_MAX_ROWS. */
  truncated: z.boolean(),
});
export type TReportFile = z.infer<typeof ZReportFile>;

// ─────────────────────────── filters against the registry ───────────────────────────

const UUID = z.uuid();
const INT_IDS = z.array(z.number().int().min(1).max(100000)).max(50);
const UUIDS = z.array(UUID).max(50);

/** The schema a filter's value must match. */
export function filterValueSchema(f: ReportFilter): z.ZodType {
  switch (f.type) {
    case 'dateRange':
      return z
        .object({ from: ZIsoDate.optional(), to: ZIsoDate.optional() })
        .strict()
        .refine((v) => !v.from || !v.to || v.from <= v.to, 'The start date must not be after the end date');
    case 'caseTypes':
    case 'caseStatuses':
      return INT_IDS;
    case 'branches':
    case 'petitioners':
    case 'users':
      return UUIDS;
    case 'search':
      return z.string().trim().max(100);
    case 'choice':
      return z.enum((f.options ?? []).map((o) => o.value) as [string, ...string[]]);
    case 'multiChoice':
      return z.array(z.enum((f.options ?? []).map((o) => o.value) as [string, ...string[]])).max(20);
    case 'fiscalYear':
      return z.number().int().min(2000).max(2100);
    case 'date':
      return ZIsoDate;
    case 'number':
      return z
        .number()
        .int()
        .min(f.min ?? 0)
        .max(f.max ?? 1_000_000);
  }
}

export interface FilterIssue {
  path: string;
  message: string;
}

/** Checks `raw` against `filters`: unknown keys and bad values become issues (path `filters.<key>`). */
export function checkReportFilters(
  filters: readonly ReportFilter[],
  raw: Readonly<Record<string, unknown>>,
): { ok: true; value: Record<string, unknown> } | { ok: false; issues: FilterIssue[] } {
  const issues: FilterIssue[] = [];
  const value: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(raw)) {
    const f = filters.find((x) => x.key === key);
    if (!f) {
      issues.push({ path: `filters.${key}`, message: `Unknown filter: ${key}` });
      continue;
    }
    if (v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    const r = filterValueSchema(f).safeParse(v);
    if (!r.success)
      issues.push({ path: `filters.${key}`, message: `${f.label}: ${r.error.issues[0]?.message ?? 'invalid value'}` });
    else value[key] = r.data;
  }
  return issues.length ? { ok: false, issues } : { ok: true, value };
}

// ─────────────────────────── custom reports ───────────────────────────

export const ZCustomReportEntity = z.enum(CUSTOM_REPORT_ENTITIES);
export const ZCustomReportFrequency = z.enum(CUSTOM_REPORT_FREQUENCIES);

export const ZCustomReportSchedule = z
  .object({
    frequency: ZCustomReportFrequency,
    /** Weekly: 1 (Monday) … 7 (Sunday). */
    dayOfWeek: z.number().int().min(1).max(7).optional(),
    /** Monthly: 1 … 28 (every month has it). */
    dayOfMonth: z.number().int().min(1).max(28).optional(),
    format: ZReportFormat,
    recipients: z.array(z.email().max(254)).min(1, 'Add at least one recipient').max(CUSTOM_REPORT_MAX_RECIPIENTS),
  })
  .refine((s) => (s.frequency === 'weekly' ? s.dayOfWeek !== undefined : s.dayOfMonth !== undefined), {
    message: 'Pick the day of delivery',
    path: ['frequency'],
  });
export type TCustomReportSchedule = z.infer<typeof ZCustomReportSchedule>;

export const ZCustomReportSpec = z.object({
  entity: ZCustomReportEntity,
  columns: z.array(ZKey).min(1, 'Pick at least one column').max(CUSTOM_REPORT_MAX_COLUMNS),
  filters: ZReportFilters.default({}),
  /** One column to group and count by (a key of the entity's `groupable`). */
  groupBy: ZKey.nullable().default(null),
  sort: ZReportSort.nullable().default(null),
});
export type TCustomReportSpec = z.infer<typeof ZCustomReportSpec>;

export const ZCustomReport = z.object({
  id: z.string(),
  name: z.string(),
  entity: ZCustomReportEntity,
  columns: z.array(z.string()),
  filters: z.record(z.string(), z.unknown()),
  groupBy: z.string().nullable(),
  sort: ZReportSort.nullable(),
  /** Shared with the firm (every staff user sees and runs it) or private to its owner. */
  shared: z.boolean(),
  ownerId: z.string(),
  ownerName: z.string().nullable(),
  /** The caller may edit, delete and schedule it (owner, or an admin for a shared one). */
  canEdit: z.boolean(),
  schedule: z
    .object({
      frequency: ZCustomReportFrequency,
      dayOfWeek: z.number().int().nullable(),
      dayOfMonth: z.number().int().nullable(),
      format: ZReportFormat,
      recipients: z.array(z.string()),
      nextRunAt: z.string().nullable(),
      lastRunAt: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCustomReport = z.infer<typeof ZCustomReport>;

/** Checks a custom report's columns, grouping, sort and filters against the entity's whitelist. */
export function checkCustomSpec(spec: TCustomReportSpec): FilterIssue[] {
  const def = CUSTOM_ENTITIES[spec.entity];
  const keys = new Set(def.columns.map((c) => c.key));
  const issues: FilterIssue[] = [];
  spec.columns.forEach((k, i) => {
    if (!keys.has(k)) issues.push({ path: `columns.${i}`, message: `Unknown column: ${k}` });
  });
  if (new Set(spec.columns).size !== spec.columns.length)
    issues.push({ path: 'columns', message: 'A column is listed twice' });
  if (spec.groupBy && !def.groupable.includes(spec.groupBy))
    issues.push({ path: 'groupBy', message: `Cannot group by ${spec.groupBy}` });
  if (spec.sort && !keys.has(spec.sort.key) && spec.sort.key !== 'count')
    issues.push({ path: 'sort.key', message: `Unknown sort column: ${spec.sort.key}` });
  const f = checkReportFilters(def.filters, spec.filters);
  if (!f.ok) issues.push(...f.issues);
  return issues;
}

// ─────────────────────────── processing times ───────────────────────────

export const ZProcessingTime = z.object({
  form: z.string(),
  label: z.string(),
  typicalDays: z.number().int(),
  premiumDays: z.number().int().nullable(),
  /** The date the figures were read. */
  asOf: z.string(),
  source: z.string(),
  /** True when the firm edited it (false: the product default). */
  custom: z.boolean(),
  updatedByName: z.string().nullable(),
});
export type TProcessingTime = z.infer<typeof ZProcessingTime>;
