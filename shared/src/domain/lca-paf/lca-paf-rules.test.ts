import {
  addBusinessDays,
  businessDaysBetween,
  federalHolidays,
  isBusinessDay,
  LCA_PAF_RULES,
  mayPurge,
  noticeCanComeDownOn,
  noticeLastRequiredDay,
  noticeLocationState,
  pafDueOn,
  pafRequestDueOn,
  retentionOf,
  worksiteNoticeState,
  type NoticeLocationInput,
} from '.';

describe('federal holidays (5 U.S.C. 6103, observed days)', () => {
  it.each([
    [2026, ['2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-07-03', '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25']],
    [2027, ['2027-01-01', '2027-01-18', '2027-02-15', '2027-05-31', '2027-06-18', '2027-07-05', '2027-09-06', '2027-10-11', '2027-11-11', '2027-11-25', '2027-12-24']],
  ])('%i', (year, dates) => {
    expect(federalHolidays(year).map((h) => h.date)).toEqual(dates);
  });

  it.each([
    ['2026-11-26', false, 'Thanksgiving'],
    ['2026-11-27', true, 'the Friday after Thanksgiving is a working day'],
    ['2026-11-28', false, 'Saturday'],
    ['2026-11-29', false, 'Sunday'],
    ['2026-07-03', false, 'Independence Day observed on Friday'],
    ['2021-12-31', false, 'New Year 2022 (a Saturday) observed on Friday 31 December 2021'],
    ['2026-12-31', true, 'New Year 2027 is a Friday: 31 December 2026 is a working day'],
    ['2026-12-30', true, 'an ordinary Wednesday'],
  ])('%s business day: %s (%s)', (date, expected) => {
    expect(isBusinessDay(date)).toBe(expected);
  });

  it('holidays may be switched off (weekends only)', () => {
    expect(isBusinessDay('2026-11-26', { federalHolidays: false })).toBe(true);
    expect(isBusinessDay('2026-11-28', { federalHolidays: false })).toBe(false);
  });
});

describe('business day arithmetic', () => {
  it.each([
    ['2026-11-23', 1, '2026-11-24'], // Mon → Tue
    ['2026-11-25', 1, '2026-11-27'], // Wed → Fri (Thanksgiving skipped)
    ['2026-11-27', 1, '2026-11-30'], // Fri → Mon
    ['2026-11-28', 1, '2026-11-30'], // Sat → Mon
    ['2026-12-31', 1, '2027-01-04'], // Thu → Mon (New Year on Friday, then weekend)
    ['2021-12-30', 1, '2022-01-03'], // Thu → Mon (New Year 2022 observed on Friday 31 Dec)
    ['2026-11-23', 0, '2026-11-23'],
    ['2026-11-23', 10, '2026-12-08'],
  ])('%s + %i business days = %s', (from, n, to) => {
    expect(addBusinessDays(from, n)).toBe(to);
  });

  it.each([
    ['2026-11-23', '2026-11-30', 4],
    ['2026-11-30', '2026-11-23', -4],
    ['2026-11-23', '2026-11-23', 0],
  ])('between %s and %s: %i', (a, b, n) => {
    expect(businessDaysBetween(a, b)).toBe(n);
  });
});

