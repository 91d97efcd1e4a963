/*
 * Business ("working") days for the LCA notice and public access file clocks (issue 19 points 3–4,
 * DOMAIN.md §2, docs/lca-paf.md). A business day is Monday to Friday and not a US federal holiday
 * as 5 U.S.C. 6103 lists them, on the day they are observed (a Saturday holiday is observed the
 * Friday before, a Sunday holiday the Monday after). Inauguration Day (DC area only) and one-off
 * closures by executive order are not modelled: a firm that closes on them records its own
 * dates. Dates are ISO `YYYY-MM-DD` strings, read in UTC so no time zone shifts a day.
 */

const DAY_MS = 86_400_000;
const parse = (d: string): Date => new Date(`${d}T00:00:00Z`);
const iso = (d: Date): string => d.toISOString().slice(0, 10);
export const addCalendarDays = (date: string, days: number): string => iso(new Date(parse(date).getTime() + days * DAY_MS));

/** The `n`th (1-based) `weekday` (0 = Sunday) of a month, or the last one when n = -1. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month, 1));
    const offset = (weekday - first.getUTCDay() + 7) % 7;
    return iso(new Date(Date.UTC(year, month, 1 + offset + 7 * (n - 1))));
  }
  const last = new Date(Date.UTC(year, month + 1, 0));
  const back = (last.getUTCDay() - weekday + 7) % 7;
  return iso(new Date(Date.UTC(year, month, last.getUTCDate() - back)));
}

/** A fixed-date holiday moved to the day it is observed (Saturday → Friday, Sunday → Monday). */
function observed(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month, day));
  const dow = d.getUTCDay();
  return iso(new Date(d.getTime() + (dow === 6 ? -1 : dow === 0 ? 1 : 0) * DAY_MS));
}

export interface FederalHoliday {
  date: string;
  name: string;
}

/** The federal holidays (5 U.S.C. 6103) of the holidays' own year, on their observed days. */
export function federalHolidays(year: number): FederalHoliday[] {
  return [
    { date: observed(year, 0, 1), name: 'New Year’s Day' },
    { date: nthWeekday(year, 0, 1, 3), name: 'Birthday of Martin Luther King, Jr.' },
    { date: nthWeekday(year, 1, 1, 3), name: 'Washington’s Birthday' },
    { date: nthWeekday(year, 4, 1, -1), name: 'Memorial Day' },
    ...(year >= 2021 ? [{ date: observed(year, 5, 19), name: 'Juneteenth National Independence Day' }] : []),
    { date: observed(year, 6, 4), name: 'Independence Day' },
    { date: nthWeekday(year, 8, 1, 1), name: 'Labor Day' },
    { date: nthWeekday(year, 9, 1, 2), name: 'Columbus Day' },
    { date: observed(year, 10, 11), name: 'Veterans Day' },
    { date: nthWeekday(year, 10, 4, 4), name: 'Thanksgiving Day' },
    { date: observed(year, 11, 25), name: 'Christmas Day' },
  ];
}

const holidayCache = new Map<number, Set<string>>();
/** Observed holiday dates falling in calendar year `year` (New Year's Day of year+1 may be observed on Dec 31). */
function holidaySet(year: number): Set<string> {
  let s = holidayCache.get(year);
  if (!s) {
    s = new Set([...federalHolidays(year), ...federalHolidays(year + 1)].map((h) => h.date).filter((d) => d.startsWith(`${year}-`)));
    holidayCache.set(year, s);
  }
  return s;
}

export interface BusinessDayOptions {
  /** Skip the federal holidays too (default true). */
  federalHolidays?: boolean;
}

export function isFederalHoliday(date: string): boolean {
  return holidaySet(Number(date.slice(0, 4))).has(date);
}

export function isBusinessDay(date: string, opts: BusinessDayOptions = {}): boolean {
  const dow = parse(date).getUTCDay();
  if (dow === 0 || dow === 6) return false;
  return opts.federalHolidays === false ? true : !isFederalHoliday(date);
}

/** `date` itself when it is a business day, else the next business day. */
export function onOrNextBusinessDay(date: string, opts: BusinessDayOptions = {}): string {
  let d = date;
  while (!isBusinessDay(d, opts)) d = addCalendarDays(d, 1);
  return d;
}

/** The `n`th business day after `date` (n ≥ 0; n = 0 is `date` itself whatever day it is). */
export function addBusinessDays(date: string, n: number, opts: BusinessDayOptions = {}): string {
  let d = date;
  let left = n;
  while (left > 0) {
    d = addCalendarDays(d, 1);
    if (isBusinessDay(d, opts)) left -= 1;
  }
  return d;
}

/** Business days from `from` (excluded) to `to` (included); negative when `to` is before `from`. */
export function businessDaysBetween(from: string, to: string, opts: BusinessDayOptions = {}): number {
  if (to === from) return 0;
  const sign = to > from ? 1 : -1;
  const [a, b] = sign > 0 ? [from, to] : [to, from];
  let n = 0;
  for (let d = addCalendarDays(a, 1); d <= b; d = addCalendarDays(d, 1)) if (isBusinessDay(d, opts)) n += 1;
  return sign * n;
}
