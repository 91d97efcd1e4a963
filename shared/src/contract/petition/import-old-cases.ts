import { type z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZOldCaseFile, ZOldCasesResult } from './old-cases-schemas';

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
