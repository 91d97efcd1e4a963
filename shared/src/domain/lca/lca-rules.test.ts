import {
  addMonthsIso,
  checkLcaFiling,
  checkLcaInventory,
  checkLcaPeriod,
  checkLcaTransition,
  checkLcaWages,
  checkLcaWorksites,
  h1bDependency,
  isExemptH1bWorker,
  LCA_MESSAGES,
  LCA_RULES,
  lcaServesNewCases,
  type LcaWageUnit,
} from './lca-rules';

describe('LCA period: at most 3 years', () => {
  it.each([
    ['2027-01-04', '2030-01-03', []],
    ['2027-01-04', '2030-01-04', [LCA_MESSAGES.periodTooLong]],
    ['2024-02-29', '2027-02-28', []],
    ['2027-01-04', '2027-01-04', [LCA_MESSAGES.periodOrder]],
    ['2027-01-04', '2026-12-31', [LCA_MESSAGES.periodOrder]],
  ])('%s → %s', (start, end, messages) => {
    expect(checkLcaPeriod(start, end).map((i) => i.message)).toEqual(messages);
  });
});

describe('LCA filing: no earlier than 6 months before the start', () => {
  it.each([
    ['2026-07-04', '2027-01-04', true],
    ['2026-07-03', '2027-01-04', false],
    ['2026-08-31', '2027-02-28', true],
    ['2026-08-27', '2027-02-28', false],
  ])('filed %s for a start on %s → %s', (filed, start, ok) => {
    expect(checkLcaFiling(filed, start).length === 0).toBe(ok);
  });
  it('adds calendar months, clamping to the month end', () => {
    expect(addMonthsIso('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonthsIso('2027-03-31', -1)).toBe('2027-02-28');
  });
});

describe('wages: offered (or the bottom of the range) at least the prevailing wage', () => {
  it.each<[number, LcaWageUnit, number, LcaWageUnit, number | null, string[]]>([
    [100000, 'year', 100000, 'year', null, []],
    [100000, 'year', 99999.99, 'year', null, [LCA_MESSAGES.wageBelowPrevailing]],
    [100000, 'year', 48.08, 'hour', null, []],
    [100000, 'year', 48.07, 'hour', null, [LCA_MESSAGES.wageBelowPrevailing]],
    [100000, 'year', 48.07, 'hour', 60, [LCA_MESSAGES.wageBelowPrevailing]],
    [50, 'hour', 104000, 'year', null, []],
    [100000, 'year', 110000, 'year', 105000, [LCA_MESSAGES.wageRangeOrder]],
  ])('PW %s/%s, offered %s/%s to %s', (pw, pwUnit, from, unit, to, messages) => {
    expect(checkLcaWages({ prevailingWage: pw, prevailingWageUnit: pwUnit, wageFrom: from, wageUnit: unit, wageTo: to }).map((i) => i.message)).toEqual(messages);
  });
});

describe('worksites need a full address', () => {
  it.each([
    [[{ line1: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' }], []],
    [[{ line1: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701-1234' }], []],
    [[{ line1: '1 Main St', city: 'Austin', state: 'TX' }], [LCA_MESSAGES.worksiteAddress]],
    [[{ line1: ' ', city: 'Austin', state: 'TX', zipCode: '78701' }], [LCA_MESSAGES.worksiteAddress]],
    [[{ line1: '1 Main St', city: 'Austin', state: 'TX', zipCode: '787' }], [LCA_MESSAGES.worksiteAddress]],
    [[], [LCA_MESSAGES.noWorksite]],
  ])('%j', (sites, messages) => {
    expect(checkLcaWorksites(sites).map((i) => i.message)).toEqual(messages);
  });
});

describe('H-1B dependency (8 USC 1182(n)(3))', () => {
  it.each([
    [25, 7, 0, false],
    [25, 8, 0, true],
    [26, 12, 0, false],
    [50, 13, 0, true],
    [51, 7, 0, false],
    [51, 8, 0, true], // 8/51 = 15.7 %
    [100, 14, 0, false],
    [100, 15, 0, true],
    [20, 8, 3, true], // exempt workers are counted by default
  ])('%i FTE, %i H-1B (%i exempt) → dependent %s', (fteCount, h1bCount, exemptH1bCount, dependent) => {
    expect(h1bDependency({ fteCount, h1bCount, exemptH1bCount }).dependent).toBe(dependent);
  });
  it('leaves exempt workers out when configured so', () => {
    expect(h1bDependency({ fteCount: 20, h1bCount: 8, exemptH1bCount: 3 }, { ...LCA_RULES, countExemptInDependency: false })).toMatchObject({ dependent: false, counted: 5 });
  });
  it.each([
    [60000, false, true],
    [59999, false, false],
    [40000, true, true],
  ])('exempt worker: pay %i, specialty master’s %s → %s', (pay, masters, exempt) => {
    expect(isExemptH1bWorker(pay, masters)).toBe(exempt);
  });
});

describe('inventory: positions used ≤ number of workers', () => {
  it.each([
    [3, 2, 1, []],
    [3, 3, 1, [LCA_MESSAGES.overUse(3)]],
    [1, 0, 2, [LCA_MESSAGES.overUse(1)]],
  ])('%i workers, %i used, adding %i', (workers, used, adding, messages) => {
    expect(checkLcaInventory(workers, used, adding).map((i) => i.message)).toEqual(messages);
  });
  it('serves new cases only when certified and in its period', () => {
    expect(lcaServesNewCases(2, '2027-01-01', '2026-12-31')).toEqual([]);
    expect(lcaServesNewCases(2, '2026-12-30', '2026-12-31')[0]?.message).toBe(LCA_MESSAGES.expired);
    expect(lcaServesNewCases(5, null, '2026-12-31')[0]?.message).toBe(LCA_MESSAGES.notCertified);
  });
});

describe('status transitions', () => {
  it.each([
    [1, 4, true],
    [4, 5, true],
    [5, 2, true],
    [1, 2, false],
    [2, 5, false],
    [7, 1, false],
  ])('%i → %i: %s', (from, to, ok) => {
    expect(checkLcaTransition(from, to).length === 0).toBe(ok);
  });
});
