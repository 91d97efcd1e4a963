import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZRfeResponseDocs } from './case-documents-schemas';
import { ALL_ROLES, EX_CASE } from './filing-document-schemas';

// ─────────────────────────── RFE response documents ───────────────────────────

export const ZRfeResponseDocsPayload = callPayload({ petitionId: z.uuid() });
export const rfeResponseDocsCall = defineCall({
  path: '/petition/rfe-response-docs',
  summary:
    'The response documents of an RFE case, their versions and the attorney approval requests. 404 for a case that is not an RFE case.',
  payload: ZRfeResponseDocsPayload,
  result: ZRfeResponseDocs,
  auth: { kind: 'session', roles: ALL_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: EX_CASE },
});
