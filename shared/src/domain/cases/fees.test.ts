import { FEE_TABLES, ZFilingFeeInput, computeFilingFees, feeTableOn, type TFilingFeeInput } from './fees';

const amounts = (input: TFilingFeeInput): Record<string, number> =>
  Object.fromEntries(computeFilingFees(input).lines.map((l) => [l.code, l.amountCents / 100]));
const total = (input: TFilingFeeInput): number => computeFilingFees(input).totalCents / 100;

describe('fee tables', () => {
  it('are ordered by effective date and a date picks the latest on or before it', () => {
    const dates = FEE_TABLES.map((t) => t.effectiveDate);
    expect([...dates].sort()).toEqual(dates);
    expect(feeTableOn('2024-03-31')?.effectiveDate).toBe('2024-02-26');
    expect(feeTableOn('2024-04-01')?.effectiveDate).toBe('2024-04-01');
    expect(feeTableOn('2024-02-25')?.effectiveDate).toBe('2020-10-19');
    expect(feeTableOn('2020-10-18')).toBeNull();
  });
});

describe('computeFilingFees — 2024 fee rule (effective 2024-04-01)', () => {
  const on = '2024-06-01';
  it.each<[string, TFilingFeeInput, Record<string, number>, number]>([
    [
      'H-1B new, 100 FTE, premium',
      { typeId: 1, subTypeId: 1, employeeCount: 100, premiumProcessing: true, onDate: on },
      { I129: 780, ASYLUM_FEE: 600, FRAUD_FEE: 500, ACWIA: 1500, PREMIUM: 2805 },
      6185,
    ],
    [
      'H-1B new, 20 FTE: reduced I-129, $300 asylum fee, $750 ACWIA',
      { typeId: 1, subTypeId: 1, employeeCount: 20, onDate: on },
      { I129: 460, ASYLUM_FEE: 300, FRAUD_FEE: 500, ACWIA: 750 },
      2010,
    ],
    [
      'H-1B, 25 FTE is still small',
      { typeId: 1, subTypeId: 1, employeeCount: 25, onDate: on },
      { I129: 460, ASYLUM_FEE: 300, FRAUD_FEE: 500, ACWIA: 750 },
      2010,
    ],
    [
      'H-1B, nonprofit, ACWIA-exempt: no asylum fee, no ACWIA',
      { typeId: 1, subTypeId: 1, employeeCount: 300, nonprofit: true, acwiaExempt: true, onDate: on },
      { I129: 460, FRAUD_FEE: 500 },
      960,
    ],
    [
      'H-1B extension with the same employer: no fraud fee',
      { typeId: 1, subTypeId: 4, employeeCount: 100, onDate: on },
      { I129: 780, ASYLUM_FEE: 600, ACWIA: 1500 },
      2880,
    ],
    [
      'H-1B change of employer pays the fraud fee',
      { typeId: 1, subTypeId: 3, employeeCount: 100, onDate: on },
      { I129: 780, ASYLUM_FEE: 600, FRAUD_FEE: 500, ACWIA: 1500 },
      3380,
    ],
    [
      'unknown employer size counts as large',
      { typeId: 1, subTypeId: 1, onDate: on },
      { I129: 780, ASYLUM_FEE: 600, FRAUD_FEE: 500, ACWIA: 1500 },
      3380,
    ],
    [
      'L-1A, large employer: no ACWIA',
      { typeId: 2, subTypeId: 7, employeeCount: 500, onDate: on },
      { I129: 1385, ASYLUM_FEE: 600, FRAUD_FEE: 500 },
      2485,
    ],
    [
      'L-1 extension, small employer',
      { typeId: 2, subTypeId: 10, employeeCount: 10, onDate: on },
      { I129: 695, ASYLUM_FEE: 300 },
      995,
    ],
    ['H-4 (I-539) paper', { typeId: 4, onDate: on }, { I539: 470 }, 470],
    ['L-2 (I-539) online', { typeId: 6, online: true, onDate: on }, { I539: 420 }, 420],
    ['H-4 EAD (I-765) paper', { typeId: 5, onDate: on }, { I765: 520 }, 520],
    [
      'H-4 EAD (I-765) online, premium',
      { typeId: 5, online: true, premiumProcessing: true, onDate: on },
      { I765: 470, PREMIUM: 1685 },
      2155,
    ],
    ['I-130 paper', { typeId: 7, onDate: on }, { I130: 675 }, 675],
    ['I-130 online', { typeId: 7, online: true, onDate: on }, { I130: 625 }, 625],
    ['I-140 large employer', { typeId: 9, employeeCount: 40, onDate: on }, { I140: 715, ASYLUM_FEE: 600 }, 1315],
    ['I-485', { typeId: 10, onDate: on }, { I485: 1440 }, 1440],
    ['CAP registration before FY2026', { typeId: 13, onDate: on }, { H1B_REGISTRATION: 10 }, 10],
    ['CAP registration from 2025-03-07', { typeId: 13, onDate: '2025-03-07' }, { H1B_REGISTRATION: 215 }, 215],
    ['PERM (DOL): no USCIS fee', { typeId: 3, onDate: on }, {}, 0],
  ])('%s', (_row, input, expected, expectedTotal) => {
    expect(amounts(input)).toEqual(expected);
    expect(total(input)).toBe(expectedTotal);
    expect(computeFilingFees(input).tableEffectiveDate).toBe(
      input.onDate >= '2025-03-07' ? '2025-03-07' : '2024-04-01',
    );
  });
});

