import * as rruleModule from 'rrule';
import { dateParts } from 'shared/domain';
import type { TReminderRepeat } from 'shared/contract';

/*
 * Reminder times: a local date and time in an IANA time zone → the UTC instant, and the next
 * occurrence of a repeating reminder. Repeats are computed by rrule on the *wall-clock* time
 * (floating: dtstart is the local date and time written as if it were UTC), then turned back into
 * an instant in the zone, so "every day at 09:00 New York" stays at 09:00 across DST changes.
 */

type RRuleCtor = typeof rruleModule.RRule;
// rrule ships a UMD bundle: jest (CommonJS) sees RRule on the module, Node's ESM on its default.
const mod = rruleModule as unknown as { RRule?: RRuleCtor; default?: { RRule: RRuleCtor } };
const RRule: RRuleCtor = mod.RRule ?? mod.default!.RRule;

const pad = (n: number) => String(n).padStart(2, '0');

/** Is `tz` an IANA time zone this runtime knows? */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const wallOf = (date: string, time: string): number => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, hh, mm);
};

/** The wall-clock time of an instant in `tz`, as a floating Date (its UTC fields are the local ones). */
const wallAt = (instant: Date, tz: string): Date => {
  const p = dateParts(instant, tz)!;
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute));
};

/** The instant at which it is `date` `time` in `tz` (a time skipped by DST moves forward by the gap). */
export function zonedToUtc(date: string, time: string, tz: string): Date {
  const wall = wallOf(date, time);
  let guess = wall;
  for (let i = 0; i < 3; i++) {
    const seen = wallAt(new Date(guess), tz).getTime();
    if (seen === wall) break;
    guess -= seen - wall;
  }
  return new Date(guess);
}

const FREQ: Record<Exclude<TReminderRepeat, 'none'>, number> = {
  daily: RRule.DAILY,
  weekly: RRule.WEEKLY,
  monthly: RRule.MONTHLY,
  yearly: RRule.YEARLY,
};

/** The RRULE text of a repeat ('' for none), as stored for the record and shown in the docs. */
export const ruleText = (repeat: TReminderRepeat): string => (repeat === 'none' ? '' : new RRule({ freq: FREQ[repeat] }).toString());

/**
 * The first occurrence strictly after `after` of a reminder first due at `date` `time` in `tz`,
 * or null when it does not repeat.
 */
export function nextOccurrence(r: { date: string; time: string; timezone: string; repeat: TReminderRepeat }, after: Date): Date | null {
  if (r.repeat === 'none') return null;
  const rule = new RRule({ freq: FREQ[r.repeat], dtstart: new Date(wallOf(r.date, r.time)) });
  const next = rule.after(wallAt(after, r.timezone), false);
  if (!next) return null;
  const date = `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
  const time = `${pad(next.getUTCHours())}:${pad(next.getUTCMinutes())}`;
  const at = zonedToUtc(date, time, r.timezone);
  // A wall time repeated by DST (fall back) can map to an instant not after `after`: take the next one.
  return at.getTime() > after.getTime() ? at : nextOccurrence(r, new Date(after.getTime() + 60_000 * 60));
}
