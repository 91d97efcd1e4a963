import type { TCustomReport, TCustomReportSpec } from 'shared/contract';
import {
  CUSTOM_ENTITIES,
  CUSTOM_REPORT_MAX_RECIPIENTS,
  formatDateTime,
  validateEmail,
  type CustomReportEntity,
  type ReportColumn,
} from 'shared/domain';
import type { FilterValue } from './reportUrl';

/** Days of a weekly delivery (1 = Monday, as the contract counts). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const COUNT_COLUMN: ReportColumn = { key: 'count', label: 'Count', type: 'number', sortable: true };

/** What the builder edits (the saved spec plus the name and sharing). */
export interface BuilderState {
  name: string;
  shared: boolean;
  entity: CustomReportEntity;
  columns: readonly string[];
  filters: Readonly<Record<string, FilterValue>>;
  groupBy: string | null;
  sort: TCustomReportSpec['sort'];
}

export const newBuilderState = (entity: CustomReportEntity = 'cases'): BuilderState => ({
  name: '',
  shared: false,
  entity,
  columns: [...CUSTOM_ENTITIES[entity].defaultColumns],
  filters: {},
  groupBy: null,
  sort: null,
});

export const builderFromReport = (r: TCustomReport): BuilderState => ({
  name: r.name,
  shared: r.shared,
  entity: r.entity,
  columns: r.columns,
  filters: r.filters as Record<string, FilterValue>,
  groupBy: r.groupBy,
  sort: r.sort,
});

export const specOf = (s: BuilderState): TCustomReportSpec => ({
  entity: s.entity,
  columns: [...s.columns],
  filters: { ...s.filters } as TCustomReportSpec['filters'],
  groupBy: s.groupBy,
  sort: s.sort,
});

/**
 * The columns a run shows: a grouped report answers one row per group (`<groupBy>`, `count`);
 * otherwise the chosen columns in the entity's order of definition as picked.
 */
export function runColumns(
  entity: CustomReportEntity,
  columns: readonly string[],
  groupBy: string | null,
): ReportColumn[] {
  const defs = CUSTOM_ENTITIES[entity].columns;
  if (groupBy) {
    const g = defs.find((c) => c.key === groupBy);
    return [...(g ? [g] : []), COUNT_COLUMN];
  }
  return columns.flatMap((k) => defs.filter((c) => c.key === k));
}

export function scheduleSummary(r: TCustomReport): string {
  const s = r.schedule;
  if (!s) return 'Not scheduled';
  const when =
    s.frequency === 'weekly'
      ? `Weekly on ${WEEKDAYS[(s.dayOfWeek ?? 1) - 1] ?? 'Monday'}`
      : `Monthly on day ${s.dayOfMonth ?? 1}`;
  const next = s.nextRunAt ? `; next ${formatDateTime(s.nextRunAt)}` : '';
  return `${when}, ${s.format.toUpperCase()} to ${s.recipients.length} recipient(s)${next}`;
}

/** Recipients typed one per line or separated by commas; each checked like every e-mail field. */
export function parseRecipients(text: string): { emails: string[]; error: string | null } {
  const emails = [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((e) => e.trim())
        .filter((e) => e !== ''),
    ),
  ];
  if (emails.length === 0) return { emails, error: 'Add at least one recipient' };
  if (emails.length > CUSTOM_REPORT_MAX_RECIPIENTS)
    return { emails, error: `At most ${CUSTOM_REPORT_MAX_RECIPIENTS} recipients` };
  for (const e of emails) {
    const problem = validateEmail(e, 'recipient');
    if (problem) return { emails, error: `${problem}: ${e}` };
  }
  return { emails, error: null };
}
