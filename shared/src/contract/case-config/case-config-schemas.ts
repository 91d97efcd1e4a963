import { z } from 'zod';
import { isRegistryKey } from '../../domain/documents/registry';

/*
 * Case types, subtypes and their configuration (issue 16 points 2 and 4; docs/settings.md
 * "Case types and configuration"). Types are the fixed case types of the product (each opens a
 * case screen family); a firm renames or deactivates them, adds its own subtypes, and configures
 * per type and subtype what new cases get.
 */

/** Messages the api and the screens share (kept once, here). */
export const CASE_CONFIG_MESSAGES = {
  duplicateSubtype: 'A subtype with this name already exists for this case type.',
  subtypeInUse: (n: number) => `This subtype is used by ${n} case${n === 1 ? '' : 's'}; deactivate it instead of deleting it.`,
  onlyCustomDeleted: 'Only subtypes your firm added can be deleted; deactivate a standard one instead.',
  typeInactive: 'This case type is deactivated in your firm’s settings.',
  subtypeInactive: 'This subtype is deactivated in your firm’s settings.',
  unknownType: 'Case type not found',
  unknownSubtype: 'Subtype not found',
  patternMismatch: (pattern: string) => `The custom case number must match the pattern ${pattern}.`,
  unknownDocType: (key: string) => `${key} is not a document type of the registry`,
} as const;

/** Subtype id 0 stands for "the whole type" (the type-level configuration). */
export const ZTypeKey = {
  typeId: z.number().int().positive().max(1000),
  subTypeId: z.number().int().min(0).max(100_000_000).default(0),
};

export const ZCaseTypeName = z.string().trim().min(2, 'Enter at least 2 characters').max(100);

/**
 * Custom case number pattern: letters, digits, '-', '/', '_' and '#' (one digit each), e.g.
 * `ACME-####`. Empty: no pattern.
 */
export const CASE_NO_PATTERN_RE = /^[A-Za-z0-9\-/_#]{1,40}$/;
export const ZCaseNoPattern = z
  .string()
  .trim()
  .regex(CASE_NO_PATTERN_RE, "Use letters, digits, '-', '/', '_' and '#' for a digit (at most 40)")
  .refine((s) => s.includes('#'), "The pattern needs at least one '#' (a digit)");

/** Whether `value` matches a case number pattern ('#' is one digit, the rest is literal, any case). */
export function matchesCaseNoPattern(value: string, pattern: string): boolean {
  if (value.length !== pattern.length) return false;
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]!;
    const v = value[i]!;
    if (p === '#' ? !/\d/.test(v) : p.toLowerCase() !== v.toLowerCase()) return false;
  }
  return true;
}

const ZDocKey = z
  .string()
  .max(80)
  .refine((k) => isRegistryKey(k), { message: 'Not a document type of the registry' });

/** The document checklist: registry keys required and optional (no key twice). */
export const ZConfiguredChecklist = z
  .object({ required: z.array(ZDocKey).max(400), optional: z.array(ZDocKey).max(400) })
  .refine((c) => new Set([...c.required, ...c.optional]).size === c.required.length + c.optional.length, {
    message: 'A document type is listed twice',
  });
export type TConfiguredChecklist = z.infer<typeof ZConfiguredChecklist>;

/** Fees in cents. */
export const ZCaseFees = z.object({
  legalFee: z.number().int().min(0).max(100_000_000).nullable(),
  filingFee: z.number().int().min(0).max(100_000_000).nullable(),
});

/** One case type row of the list. */
export const ZCaseTypeRow = z.object({
  typeId: z.number().int(),
  /** The name the firm shows (its rename, else the standard name). */
  name: z.string(),
  standardName: z.string(),
  kind: z.string(),
  active: z.boolean(),
  subtypeCount: z.number().int(),
  casesInUse: z.number().int(),
});
export type TCaseTypeRow = z.infer<typeof ZCaseTypeRow>;

export const ZCaseSubtypeRow = z.object({
  typeId: z.number().int(),
  subTypeId: z.number().int(),
  name: z.string(),
  /** Null for a subtype the firm added. */
  standardName: z.string().nullable(),
  custom: z.boolean(),
  active: z.boolean(),
  casesInUse: z.number().int(),
});
export type TCaseSubtypeRow = z.infer<typeof ZCaseSubtypeRow>;

/** The configuration of a type (subTypeId 0) or subtype; `source` tells where each came from. */
export const ZCaseConfig = z.object({
  typeId: z.number().int(),
  subTypeId: z.number().int(),
  typeName: z.string(),
  subTypeName: z.string().nullable(),
  active: z.boolean(),
  /** 'subtype': saved for this subtype; 'type': inherited from the type; 'default': the product's. */
  source: z.enum(['subtype', 'type', 'default']),
  checklist: z.object({ required: z.array(z.string()), optional: z.array(z.string()) }),
  questionnaireTemplateId: z.uuid().nullable(),
  formGroupId: z.uuid().nullable(),
  fees: ZCaseFees,
  allowCustomCaseNo: z.boolean(),
  caseNoPattern: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TCaseConfig = z.infer<typeof ZCaseConfig>;

/** Passport fields the questionnaires collect (data path suffix after `<person>.passport.`). */
export const PASSPORT_FIELDS = [
  { key: 'number', label: 'Passport number' },
  { key: 'country', label: 'Country that issued the passport' },
  { key: 'issueDate', label: 'Passport issue date' },
  { key: 'expiryDate', label: 'Passport expiry date' },
  { key: 'copy', label: 'Copy of the passport (bio page)' },
] as const;
export type PassportFieldKey = (typeof PASSPORT_FIELDS)[number]['key'];
export const PASSPORT_FIELD_KEYS = PASSPORT_FIELDS.map((f) => f.key) as [PassportFieldKey, ...PassportFieldKey[]];

export const ZPassportFieldSetting = z
  .object({ key: z.enum(PASSPORT_FIELD_KEYS), collected: z.boolean(), required: z.boolean() })
  .refine((f) => f.collected || !f.required, { message: 'A field that is not collected cannot be required' });
export type TPassportFieldSetting = z.infer<typeof ZPassportFieldSetting>;

/** Every field collected and required: what a firm gets until it saves its own. */
export const DEFAULT_PASSPORT_FIELDS: TPassportFieldSetting[] = PASSPORT_FIELDS.map((f) => ({
  key: f.key,
  collected: true,
  required: true,
}));

/** Paging and search of the type and subtype lists. */
export const caseConfigPaging = {
  page: z.number().int().min(1).max(10_000).default(1),
  perpage: z.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(100).optional(),
};

/** `<person>.passport.<key>` data paths (beneficiary, spouse, sponsor…). */
const PASSPORT_PATH = /^[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*\.passport\.([A-Za-z]+)$/;

/**
 * A questionnaire's fields with the firm's passport settings applied (issue 16.4): a passport
 * field not collected is left out; a collected one is required or not as the firm chose. Other
 * fields are untouched.
 */
export function applyPassportFields<F extends { key: string; required?: boolean | 'true' | 'false'; notRequired?: boolean; isRequired?: boolean }>(
  fields: readonly F[],
  settings: readonly TPassportFieldSetting[],
): F[] {
  const byKey = new Map(settings.map((s) => [s.key as string, s]));
  return fields.flatMap((f) => {
    const m = PASSPORT_PATH.exec(f.key);
    const s = m ? byKey.get(m[1]!) : undefined;
    if (!s) return [f];
    if (!s.collected) return [];
    return [{ ...f, required: s.required, notRequired: !s.required, isRequired: s.required }];
  });
}
