import { VALIDATION_MESSAGES } from '../messages';
import { CASE_TYPES, CASE_TYPE_BY_ID, type CaseTypeId } from './case-types';

/*
 * Case numbers: generated `H1B-2026-00042` (type code prefix, year, 5-digit sequence) and the
 * firm's own custom numbers (SPEC §4 ASSIGN_CUSTOM_CASE_NO, §5 confirm-case-number rule).
 */

/** Digits of the zero-padded sequence part. */
export const CASE_NUMBER_SEQUENCE_DIGITS = 5;
/** Longest custom case number accepted (matches the petition contract). */
export const CUSTOM_CASE_NUMBER_MAX_LENGTH = 40;

/** The case number prefix of a type: its code in upper case (h1b → H1B, gc → GC). */
export const caseNumberPrefix = (typeIdOrCode: number | string): string => {
  const code = typeof typeIdOrCode === 'number' ? CASE_TYPE_BY_ID.get(typeIdOrCode)?.code : typeIdOrCode;
  if (!code || !/^[a-z0-9]+$/i.test(code)) throw new RangeError(`Unknown case type ${String(typeIdOrCode)}`);
  return code.toUpperCase();
};

/** `formatCaseNumber(1, 2026, 42)` → 'H1B-2026-00042'. Throws RangeError on an unknown type or bad numbers. */
export const formatCaseNumber = (typeIdOrCode: number | string, year: number, sequence: number): string => {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Bad case number year ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`Bad case number sequence ${sequence}`);
  return `${caseNumberPrefix(typeIdOrCode)}-${year}-${String(sequence).padStart(CASE_NUMBER_SEQUENCE_DIGITS, '0')}`;
};

export interface ParsedCaseNumber {
  prefix: string;
  /** The case type whose code is the prefix, or null when no type has it. */
  typeId: CaseTypeId | null;
  year: number;
  sequence: number;
}

const CASE_NUMBER_RE = /^([A-Z0-9]+)-(\d{4})-(\d{5,})$/;

/** Parses a generated case number (case-insensitive, trimmed); null when it is not one. */
export const parseCaseNumber = (value: string): ParsedCaseNumber | null => {
  const m = CASE_NUMBER_RE.exec(value.trim().toUpperCase());
  if (!m) return null;
  const [, prefix = '', year = '', seq = ''] = m;
  const sequence = Number(seq);
  if (sequence < 1) return null;
  const type = CASE_TYPES.find((t) => t.code.toUpperCase() === prefix);
  return { prefix, typeId: type?.id ?? null, year: Number(year), sequence };
};

/** Messages of the custom case number form. The confirmation one is SPEC §5's, word for word. */
export const CASE_NUMBER_MESSAGES = {
  required: VALIDATION_MESSAGES.requiredStar('Case Number'),
  tooLong: `Case Number must be at most ${CUSTOM_CASE_NUMBER_MAX_LENGTH} characters`,
  characters: 'Case Number may contain only letters, digits and - / _ .',
  confirmation: VALIDATION_MESSAGES.confirmCaseNumber,
} as const;

export type CaseNumberCheck =
  { ok: true; value: string } | { ok: false; field: 'caseNumber' | 'confirmCaseNumber'; message: string };

/**
 * Validates a custom case number and its confirmation: required, at most 40 characters of
 * letters, digits and - / _ . ; the confirmation must equal it after trimming (SPEC §5).
 * On success `value` is the trimmed number.
 */
export const validateCustomCaseNumber = (caseNumber: string, confirmCaseNumber: string): CaseNumberCheck => {
  const value = caseNumber.trim();
  if (!value) return { ok: false, field: 'caseNumber', message: CASE_NUMBER_MESSAGES.required };
  if (value.length > CUSTOM_CASE_NUMBER_MAX_LENGTH) {
    return { ok: false, field: 'caseNumber', message: CASE_NUMBER_MESSAGES.tooLong };
  }
  if (!/^[A-Za-z0-9][A-Za-z0-9\-/_.]*$/.test(value)) {
    return { ok: false, field: 'caseNumber', message: CASE_NUMBER_MESSAGES.characters };
  }
  if (confirmCaseNumber.trim() !== value) {
    return { ok: false, field: 'confirmCaseNumber', message: CASE_NUMBER_MESSAGES.confirmation };
  }
  return { ok: true, value };
};
