import { z } from 'zod';

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
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/\.(csv|xlsx)$/i, 'Only .csv and .xlsx files can be imported'),
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
