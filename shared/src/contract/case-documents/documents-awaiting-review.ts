import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCaseDocument } from './case-documents-schemas';
import { CASE_DOCUMENT_STAFF_ROLES } from './case-document-schemas';

export const ZAwaitingReviewPayload = callPayload({
  page: z.number().int().min(1).default(1),
  perpage: z.number().int().min(1).max(100).default(25),
});
export type TAwaitingReviewPayload = z.input<typeof ZAwaitingReviewPayload>;
export const ZAwaitingReviewItem = ZCaseDocument.extend({
  caseNumber: z.string(),
  docLabel: z.string(),
  beneficiaryName: z.string().nullable(),
});
export type TAwaitingReviewItem = z.infer<typeof ZAwaitingReviewItem>;
export const ZAwaitingReviewResult = z.object({ items: z.array(ZAwaitingReviewItem), total: z.number().int() });
export type TAwaitingReviewResult = z.infer<typeof ZAwaitingReviewResult>;
export const documentsAwaitingReviewCall = defineCall({
  path: '/petition/documents-awaiting-review',
  summary: 'Current documents awaiting review across the cases the caller sees, oldest first (/approval-documents).',
  payload: ZAwaitingReviewPayload,
  result: ZAwaitingReviewResult,
  auth: { kind: 'session', roles: CASE_DOCUMENT_STAFF_ROLES },
  scope: 'tenant',
  example: { page: 1, perpage: 25 },
});
