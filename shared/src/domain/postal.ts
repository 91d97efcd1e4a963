import { NO_POSTAL_CODE_COUNTRY_IDS, POSTAL_DATA } from './postal-data';

/** Country ids of SPEC §5 (countries.json numbering). */
export const COUNTRY_ID = { US: 231, INDIA: 101 } as const;

/** What a country "gives" for its postal codes (SPEC §5 zip rule). */
export interface PostalRule {
  minLength?: number;
  maxLength?: number;
  /** The country's codes may hold letters as well as digits. */
  letters: boolean;
  /** Separators allowed inside a code (e.g. ' ', '-'); counted in the length, as the source counts them. */
  separators: string;
}

/** The postal rule a country gives, or undefined when the data gives none (no lengths, or no codes). */
export const postalRule = (countryId: number | null | undefined): PostalRule | undefined => {
  const row = countryId == null ? undefined : POSTAL_DATA[countryId];
  if (row === undefined) return undefined;
  const [minLength, maxLength, letters, separators] = row;
  return { minLength, maxLength, letters: letters === 1, separators };
};

/** False for countries that have no postal codes, so forms may hide or relax the zip field. */
export const hasPostalCodes = (countryId: number | null | undefined): boolean =>
  countryId == null || !NO_POSTAL_CODE_COUNTRY_IDS.includes(countryId);

/** SPEC §5: US exactly 5 digits; no rule: exactly 6 digits. */
const US_RULE: PostalRule = { minLength: 5, maxLength: 5, letters: false, separators: '' };
const FALLBACK_RULE: PostalRule = { minLength: 6, maxLength: 6, letters: false, separators: '' };

/**
 * The rule SPEC §5 applies: country 231 always needs exactly 5 characters (the spec overrides the
 * data's ZIP+4 allowance); another country uses the rule it gives, else exactly 6.
 */
export const zipRuleFor = (countryId: number | null | undefined, given = postalRule(countryId)): PostalRule => {
  if (countryId === COUNTRY_ID.US) return US_RULE;
  if (given === undefined || (given.minLength === undefined && given.maxLength === undefined)) return FALLBACK_RULE;
  return given;
};

const escapeClass = (chars: string): string => chars.replace(/[\\\]^-]/g, '\\$&');

/**
 * SPEC §5 zip check on a non-empty value: length bounded by the rule's minimum and maximum (equal
 * to the one given when only one is), digits only unless letters are allowed. Input is upper-cased
 * first, as the source data asks; the country's separators may stand between characters.
 */
export const isValidZip = (value: string, rule: PostalRule): boolean => {
  const code = value.trim().toUpperCase();
  const min = rule.minLength ?? rule.maxLength ?? 0;
  const max = rule.maxLength ?? rule.minLength ?? Infinity;
  if (code.length < min || code.length > max) return false;
  const unit = rule.letters ? '[0-9A-Z]' : '[0-9]';
  const sep = rule.separators === '' ? '' : `[${escapeClass(rule.separators)}]?`;
  return new RegExp(`^${unit}(?:${sep}${unit})*$`).test(code);
};
