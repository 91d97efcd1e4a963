import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { importPayloadFields, ZPeopleImportKind } from './import-schemas';

export const ZCommitPeopleImportPayload = callPayload({ ...importPayloadFields });
export type TCommitPeopleImportPayload = z.input<typeof ZCommitPeopleImportPayload>;

export const ZCommitPeopleImportResult = z.object({
  kind: ZPeopleImportKind,
  created: z.number().int(),
  ids: z.array(z.string()),
});
export type TCommitPeopleImportResult = z.infer<typeof ZCommitPeopleImportResult>;

export const commitPeopleImportCall = defineCall({
  path: '/people-import/commit',
  summary:
    'Import a CSV all or nothing: re-checks every row and refuses (422, issues `rows.<n>.<field>`) if any has an error; otherwise creates every row in one transaction.',
  payload: ZCommitPeopleImportPayload,
  result: ZCommitPeopleImportResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11] },
  scope: 'tenant',
  creates: true,
  example: {
    kind: 'company',
    csv: 'name,feiNumber,email\nLakeside Dental Group PLLC,45-6789012,office@lakeside.example\n',
  },
});
