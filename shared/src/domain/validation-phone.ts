import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { VALIDATION_MESSAGES as M } from './messages';
import { zFromValidator, type ValidationResult } from './validation-core';

/*
 * SPEC §5 phone rules, apart from validation.ts (issue 21 point 4): libphonenumber-js and its
 * metadata (~26 KiB compressed) load only where a phone is checked or shown, not with the e-mail
 * and password rules the sign-in screens use. `shared/domain` exports both files.
 */

const text = (value: unknown): string => (value == null ? '' : String(value).trim());

/** The part of libphonenumber-js's PhoneNumber that Passage uses. */
export interface ParsedPhoneNumber {
  /** E.164, e.g. '+12015550123'. */
  number: string;
  isValid(): boolean;
  formatInternational(): string;
}

/**
 * Parses an international number ('+…'). libphonenumber-js's `parsePhoneNumberFromString` fits as
 * is; without it, `e164PhoneParser` checks the shape only.
 */
export type PhoneParser = (text: string) => ParsedPhoneNumber | undefined;

const NANP = /^\+1([2-9]\d{2})([2-9]\d{2})(\d{4})$/;

/**
 * Dependency-free fallback: any E.164 shape (+, 8 to 15 digits) is valid, and +1 numbers must be
 * NANP numbers; only +1 numbers get international grouping.
 */
export const e164PhoneParser: PhoneParser = (input) => {
  const number = input.replace(/[\s().-]/g, '');
  if (!/^\+\d+$/.test(number)) return undefined;
  const nanp = NANP.exec(number);
  const valid = /^\+[1-9]\d{7,14}$/.test(number) && (!number.startsWith('+1') || nanp !== null);
  return {
    number,
    isValid: () => valid,
    formatInternational: () => (nanp ? `+1 ${nanp[1]} ${nanp[2]} ${nanp[3]}` : number),
  };
};

/**
 * SPEC §5 US variant: strip brackets and dashes (and spaces and dots), then prepend +1. A number
 * that already has a '+', or 11 digits starting with 1, keeps its country code instead of doubling it.
 */
export const toUsPhoneNumber = (value: string): string => {
  const stripped = value.replace(/[\s().-]/g, '');
  if (stripped.startsWith('+')) return stripped;
  return /^1\d{10}$/.test(stripped) ? `+${stripped}` : `+1${stripped}`;
};

export interface PhoneOptions {
  /** Use the US variant (+1). */
  us?: boolean;
  /** The calling code chosen beside the input (e.g. '91' or '+91'), for numbers typed without '+'. */
  countryCallingCode?: string | null;
  parser?: PhoneParser;
}

/** The international form the parser sees. */
export const toInternationalPhone = (value: string, options: PhoneOptions = {}): string => {
  if (options.us) return toUsPhoneNumber(value);
  const stripped = value.replace(/[\s().-]/g, '');
  const code = text(options.countryCallingCode).replace(/^\+/, '');
  return stripped.startsWith('+') || code === '' ? stripped : `+${code}${stripped}`;
};

/** libphonenumber-js (its default, "min" metadata): the parser every phone rule uses unless given another. */
export const libPhoneParser: PhoneParser = (input) =>
  parsePhoneNumberFromString(input) as ParsedPhoneNumber | undefined;
export const defaultPhoneParser: PhoneParser = libPhoneParser;

/** SPEC §5: 'is not a valid phone number' (prefixed by `field` when given). */
export const validatePhone = (value: unknown, options: PhoneOptions = {}, field?: string): ValidationResult => {
  const v = text(value);
  if (v === '') return null;
  const parsed = (options.parser ?? defaultPhoneParser)(toInternationalPhone(v, options));
  return parsed?.isValid() ? null : M.phone(field);
};

/** SPEC §5 display: international when parseable and valid, else (xxx)xxx-xxxx for 10 digits, else as typed. */
export const formatPhone = (value: string | null | undefined, options: PhoneOptions = {}): string => {
  const v = text(value);
  if (v === '') return '';
  const parsed = (options.parser ?? defaultPhoneParser)(toInternationalPhone(v, options));
  if (parsed?.isValid()) return parsed.formatInternational();
  const digits = v.replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)})${digits.slice(3, 6)}-${digits.slice(6)}` : v;
};

/** SPEC §5: a country calling code shows with a leading +; '' when there is none. */
export const formatCallingCode = (code: string | number | null | undefined): string => {
  const v = text(code).replace(/^\++/, '');
  return v === '' ? '' : `+${v}`;
};

/** A string schema with the phone rule and its message. */
export const zPhone = (options: PhoneOptions = {}, field?: string) =>
  zFromValidator((v) => validatePhone(v, options, field));
