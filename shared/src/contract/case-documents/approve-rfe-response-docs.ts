import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZRfeResponseDocs } from './case-documents-schemas';
import { EX_CASE } from './filing-document-schemas';

export const ZDecideRfeResponseApprovalPayload = callPayload({
  petitionId: z.uuid(),
  /** true approves (case → 33 'Response Docs Approved'); false sends the documents back. */
  approve: z.boolean(),
  /** Required when sending back; the requester sees it. */
  reason: z.string().trim().max(1000).optional(),
});
export type TDecideRfeResponseApprovalPayload = z.input<typeof ZDecideRfeResponseApprovalPayload>;
export const approveRfeResponseDocsCall = defineCall({
  path: '/petition/approve-rfe-response-docs',
  summary:
    "The attorney (or an admin) approves the pending RFE response documents, moving the case to 33 'Response Docs Approved', or sends them back with a reason.",
  payload: ZDecideRfeResponseApprovalPayload,
  result: ZRfeResponseDocs,
  auth: { kind: 'session', roles: [3, 4, 6] },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: EX_CASE, approve: false, reason: 'Add the client letter for the current project.' },
});
