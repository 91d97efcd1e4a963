/** SPEC §7: every request adds timezone and today (YYYY-MM-DD) to its payload. */
export function callContext(now: Date = new Date()): { timezone: string; today: string } {
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const pad = (n: number) => String(n).padStart(2, '0');
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return { timezone, today };
}
