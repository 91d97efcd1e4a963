import { z } from 'zod';
import { ZUscisOutcome } from '../../domain/cases/outcomes';
import { callPayload, defineCall } from '../define-call';
import { ZCaseDetails, ZCaseLink } from './petition-schemas';

export const ZRecordUscisResponsePayload = callPayload({
  petitionId: z.uuid(),
  /**
   * The response (domain ZUscisOutcome): { kind: 'approved', noticeDate, validFrom, validTo } |
   * { kind: 'rfe' | 'noid', noticeDate, responseDueDate } | { kind: 'denied' | 'withdrawn', noticeDate }.
   */
  outcome: ZUscisOutcome,
  /** The uploaded notice (storage key from /s3/upload). */
  noticeFileKey: z.string().trim().min(1).max(500).optional(),
  note: z.string().trim().max(2000).optional(),
});
export type TRecordUscisResponsePayload = z.input<typeof ZRecordUscisResponsePayload>;
export const ZRecordUscisResponseResult = z.object({
  petition: ZCaseDetails,
  /** The RFE case created for an 'rfe' or 'noid' response. */
  rfeCase: ZCaseLink.nullable(),
});
export type TRecordUscisResponseResult = z.infer<typeof ZRecordUscisResponseResult>;

export const recordUscisResponseCall = defineCall({
  path: '/petition/record-uscis-response',
  summary:
    'Record the USCIS response as workflow activities: approved (validity dates), RFE/NOID (response due date → creates the linked RFE case with that deadline), denied, withdrawn.',
  payload: ZRecordUscisResponsePayload,
  result: ZRecordUscisResponseResult,
  auth: { kind: 'session' },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: {
    petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b',
    outcome: { kind: 'rfe', noticeDate: '2026-11-20', responseDueDate: '2027-02-01' },
  },
});
