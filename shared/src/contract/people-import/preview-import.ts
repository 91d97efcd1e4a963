import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { importPayloadFields, ZImportRow, ZPeopleImportKind } from './import-schemas';

export const ZPreviewPeopleImportPayload = callPayload({ ...importPayloadFields });
export type TPreviewPeopleImportPayload = z.input<typeof ZPreviewPeopleImportPayload>;

export const ZPreviewPeopleImportResult = z.object({
  kind: ZPeopleImportKind,
  /** Header columns recognised. */
  columns: z.array(z.string()),
  /** Header columns ignored. */
  unknownColumns: z.array(z.string()),
  rows: z.array(ZImportRow),
  validCount: z.number().int(),
  errorCount: z.number().int(),
});
export type TPreviewPeopleImportResult = z.infer<typeof ZPreviewPeopleImportResult>;

export const previewPeopleImportCall = defineCall({
  path: '/people-import/preview',
  summary:
    'Check a CSV of beneficiaries or petitioners: every row with its errors (SPEC §5 messages, duplicates); nothing is written.',
  payload: ZPreviewPeopleImportPayload,
  result: ZPreviewPeopleImportResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11] },
  scope: 'tenant',
  example: {
    kind: 'beneficiary',
    csv: 'firstName,lastName,email,passportNumber,passportCountry,passportExpiryDate\nRavi,Shankar,ravi.shankar@example.test,K1234567,IN,05/31/2030\n',
  },
});
