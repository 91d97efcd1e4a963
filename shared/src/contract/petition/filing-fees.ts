import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';

export const ZFilingFeesPayload = callPayload({
  petitionId: z.uuid(),
  /** Full-time employees in the US (fee table: small employer ≤ 25); default the petitioner's employee count. */
  employeeCount: z.number().int().min(0).max(10_000_000).optional(),
  /** Non-profit petitioner (reduced fees); default the case's data. */
  nonprofit: z.boolean().optional(),
  /** Mark FILING_FEE done (needs the rule: after SUBMIT_TO_LAW_FIRM, by an editor or admin). */
  complete: z.boolean().default(false),
});
export type TFilingFeesPayload = z.input<typeof ZFilingFeesPayload>;

export const ZFeeLine = z.object({ code: z.string(), label: z.string(), amountCents: z.number().int(), amount: z.number() });
export const ZFilingFeesResult = z.object({
  petitionId: z.string(),
  /** The date the fee table used took effect (YYYY-MM-DD), shown with the fees. */
  tableEffectiveDate: z.string(),
  /** Where the table comes from (the USCIS fee rule). */
  tableSource: z.string(),
  /** The USCIS form the fees are for (null when the case type has no USCIS fee). */
  form: z.string().nullable(),
  employeeCount: z.number().int().nullable(),
  nonprofit: z.boolean(),
  premiumProcessing: z.boolean(),
  lines: z.array(ZFeeLine),
  totalCents: z.number().int(),
  total: z.number(),
  currency: z.literal('USD'),
  /** Whether FILING_FEE can be acted on by the caller now, and why not. */
  actionable: z.boolean(),
  reason: z.string().nullable(),
  completed: z.boolean(),
  fileOnlyAfterInvoice: z.boolean(),
  fileOnlyAfterPayment: z.boolean(),
});
export type TFilingFeesResult = z.infer<typeof ZFilingFeesResult>;

export const filingFeesCall = defineCall({
  path: '/petition/filing-fees',
  summary:
    "The case's USCIS filing fees from the effective-dated fee table (form, employer size, premium processing), with the table's date; `complete: true` completes FILING_FEE under the SPEC §4 rule.",
  payload: ZFilingFeesPayload,
  result: ZFilingFeesResult,
  auth: { kind: 'session' },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
