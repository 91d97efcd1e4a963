import { z } from 'zod';

export const PEOPLE_IMPORT_KINDS = ['beneficiary', 'company'] as const;
export const ZPeopleImportKind = z.enum(PEOPLE_IMPORT_KINDS);
export type TPeopleImportKind = z.infer<typeof ZPeopleImportKind>;

/**
 * CSV columns (header row, any order, case-insensitive; unknown columns are ignored). Dates are
 * MM/DD/YYYY (SPEC §5 'Date must be a valid format (MM/DD/YYYY)'). Countries by name, ISO2 code
 * or master data id. `petitionerFein` (or `petitionerName`) links a beneficiary to an existing company.
 */
export const PEOPLE_IMPORT_COLUMNS: Record<TPeopleImportKind, readonly string[]> = {
  beneficiary: [
    'firstName',
    'middleName',
    'lastName',
    'email',
    'phone',
    'dateOfBirth',
    'gender',
    'citizenshipCountry',
    'birthCountry',
    'passportNumber',
    'passportCountry',
    'passportIssueDate',
    'passportExpiryDate',
    'visaType',
    'visaExpiryDate',
    'i94Number',
    'i94ExpiryDate',
    'currentStatus',
    'statusExpiryDate',
    'petitionerFein',
    'petitionerName',
  ],
  company: [
    'name',
    'feiNumber',
    'naicsCode',
    'employeesCount',
    'grossIncome',
    'netIncome',
    'yearEstablished',
    'email',
    'phone',
    'website',
    'line1',
    'line2',
    'city',
    'state',
    'zipcode',
    'country',
    'signerFirstName',
    'signerLastName',
    'signerTitle',
    'signerEmail',
  ],
};

/** Required columns per kind ('Please fill {field} .' when blank). */
export const PEOPLE_IMPORT_REQUIRED: Record<TPeopleImportKind, readonly string[]> = {
  beneficiary: ['firstName', 'lastName'],
  company: ['name'],
};

export const ZImportRowError = z.object({ field: z.string(), message: z.string() });

export const ZImportRow = z.object({
  /** 1-based data row (the header is row 0). */
  rowNumber: z.number().int(),
  values: z.record(z.string(), z.string()),
  errors: z.array(ZImportRowError),
});
export type TImportRow = z.infer<typeof ZImportRow>;

export const importPayloadFields = {
  kind: ZPeopleImportKind,
  /** The CSV text (UTF-8, comma-separated, quotes per RFC 4180), at most 5000 data rows. */
  csv: z.string().min(1).max(5_000_000),
};
