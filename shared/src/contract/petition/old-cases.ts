import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';

/**
 * Old-case import columns (header row, any order, case-insensitive). Dates MM/DD/YYYY or
 * YYYY-MM-DD. Type and subtype by name, code or id; petitioner by name or FEIN; beneficiary by
 * e-mail, passport number or "First Last" (of that petitioner); status by name or id.
 */
export const OLD_CASE_COLUMNS = [
  'caseNumber',
  'type',
  'subType',
  'status',
  'petitioner',
  'beneficiary',
  'branch',
  'attorneyEmail',
  'paralegalEmail',
  'deadlineDate',
  'receiptNumber',
  'validityFrom',
  'validityTo',
  'premiumProcessing',
  'title',
] as const;
export const OLD_CASE_REQUIRED = ['type', 'petitioner', 'beneficiary'] as const;

export const ZOldCaseFile = {
  /** The file as uploaded: CSV text, or base64 of a CSV or XLSX file. */
  fileName: z.string().trim().min(1).max(200).regex(/\.(csv|xlsx)$/i, 'Only .csv and .xlsx files can be imported'),
  contentBase64: z.string().min(1).max(14_000_000),
};

/** SPEC §8: a row's error is errorMsg plus messages (field by field). */
export const ZOldCaseRowResult = z.object({
  rowNumber: z.number().int(),
  values: z.record(z.string(), z.string()),
  ok: z.boolean(),
  errorMsg: z.string().nullable(),
  messages: z.array(z.object({ field: z.string(), message: z.string() })),
  /** The case created (migrate only). */
  petitionId: z.string().nullable(),
  caseNumber: z.string().nullable(),
});
export type TOldCaseRowResult = z.infer<typeof ZOldCaseRowResult>;

export const ZOldCasesResult = z.object({
  columns: z.array(z.string()),
  rows: z.array(ZOldCaseRowResult),
  okCount: z.number().int(),
  errorCount: z.number().int(),
  created: z.number().int(),
});
export type TOldCasesResult = z.infer<typeof ZOldCasesResult>;

export const ZImportOldCasesPayload = callPayload({ ...ZOldCaseFile });
export type TImportOldCasesPayload = z.input<typeof ZImportOldCasesPayload>;
export const importOldCasesCall = defineCall({
  path: '/petition/import-old-cases',
  summary: 'Read an old-case CSV/XLSX and check every row (nothing saved): per-row errors with errorMsg and messages.',
  payload: ZImportOldCasesPayload,
  result: ZOldCasesResult,
  auth: { kind: 'session', roles: [3, 4] },
  scope: 'tenant',
  example: { fileName: 'old-cases.csv', contentBase64: 'dHlwZSxwZXRpdGlvbmVyLGJlbmVmaWNpYXJ5Cg==' },
});

export const ZMigrateOldCasesPayload = callPayload({
  ...ZOldCaseFile,
  /** Create the good rows even when some rows have errors (default: all or nothing). */
  skipInvalid: z.boolean().default(false),
});
export type TMigrateOldCasesPayload = z.input<typeof ZMigrateOldCasesPayload>;
export const migrateOldCasesCall = defineCall({
  path: '/petition/migrate-old-cases',
  summary:
    'Create old cases (shown on /old-cases) from a CSV/XLSX: all or nothing unless skipInvalid; rows with errors answer errorMsg and messages.',
  payload: ZMigrateOldCasesPayload,
  result: ZOldCasesResult,
  auth: { kind: 'session', roles: [3, 4] },
  scope: 'tenant',
  creates: true,
  example: { fileName: 'old-cases.csv', contentBase64: 'dHlwZSxwZXRpdGlvbmVyLGJlbmVmaWNpYXJ5Cg==' },
});
