/*
 * The browser's time zone, read once a minute at most: `Intl.DateTimeFormat()` builds a formatter
 * (ICU) on each call, and every request adds the zone (issue 21 point 4: a dozen calls on a page's
 * first view cost tens of milliseconds of main thread on a slow phone).
 */
let zone: { name: string; at: number } | undefined;
const ZONE_TTL_MS = 60_000;

function browserTimeZone(nowMs: number): string {
  if (!zone || nowMs - zone.at >= ZONE_TTL_MS || nowMs < zone.at) {
    zone = { name: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', at: nowMs };
  }
  return zone.name;
}

/** SPEC §7: every request adds timezone and today (YYYY-MM-DD) to its payload. */
export function callContext(now: Date = new Date()): { timezone: string; today: string } {
  const timezone = browserTimeZone(Date.now());
  const pad = (n: number) => String(n).padStart(2, '0');
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return { timezone, today };
}
