import { z } from 'zod';
import { USCIS_NOTICE_TYPES } from '../../domain/documents/filing';
import { ZReceiptNumber } from '../../domain/cases/receipt-number';
import { callPayload, defineCall } from '../define-call';
import { ZIsoDate } from '../people/iso-date';
import { ZStorageKey } from '../s3/stored-file';
import { CASE_DOCUMENT_STAFF_ROLES } from './case-document-schemas';
import { ZUscisNotice } from './case-documents-schemas';
import { EX_CASE, EX_KEY } from './filing-document-schemas';

// ─────────────────────────── USCIS notices ───────────────────────────

export const ZUscisNoticeType = z.enum(USCIS_NOTICE_TYPES);

export const ZUploadUscisDocsPayload = callPayload({
  petitionId: z.uuid(),
  /** Storage key from /s3/upload. */
  key: ZStorageKey,
  noticeType: ZUscisNoticeType,
  /** The date printed on the notice; not after today. */
  noticeDate: ZIsoDate,
  receiptNumber: ZReceiptNumber.optional(),
});
export type TUploadUscisDocsPayload = z.input<typeof ZUploadUscisDocsPayload>;
export const uploadUscisDocsCall = defineCall({
  path: '/petition/upload-uscis-docs',
  summary:
    'Staff file a USCIS notice (I-797 receipt, approval, RFE, denial…) on the case with its type, date and receipt number; the petitioner and beneficiary are told and see it read-only.',
  payload: ZUploadUscisDocsPayload,
  result: ZUscisNotice,
  auth: { kind: 'session', roles: CASE_DOCUMENT_STAFF_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition', key: 'file' },
  example: {
    petitionId: EX_CASE,
    key: EX_KEY,
    noticeType: 'receipt',
    noticeDate: '2026-11-02',
    receiptNumber: 'EAC2612345678',
  },
});
