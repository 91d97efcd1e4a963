import { formatUsDate, parseUsDate } from 'shared/domain';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A payload date (YYYY-MM-DD) as the form shows it (MM/DD/YYYY); '' for none. */
export const isoToUs = (iso: string | null | undefined): string => (iso ? formatUsDate(iso) : '');

/** A form date (MM/DD/YYYY) as the payload wants it (YYYY-MM-DD); null when blank or not a date. */
export const usToIso = (us: string | null | undefined): string | null => {
  const parts = parseUsDate((us ?? '').trim());
  return parts ? `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}` : null;
};

/** Blank → null, else the trimmed text. */
export const textOrNull = (value: string | null | undefined): string | null => {
  const v = (value ?? '').trim();
  return v === '' ? null : v;
};

/** Blank → null, else the number ('1,200' and '$5' read as numbers; junk → null). */
export const numberOrNull = (value: string | null | undefined): number | null => {
  const v = (value ?? '').replace(/[,$\s]/g, '');
  if (v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};
