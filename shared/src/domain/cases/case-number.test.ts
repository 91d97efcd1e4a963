import { CASE_NUMBER_MESSAGES, formatCaseNumber, parseCaseNumber, validateCustomCaseNumber } from './case-number';
import { VALIDATION_MESSAGES } from '../messages';

describe('formatCaseNumber', () => {
  it.each<[number | string, number, number, string]>([
    [1, 2026, 42, 'H1B-2026-00042'],
    [3, 2025, 1, 'GC-2025-00001'],
    [5, 2026, 99999, 'H4EAD-2026-99999'],
    ['i140', 2026, 123456, 'I140-2026-123456'],
  ])('(%s, %s, %s) → %s', (type, year, seq, expected) => {
    expect(formatCaseNumber(type, year, seq)).toBe(expected);
  });

  it.each<[number | string, number, number]>([
    [99, 2026, 1],
    ['h-1b', 2026, 1],
    [1, 26, 1],
    [1, 2026, 0],
    [1, 2026, 1.5],
  ])('rejects (%s, %s, %s)', (type, year, seq) => {
    expect(() => formatCaseNumber(type, year, seq)).toThrow(RangeError);
  });
});

describe('parseCaseNumber', () => {
  it('round-trips a formatted number', () => {
    expect(parseCaseNumber(formatCaseNumber(1, 2026, 42))).toEqual({
      prefix: 'H1B',
      typeId: 1,
      year: 2026,
      sequence: 42,
    });
  });
  it('trims and ignores case', () => {
    expect(parseCaseNumber('  l2-2024-00007 ')).toEqual({ prefix: 'L2', typeId: 6, year: 2024, sequence: 7 });
  });
  it('keeps an unknown prefix with a null type', () => {
    expect(parseCaseNumber('XYZ-2026-00001')?.typeId).toBeNull();
  });
  it.each(['H1B-2026-42', 'H1B2026-00042', 'H1B-26-00042', 'H1B-2026-00000', '', 'ACME/17'])('rejects %j', (v) => {
    expect(parseCaseNumber(v)).toBeNull();
  });
});

describe('validateCustomCaseNumber (SPEC §5 confirm case number)', () => {
  it('uses the SPEC §5 message word for word', () => {
    expect(CASE_NUMBER_MESSAGES.confirmation).toBe('The Conform Case Number confirmation does not match');
    expect(CASE_NUMBER_MESSAGES.confirmation).toBe(VALIDATION_MESSAGES.confirmCaseNumber);
  });

  it.each<[string, string, string, string | null]>([
    ['matching after trimming', ' ACME/2026-17 ', 'ACME/2026-17  ', null],
    ['confirmation differs', 'ACME-17', 'ACME-18', 'The Conform Case Number confirmation does not match'],
    ['confirmation differs by case', 'acme-17', 'ACME-17', 'The Conform Case Number confirmation does not match'],
    ['empty', '   ', '', '*Case Number is required'],
    ['bad characters', 'ACME 17', 'ACME 17', CASE_NUMBER_MESSAGES.characters],
    ['too long', 'A'.repeat(41), 'A'.repeat(41), CASE_NUMBER_MESSAGES.tooLong],
  ])('%s', (_row, value, confirm, message) => {
    const r = validateCustomCaseNumber(value, confirm);
    if (message === null) expect(r).toEqual({ ok: true, value: value.trim() });
    else expect(r).toMatchObject({ ok: false, message });
  });

  it('names the confirmation field when only the confirmation is wrong', () => {
    expect(validateCustomCaseNumber('A1', 'A2')).toMatchObject({ field: 'confirmCaseNumber' });
    expect(validateCustomCaseNumber('', 'A2')).toMatchObject({ field: 'caseNumber' });
  });
});
