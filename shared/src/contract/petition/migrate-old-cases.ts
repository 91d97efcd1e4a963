import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZOldCaseFile, ZOldCasesResult } from './old-cases-schemas';

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
