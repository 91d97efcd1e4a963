/* Dates as the API answers them: timestamps as ISO strings, calendar dates as YYYY-MM-DD. */

/** ISO timestamp of a Date or a date string; null for none. */
export function iso(d: Date | string): string;
export function iso(d: Date | string | null | undefined): string | null;
export function iso(d: Date | string | null | undefined): string | null {
  return d == null || d === '' ? null : (d instanceof Date ? d : new Date(d)).toISOString();
}

/** ISO timestamp, the epoch for none (the people records' never-null timestamps). */
export const isoOrEpoch = (d: Date | string | null | undefined): string => iso(d) ?? new Date(0).toISOString();

/** The payload's `today` (the browser's date) or the server's UTC date, YYYY-MM-DD. */
export const todayOf = (payload: { today?: string | undefined }): string =>
  payload.today ?? new Date().toISOString().slice(0, 10);

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetweenIso(from: string, to: string): number {
  const a = Date.UTC(+from.slice(0, 4), +from.slice(5, 7) - 1, +from.slice(8, 10));
  const b = Date.UTC(+to.slice(0, 4), +to.slice(5, 7) - 1, +to.slice(8, 10));
  return Math.round((b - a) / 86_400_000);
}

export function addDaysIso(date: string, days: number): string {
  const d = new Date(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)));
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function addYearsIso(date: string, years: number): string {
  const y = +date.slice(0, 4) + years;
  const m = +date.slice(5, 7);
  const dd = Math.min(+date.slice(8, 10), new Date(Date.UTC(y, m, 0)).getUTCDate());
  return `${y}-${String(m).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
}