describe('computeFilingFees — older tables', () => {
  it.each<[string, TFilingFeeInput, Record<string, number>, string]>([
    [
      'H-1B before 2024-02-26: $460, $2,500 premium, no asylum fee',
      { typeId: 1, subTypeId: 1, employeeCount: 100, premiumProcessing: true, onDate: '2024-01-15' },
      { I129: 460, FRAUD_FEE: 500, ACWIA: 1500, PREMIUM: 2500 },
      '2020-10-19',
    ],
    [
      'H-1B between 2024-02-26 and 2024-03-31: new premium, old form fee',
      { typeId: 1, subTypeId: 1, employeeCount: 100, premiumProcessing: true, onDate: '2024-03-31' },
      { I129: 460, FRAUD_FEE: 500, ACWIA: 1500, PREMIUM: 2805 },
      '2024-02-26',
    ],
    [
      'I-485 with separate biometrics',
      { typeId: 10, onDate: '2023-06-01' },
      { I485: 1140, BIOMETRICS: 85 },
      '2020-10-19',
    ],
    [
      'I-539 with separate biometrics',
      { typeId: 4, onDate: '2023-06-01' },
      { I539: 370, BIOMETRICS: 85 },
      '2020-10-19',
    ],
  ])('%s', (_row, input, expected, tableDate) => {
    const fees = computeFilingFees(input);
    expect(amounts(input)).toEqual(expected);
    expect(fees.tableEffectiveDate).toBe(tableDate);
    expect(fees.totalCents).toBe(Object.values(expected).reduce((a, b) => a + b, 0) * 100);
  });

  it('names the form', () => {
    expect(computeFilingFees({ typeId: 2, onDate: '2024-06-01' }).form).toBe('I-129');
    expect(computeFilingFees({ typeId: 11, onDate: '2024-06-01' }).form).toBeNull();
  });
});

describe('bad input', () => {
  it.each<[string, TFilingFeeInput]>([
    ['date before the oldest table', { typeId: 1, onDate: '2019-01-01' }],
    ['not a date', { typeId: 1, onDate: '06/01/2024' }],
    ['impossible date', { typeId: 1, onDate: '2024-02-30' }],
    ['negative employee count', { typeId: 1, employeeCount: -1, onDate: '2024-06-01' }],
  ])('%s: the schema refuses and computeFilingFees throws RangeError', (_row, input) => {
    expect(ZFilingFeeInput.safeParse(input).success).toBe(false);
    expect(() => computeFilingFees(input)).toThrow(RangeError);
  });
});
