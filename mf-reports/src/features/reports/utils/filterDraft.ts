import { isoToUs, usToIso, VALIDATION_MESSAGES, type ReportFilter } from 'shared/domain';
import type { FilterValue } from './reportUrl';

/*
 * What the filter bar edits before Apply: dates as typed (MM/DD/YYYY), numbers as typed, lists
 * and choices as they will be sent. `fromDraft` checks the typed values and answers the filters
 * or one message per filter key.
 */

export type DraftValue = string | readonly string[] | readonly number[] | { from: string; to: string };
export type FilterDraft = Readonly<Record<string, DraftValue>>;

export const RANGE_ORDER_MESSAGE = 'The start date must not be after the end date';

export function toDraft(filters: readonly ReportFilter[], values: Readonly<Record<string, FilterValue>>): FilterDraft {
  const draft: Record<string, DraftValue> = {};
  for (const f of filters) {
    const v = values[f.key];
    switch (f.type) {
      case 'dateRange': {
        const r = v && typeof v === 'object' && !Array.isArray(v) ? v : {};
        draft[f.key] = { from: isoToUs(r.from), to: isoToUs(r.to) };
        break;
      }
      case 'date':
        draft[f.key] = typeof v === 'string' ? isoToUs(v) : '';
        break;
      case 'caseTypes':
      case 'caseStatuses':
        draft[f.key] = Array.isArray(v) ? v.map(Number) : [];
        break;
      case 'branches':
      case 'petitioners':
      case 'users':
      case 'multiChoice':
        draft[f.key] = Array.isArray(v) ? v.map(String) : [];
        break;
      default:
        draft[f.key] = v === undefined || v === null ? '' : String(v);
    }
  }
  return draft;
}

export type DraftCheck =
  { ok: true; filters: Record<string, FilterValue> } | { ok: false; errors: Record<string, string> };

export function fromDraft(filters: readonly ReportFilter[], draft: FilterDraft): DraftCheck {
  const out: Record<string, FilterValue> = {};
  const errors: Record<string, string> = {};
  for (const f of filters) {
    const d = draft[f.key];
    if (d === undefined) continue;
    switch (f.type) {
      case 'dateRange': {
        const r = d as { from: string; to: string };
        const from = r.from.trim() ? usToIso(r.from) : null;
        const to = r.to.trim() ? usToIso(r.to) : null;
        if ((r.from.trim() && !from) || (r.to.trim() && !to)) errors[f.key] = VALIDATION_MESSAGES.date;
        else if (from && to && from > to) errors[f.key] = RANGE_ORDER_MESSAGE;
        else if (from || to) out[f.key] = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
        break;
      }
      case 'date': {
        const text = (d as string).trim();
        if (!text) break;
        const iso = usToIso(text);
        if (!iso) errors[f.key] = VALIDATION_MESSAGES.date;
        else out[f.key] = iso;
        break;
      }
      case 'fiscalYear':
      case 'number': {
        const text = (d as string).trim();
        if (!text) break;
        const n = Number(text);
        const min = f.type === 'fiscalYear' ? 2000 : (f.min ?? 0);
        const max = f.type === 'fiscalYear' ? 2100 : (f.max ?? 1_000_000);
        if (!Number.isInteger(n) || n < min || n > max)
          errors[f.key] = `${f.label}: enter a whole number from ${min} to ${max}`;
        else out[f.key] = n;
        break;
      }
      case 'caseTypes':
      case 'caseStatuses':
      case 'branches':
      case 'petitioners':
      case 'users':
      case 'multiChoice': {
        const values = d as readonly (string | number)[];
        if (values.length) out[f.key] = [...values] as FilterValue;
        break;
      }
      default: {
        const text = (d as string).trim();
        if (text) out[f.key] = text;
      }
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, filters: out };
}

/** How many filters hold a value (for the "Filters (n)" label and the empty state). */
export const countActive = (values: Readonly<Record<string, FilterValue>>): number =>
  Object.values(values).filter(
    (v) =>
      v !== undefined &&
      v !== '' &&
      !(Array.isArray(v) && v.length === 0) &&
      !(typeof v === 'object' && v !== null && !Array.isArray(v) && !v.from && !v.to),
  ).length;