describe('posting notice: 10 days', () => {
  it.each([
    // posted, business last day, can come down, calendar last day
    ['2026-11-02', '2026-11-16', '2026-11-17', '2026-11-11'], // Veterans Day (Wed 11 Nov) skipped in business mode
    ['2026-11-20', '2026-12-04', '2026-12-05', '2026-11-29'], // Thanksgiving skipped
    ['2026-11-21', '2026-12-07', '2026-12-08', '2026-11-30'], // a Saturday posting starts counting on Monday
    ['2026-12-28', '2027-01-11', '2027-01-12', '2027-01-06'], // New Year's Day (Friday) skipped
  ])('posted %s: up until %s, down from %s (calendar: until %s)', (posted, last, down, calendarLast) => {
    expect(noticeLastRequiredDay(posted)).toBe(last);
    expect(noticeCanComeDownOn(posted)).toBe(down);
    expect(noticeLastRequiredDay(posted, { ...LCA_PAF_RULES, noticeDayKind: 'calendar' })).toBe(calendarLast);
  });

  const loc = (mode: 'hardcopy' | 'electronic', postedOn: string | null, removedOn: string | null = null): NoticeLocationInput => ({ mode, postedOn, removedOn });

  it.each([
    [loc('hardcopy', null), '2026-12-01', 'not-posted'],
    [loc('hardcopy', '2026-11-02'), '2026-11-16', 'posted'],
    [loc('hardcopy', '2026-11-02'), '2026-11-17', 'complete'],
    [loc('hardcopy', '2026-11-02', '2026-11-17'), '2026-11-17', 'complete'],
    [loc('hardcopy', '2026-11-02', '2026-11-16'), '2026-12-01', 'removed-early'],
    [loc('electronic', '2026-11-02'), '2026-11-05', 'posted'],
  ] as const)('location %o on %s: %s', (l, today, state) => {
    expect(noticeLocationState(l, today)).toBe(state);
  });

  it.each([
    [[], 'missing'],
    [[loc('hardcopy', '2026-11-02')], 'missing'],
    [[loc('hardcopy', '2026-11-02'), loc('hardcopy', null)], 'missing'],
    [[loc('hardcopy', '2026-11-02'), loc('hardcopy', '2026-11-03')], 'recorded'],
    [[loc('electronic', '2026-11-03')], 'recorded'],
    [[loc('hardcopy', '2026-10-01'), loc('hardcopy', '2026-10-01')], 'complete'],
    [[loc('hardcopy', '2026-10-01', '2026-10-02'), loc('hardcopy', '2026-10-01')], 'problem'],
  ] as const)('worksite %o on 2026-11-05: %s', (locs, state) => {
    expect(worksiteNoticeState(locs, '2026-11-05')).toBe(state);
  });
});

describe('public access file deadlines: one working day', () => {
  it.each([
    ['2026-11-23', '2026-11-24'],
    ['2026-11-25', '2026-11-27'],
    ['2026-11-27', '2026-11-30'],
    ['2026-12-24', '2026-12-28'],
  ])('certified %s → PAF due %s; a request received that day is due the same day', (day, due) => {
    expect(pafDueOn(day)).toBe(due);
    expect(pafRequestDueOn(day)).toBe(due);
  });

  it('the number of working days is configurable', () => {
    expect(pafDueOn('2026-11-23', { ...LCA_PAF_RULES, pafWorkingDays: 3 })).toBe('2026-11-27');
  });
});

describe('retention (655.760(c))', () => {
  it.each([
    [{ workersEmployed: true, lastWorkerLeftOn: '2027-03-15', periodEnd: '2029-01-01', withdrawnOn: null }, '2028-03-15', 'last-worker'],
    [{ workersEmployed: true, lastWorkerLeftOn: null, periodEnd: '2029-01-01', withdrawnOn: null }, null, 'workers-employed'],
    [{ workersEmployed: false, lastWorkerLeftOn: null, periodEnd: '2029-01-01', withdrawnOn: null }, '2030-01-01', 'expiry'],
    [{ workersEmployed: false, lastWorkerLeftOn: null, periodEnd: '2029-01-01', withdrawnOn: '2027-06-30' }, '2028-06-30', 'withdrawal'],
    [{ workersEmployed: false, lastWorkerLeftOn: null, periodEnd: null, withdrawnOn: null }, null, 'unknown'],
    [{ workersEmployed: true, lastWorkerLeftOn: '2028-02-29', periodEnd: null, withdrawnOn: null }, '2029-02-28', 'last-worker'],
  ] as const)('%o → keep until %s (%s)', (input, keepUntil, basis) => {
    expect(retentionOf(input)).toEqual({ keepUntil, basis });
  });

  it.each([
    ['2028-03-15', false, '2028-03-15', false],
    ['2028-03-15', false, '2028-03-16', true],
    ['2028-03-15', true, '2030-01-01', false],
    [null, false, '2030-01-01', false],
  ] as const)('keep until %s, hold %s, on %s: may purge %s', (keepUntil, hold, today, expected) => {
    expect(mayPurge(keepUntil, hold, today)).toBe(expected);
  });
});
