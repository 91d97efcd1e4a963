import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCaseDetails } from './petition-schemas';

export const ZDeleteScannedCopyPayload = callPayload({ petitionId: z.uuid(), key: z.string().trim().min(1).max(500) });
export type TDeleteScannedCopyPayload = z.input<typeof ZDeleteScannedCopyPayload>;
export const deleteScannedCopyCall = defineCall({
  path: '/petition/delete-scanned-copy',
  summary: 'Remove a scanned copy from the case.',
  payload: ZDeleteScannedCopyPayload,
  result: ZCaseDetails,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10] },
  scope: 'tenant',
  ids: { petitionId: 'petition', key: 'file' },
  example: {
    petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b',
    key: 't/00000000-0000-4000-8000-000000000001/2026/11/a.pdf',
  },
});
