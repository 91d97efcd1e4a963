import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { STAFF_AND_PETITIONER_ROLES } from '../../domain/roles';
import { ZMonth } from './dashboard-schemas';

/** The longest trend window, in months. */
export const MAX_TREND_MONTHS = 36;

const monthIndex = (m: string): number => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;

export const ZTrendsPayload = callPayload({
  /** First month (default: eleven months before the caller's month). */
  from: ZMonth.optional(),
  /** Last month (default: the caller's month). */
  to: ZMonth.optional(),
  typeIds: z.array(z.number().int().min(1).max(100_000)).max(50).optional(),
  branchIds: z.array(z.uuid()).max(50).optional(),
}).superRefine((p, ctx) => {
  if (p.from && p.to) {
    const n = monthIndex(p.to) - monthIndex(p.from) + 1;
    if (n < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last month is before the first month.' });
    else if (n > MAX_TREND_MONTHS) ctx.addIssue({ code: 'custom', path: ['to'], message: `Trends cover at most ${MAX_TREND_MONTHS} months.` });
  }
});
export type TTrendsPayload = z.input<typeof ZTrendsPayload>;

const ZRate = z.number().min(0).max(1);

export const ZTrendsResult = z.object({
  from: ZMonth,
  to: ZMonth,
  /** When they were counted (ISO): a large firm's trends may be a snapshot up to a minute old. */
  computedAt: z.string(),
  /** Every month of the window, oldest first (zeros included). */
  months: z.array(z.object({ month: ZMonth, opened: z.number().int(), closed: z.number().int(), approved: z.number().int() })),
  /** Cases decided in the window by case type: approved / RFE / denied shares of the decided. */
  outcomesByType: z.array(
    z.object({
      typeId: z.number().int(),
      typeName: z.string(),
      decided: z.number().int(),
      approved: z.number().int(),
      rfe: z.number().int(),
      denied: z.number().int(),
      approvalRate: ZRate,
      rfeRate: ZRate,
      denialRate: ZRate,
    }),
  ),
  /** Average days a workflow step took (from the previous completion, or the case's creation), steps completed in the window. */
  stepDurations: z.array(z.object({ code: z.string(), label: z.string(), completed: z.number().int(), avgDays: z.number() })),
  /** Open cases per attorney and per paralegal, with overdue and due within 7 days. */
  workload: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      role: z.enum(['attorney', 'paralegal']),
      open: z.number().int(),
      overdue: z.number().int(),
      dueSoon: z.number().int(),
    }),
  ),
});
export type TTrendsResult = z.infer<typeof ZTrendsResult>;

export const trendsCall = defineCall({
  path: '/dashboard/trends',
  readOnly: true,
  summary:
    "The firm's trends for /dashboard-v2: cases opened, closed and approved per month; approval, RFE and denial rates by type; average days per workflow step; workload by attorney and paralegal. Only cases the caller may see.",
  payload: ZTrendsPayload,
  result: ZTrendsResult,
  auth: { kind: 'session', roles: STAFF_AND_PETITIONER_ROLES },
  scope: 'tenant',
  ids: { branchIds: 'branch' },
  example: { from: '2026-01', to: '2026-12' },
});
