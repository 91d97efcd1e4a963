import { z } from 'zod';
import { isTemporaryAccountEmail, validatePassport, validateZip } from '../../domain/validation';

/*
 * Schemas shared by the people calls (company, beneficiary, individual, customer, contact, lead,
 * expiry, people-import, people). Dates in payloads and results are YYYY-MM-DD (SPEC §7/§9).
 */

export { ZIsoDate, ZOptDate } from './iso-date';

/** Optional, clearable trimmed text of at most `max` characters. */
export const zOptText = (max = 200) => z.string().trim().max(max).nullable().optional();

/** Email (SPEC §5 standard pattern). Lower-cased. */
export const ZPeopleEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('The Email field must be a valid email'));

/** FEIN: NN-NNNNNNN (its own file, so the sign-in path's tenant schemas do not load this one). */
export { FEIN_MESSAGE, FEIN_PATTERN, ZFein } from './fein';

/** NAICS code: 2 to 6 digits. */
export const ZNaics = z
  .string()
  .trim()
  .regex(/^\d{2,6}$/, 'NAICS code must be 2 to 6 digits');

/** A master data reference: id plus its display name (SPEC §3 `…Details.name`). */
export const ZRef = z.object({
  id: z.number().int().positive().nullable().optional(),
  name: z.string().trim().max(200).default(''),
});
export type TRef = z.infer<typeof ZRef>;

export const ADDRESS_TYPES = ['mailing', 'physical', 'work', 'home', 'foreign', 'billing', 'other'] as const;
export const ZAddressType = z.enum(ADDRESS_TYPES);

/**
 * SPEC §3 Address: line1, line2, aptType, locationDetails.name, stateDetails.name,
 * countryDetails.name, zipcode. The zip follows SPEC §5 for `countryDetails.id` ('Zip Code not valid').
 */
export const ZAddress = z
  .object({
    type: ZAddressType.default('mailing'),
    line1: z.string().trim().max(200).default(''),
    line2: z.string().trim().max(200).nullable().optional(),
    /** Apt / Ste / Flr (as on USCIS forms). */
    aptType: z.enum(['apt', 'ste', 'flr']).nullable().optional(),
    locationDetails: ZRef.nullable().optional(),
    stateDetails: ZRef.nullable().optional(),
    countryDetails: ZRef.nullable().optional(),
    zipcode: z.string().trim().max(20).nullable().optional(),
  })
  .superRefine((a, ctx) => {
    const message = validateZip(a.zipcode ?? '', a.countryDetails?.id ?? undefined);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['zipcode'] });
  });
export type TAddress = z.infer<typeof ZAddress>;
export type TAddressInput = z.input<typeof ZAddress>;

/** Object refinement: the passport `numberKey` is valid for `countryKey` (SPEC §5 'Passport number not valid'). */
export const refinePassport =
  (numberKey = 'number', countryKey = 'countryId') =>
  (value: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const n = value[numberKey];
    const c = value[countryKey];
    const message = validatePassport(typeof n === 'string' ? n : '', typeof c === 'number' ? c : undefined);
    if (message) ctx.addIssue({ code: 'custom', message, path: [numberKey] });
  };

/** A stored file attached to a person or company under a document type key. */
export const ZPeopleDocument = z.object({
  id: z.string(),
  /** Key of the document-type registry (`DOCUMENT_TYPES`), or a company document kind. */
  docType: z.string(),
  /** Label of the docType, from the registry. */
  label: z.string(),
  name: z.string(),
  /** Storage key (`t/<tenant>/…`): open with /s3/get-signed-url. */
  key: z.string(),
  mimetype: z.string().nullable(),
  size: z.number().int().nullable(),
  /** SPEC §5 "documents required": a file with status true counts. */
  status: z.boolean(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
});
export type TPeopleDocument = z.infer<typeof ZPeopleDocument>;

/** A file to attach: the key answered by /s3/upload or /common/local-upload. */
export const ZDocumentInput = z.object({
  docType: z.string().trim().min(1).max(100),
  key: z.string().trim().min(1).max(500),
  name: z.string().trim().min(1).max(300),
  mimetype: z.string().max(200).nullable().optional(),
  size: z.number().int().min(0).nullable().optional(),
  status: z.boolean().default(true),
});
export type TDocumentInput = z.input<typeof ZDocumentInput>;

/** Sorting: a field and order 1 ascending / -1 descending (SPEC §3 widget filters). */
export const zSort = <F extends readonly [string, ...string[]]>(fields: F, defaultField: F[number]) =>
  z
    .object({ field: z.enum(fields), order: z.union([z.literal(1), z.literal(-1)]).default(1) })
    .default({ field: defaultField, order: 1 } as never);

/**
 * Paging for people lists. `cursor` (from a previous answer's `nextCursor`) pages by keyset and
 * ignores `page`; without it `page` is used. `perpage` at most 1000.
 */
export const pagingFields = {
  page: z.number().int().min(1).default(1),
  perpage: z.number().int().min(1).max(1000).default(25),
  cursor: z.string().max(500).nullable().optional(),
  /** Case-insensitive search over the list's text columns. */
  search: z.string().trim().max(200).optional(),
};

/** Answer of every people list. */
export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    /** Rows matching the filters, across pages. */
    count: z.number().int(),
    page: z.number().int(),
    perpage: z.number().int(),
    /** Pass as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  });

/** Answer of every `…/export-csv` call: the CSV text (UTF-8, header row, CRLF). */
export const ZCsvExport = z.object({
  fileName: z.string(),
  mimeType: z.literal('text/csv'),
  rowCount: z.number().int(),
  content: z.string(),
});
export type TCsvExport = z.infer<typeof ZCsvExport>;

/** Who a record's change was made by and when, shown in lists. */
export const ZAuditStamp = z.object({ createdAt: z.string(), updatedAt: z.string() });

/** Whether an e-mail is on the temporary-account domain (SPEC §5). */
export const temporaryEmailFlag = (email: string | null | undefined): boolean => isTemporaryAccountEmail(email);

/** Entities whose changes are recorded in the activity (`/people/activity-list`). */
export const PEOPLE_ENTITIES = [
  'company',
  'beneficiary',
  'individual',
  'contact',
  'contact_category',
  'lead',
  'expiry_settings',
] as const;
export const ZPeopleEntity = z.enum(PEOPLE_ENTITIES);
export type TPeopleEntity = z.infer<typeof ZPeopleEntity>;

/**
 * A 409 CONFLICT for a duplicate carries the duplicate's id in `result.error.issues`:
 * `{ path: 'duplicateId', message: '<id>' }`, plus `{ path: '<field>', message }` naming the field
 * that matched (passportNumber, email, feiNumber).
 */
export const DUPLICATE_ID_ISSUE_PATH = 'duplicateId';
