import { TRUNCATE_SUFFIX } from './limits';

/** SPEC §9 formatting, shared by every screen and by server-side mail and PDFs. */

/** SPEC §9: money in USD with 2 decimals by default. Non-numbers give ''. */
export const formatMoney = (amount: number | string | null | undefined, currency = 'USD', decimals = 2): string => {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (value == null || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
};

const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** SPEC §9: byte sizes in 1024 steps (Bytes, KB, MB, GB); GB is the largest unit. */
export const formatBytes = (bytes: number, decimals = 2): string => {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const step = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), BYTE_UNITS.length - 1);
  const value = Number((bytes / 1024 ** step).toFixed(decimals));
  return `${value} ${BYTE_UNITS[step]}`;
};

/** SPEC §9: cut text longer than `length` characters and mark the cut with '....'. */
export const truncate = (text: string | null | undefined, length: number): string => {
  const value = text ?? '';
  return value.length > length ? `${value.slice(0, length)}${TRUNCATE_SUFFIX}` : value;
};

/** SPEC §9 overdue label, word for word ('day(s)' is literal). */
export const overdueLabel = (days: number): string => `Overdue by ${days} day(s)`;

export const TIME_RANGE_LABELS = ['<1 Week', '1 Week', '3+ Weeks'] as const;
export type TimeRangeLabel = (typeof TIME_RANGE_LABELS)[number];

/**
 * SPEC §9 groups ages into '<1 Week', '1 Week' and '3+ Weeks' and gives no thresholds. Passage's:
 * under 7 days is '<1 Week'; 7 to 20 days is '1 Week' (one or two whole weeks, since no
 * '2 Weeks' group exists); 21 days or more is '3+ Weeks'.
 */
export const timeRangeLabel = (days: number): TimeRangeLabel => {
  if (days < 7) return '<1 Week';
  if (days < 21) return '1 Week';
  return '3+ Weeks';
};

// ───────────────────────────── dates ─────────────────────────────

/** A calendar date and wall-clock time, free of time zones. */
export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

const isCalendarDate = (year: number, month: number, day: number): boolean => {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
};

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** 'MM/DD/YYYY' → parts (time 00:00), or undefined when not that format or not a real date. */
export const parseUsDate = (text: string): DateParts | undefined => {
  const m = US_DATE.exec(text.trim());
  if (!m) return undefined;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isCalendarDate(year, month, day) ? { year, month, day, hour: 0, minute: 0 } : undefined;
};

/*
 * One formatter per time zone: building an `Intl.DateTimeFormat` costs far more than using one, and
 * a details page formats dozens of dates in its first render (issue 21 point 4). The runtime's own
 * zone (no `timeZone`) is built anew after a minute, so a device whose zone changes follows it.
 */
const PARTS_FORMATTERS = new Map<string | undefined, { f: Intl.DateTimeFormat; at: number }>();
const RUNTIME_ZONE_TTL_MS = 60_000;
const partsFormatter = (timeZone: string | undefined): Intl.DateTimeFormat => {
  const now = Date.now();
  const kept = PARTS_FORMATTERS.get(timeZone);
  if (kept && (timeZone !== undefined || (now >= kept.at && now - kept.at < RUNTIME_ZONE_TTL_MS))) return kept.f;
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  // An invalid zone throws above, as before, and is not kept.
  PARTS_FORMATTERS.set(timeZone, { f, at: now });
  return f;
};

/**
 * Calendar parts of a value. A bare 'YYYY-MM-DD' is a calendar date and never shifts with the time
 * zone; a Date, timestamp or ISO date-time is read in `timeZone` (default: the runtime's zone).
 */
export const dateParts = (
  value: Date | string | number | null | undefined,
  timeZone?: string,
): DateParts | undefined => {
  if (value == null || value === '') return undefined;
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value.trim());
    if (m) {
      const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
      return isCalendarDate(year, month, day) ? { year, month, day, hour: 0, minute: 0 } : undefined;
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = partsFormatter(timeZone).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
};

const render = (
  p: DateParts,
  pattern: 'MMM DD, YYYY' | 'MM/DD/YYYY' | 'MMM DD, YYYY hh:mm A' | 'YYYY-MM-DD',
): string => {
  const date = `${MONTHS[p.month - 1]} ${pad(p.day)}, ${pad(p.year, 4)}`;
  switch (pattern) {
    case 'MMM DD, YYYY':
      return date;
    case 'MM/DD/YYYY':
      return `${pad(p.month)}/${pad(p.day)}/${pad(p.year, 4)}`;
    case 'YYYY-MM-DD':
      return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
    case 'MMM DD, YYYY hh:mm A': {
      const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
      return `${date} ${pad(hour12)}:${pad(p.minute)} ${p.hour < 12 ? 'AM' : 'PM'}`;
    }
  }
};

type DateInput = Date | string | number | null | undefined;
const formatWith =
  (pattern: Parameters<typeof render>[1]) =>
  (value: DateInput, timeZone?: string): string => {
    const parts = dateParts(value, timeZone);
    return parts ? render(parts, pattern) : '';
  };

/** 'MMM DD, YYYY', e.g. 'Mar 05, 2026'; '' for no or an invalid date. */
export const formatDate = formatWith('MMM DD, YYYY');
/** 'MM/DD/YYYY', e.g. '03/05/2026'. */
export const formatUsDate = formatWith('MM/DD/YYYY');
/** 'MMM DD, YYYY hh:mm A', e.g. 'Mar 05, 2026 02:07 PM'. */
export const formatDateTime = formatWith('MMM DD, YYYY hh:mm A');
/** YYYY-MM-DD, the payload format (SPEC §7 `today` and every date sent to the server). */
export const toPayloadDate = formatWith('YYYY-MM-DD');

/** Whole calendar days from `from` to `to` (negative when `to` is earlier); undefined if either is invalid. */
export const daysBetween = (from: DateInput, to: DateInput, timeZone?: string): number | undefined => {
  const a = dateParts(from, timeZone);
  const b = dateParts(to, timeZone);
  if (!a || !b) return undefined;
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
};

/** A payload date (YYYY-MM-DD) as a form shows it (MM/DD/YYYY, SPEC §5); '' for none. */
export const isoToUs = (iso: string | null | undefined): string => (iso ? formatUsDate(iso) : '');

/** A form date (MM/DD/YYYY) as a payload wants it (YYYY-MM-DD); null when blank or not a date. */
export const usToIso = (us: string | null | undefined): string | null => {
  const parts = parseUsDate((us ?? '').trim());
  return parts ? `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}` : null;
};
