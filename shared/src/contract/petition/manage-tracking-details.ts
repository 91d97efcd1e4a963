import { z } from 'zod';
import { ZReceiptNumber } from '../../domain/cases/receipt-number';
import { callPayload, defineCall } from '../define-call';
import { ZCaseDetails } from './petition-schemas';

export const ZManageTrackingDetailsPayload = callPayload({
  petitionId: z.uuid(),
  /** Courier of master data `carriers`. */
  carrierId: z.number().int().positive().optional(),
  trackingNumber: z.string().trim().min(3).max(60).optional(),
  /** USCIS receipt number: three letters and ten digits, e.g. EAC2612345678. */
  receiptNumber: ZReceiptNumber.optional(),
});
export type TManageTrackingDetailsPayload = z.input<typeof ZManageTrackingDetailsPayload>;

export const manageTrackingDetailsCall = defineCall({
  path: '/petition/manage-tracking-details',
  summary:
    'Record the courier (carrier + tracking number; completes COURIER_TRACKING) and/or the USCIS receipt number (validated; completes UPDATE_USCIS_RECEIPT_NUMBER) under the SPEC §4 tracking rules.',
  payload: ZManageTrackingDetailsPayload,
  result: ZCaseDetails,
  auth: { kind: 'session' },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', carrierId: 1, trackingNumber: '771234567890' },
});
