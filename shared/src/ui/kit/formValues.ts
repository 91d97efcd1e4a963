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
