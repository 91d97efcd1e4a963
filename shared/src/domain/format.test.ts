import {
  TIME_RANGE_LABELS,
  dateParts,
  daysBetween,
  formatBytes,
  formatDate,
  formatDateTime,
  formatMoney,
  formatUsDate,
  overdueLabel,
  parseUsDate,
  timeRangeLabel,
  toPayloadDate,
  truncate,
} from './format';
import { TRUNCATE_LENGTHS } from './limits';

describe('money (SPEC §9: USD with 2 decimals by default)', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [-12.345, '-$12.35'],
    ['99.999', '$100.00'],
    [null, ''],
    ['abc', ''],
  ])('%s → %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it('takes another currency or precision when asked', () => {
    expect(formatMoney(5, 'EUR')).toBe('€5.00');
    expect(formatMoney(5.1234, 'USD', 4)).toBe('$5.1234');
  });
});

describe('byte sizes (SPEC §9: 1024 steps, Bytes, KB, MB, GB)', () => {
  it.each([
    [0, '0 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 ** 2 * 5.25, '5.25 MB'],
    [1024 ** 3, '1 GB'],
    [1024 ** 4, '1024 GB'],
    [-5, '0 Bytes'],
  ])('%s → %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });
});

describe("truncation (SPEC §9: 10, 30, 100, 200 and 40, with '....')", () => {
  it.each(Object.values(TRUNCATE_LENGTHS))('cuts at %i characters', (length) => {
    const long = 'x'.repeat(length + 1);
    expect(truncate(long, length)).toBe(`${'x'.repeat(length)}....`);
    expect(truncate('x'.repeat(length), length)).toBe('x'.repeat(length));
  });

  it('treats a missing text as empty', () => {
    expect(truncate(undefined, 10)).toBe('');
  });
});

describe('labels (SPEC §9)', () => {
  it("The overdue label is 'Overdue by N day(s)'", () => {
    expect(overdueLabel(1)).toBe('Overdue by 1 day(s)');
    expect(overdueLabel(12)).toBe('Overdue by 12 day(s)');
  });

  it.each([
    [0, '<1 Week'],
    [6, '<1 Week'],
    [7, '1 Week'],
    [20, '1 Week'],
    [21, '3+ Weeks'],
    [400, '3+ Weeks'],
  ])('Time-range grouping labels: %i days → %s', (days, expected) => {
    expect(timeRangeLabel(days)).toBe(expected);
    expect(TIME_RANGE_LABELS).toContain(expected);
  });
});

describe("dates (SPEC §9: 'MMM DD, YYYY', 'MM/DD/YYYY', 'MMM DD, YYYY hh:mm A', YYYY-MM-DD)", () => {
  const afternoon = '2026-03-05T19:07:00Z';

  it('formats a date-time in the given time zone', () => {
    expect(formatDate(afternoon, 'UTC')).toBe('Mar 05, 2026');
    expect(formatUsDate(afternoon, 'UTC')).toBe('03/05/2026');
    expect(formatDateTime(afternoon, 'UTC')).toBe('Mar 05, 2026 07:07 PM');
    expect(formatDateTime(afternoon, 'America/New_York')).toBe('Mar 05, 2026 02:07 PM');
    expect(toPayloadDate('2026-03-06T02:00:00Z', 'America/Los_Angeles')).toBe('2026-03-05');
  });

  it('writes midnight and noon as 12 AM and 12 PM', () => {
    expect(formatDateTime('2026-01-01T00:05:00Z', 'UTC')).toBe('Jan 01, 2026 12:05 AM');
    expect(formatDateTime('2026-01-01T12:00:00Z', 'UTC')).toBe('Jan 01, 2026 12:00 PM');
  });

  it('never shifts a bare calendar date with the time zone', () => {
    expect(formatDate('2026-12-31', 'Pacific/Kiritimati')).toBe('Dec 31, 2026');
    expect(formatUsDate('2026-12-31', 'America/Adak')).toBe('12/31/2026');
    expect(toPayloadDate(new Date(Date.UTC(2026, 0, 2, 12)), 'UTC')).toBe('2026-01-02');
  });

  it('gives an empty string for no or an invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
    expect(dateParts('')).toBeUndefined();
  });

  it('parses MM/DD/YYYY strictly', () => {
    expect(parseUsDate('12/31/2026')).toEqual({ year: 2026, month: 12, day: 31, hour: 0, minute: 0 });
    expect(parseUsDate('04/31/2026')).toBeUndefined();
    expect(parseUsDate('1/2/2026')).toBeUndefined();
  });

  it('counts calendar days between dates', () => {
    expect(daysBetween('2026-03-01', '2026-03-05')).toBe(4);
    expect(daysBetween('2026-03-05', '2026-03-01')).toBe(-4);
    expect(daysBetween('2026-03-07', '2026-03-09T01:00:00Z', 'UTC')).toBe(2);
    expect(daysBetween('x', '2026-03-01')).toBeUndefined();
  });
});
