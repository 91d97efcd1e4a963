import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';

/** /waiting-for-approval polls this: has the firm approved the signed-in petitioner's company? */
export const ZCheckCompanyApprovalPayload = callPayload({});
export type TCheckCompanyApprovalPayload = z.input<typeof ZCheckCompanyApprovalPayload>;

export const ZCheckCompanyApprovalResult = z.object({
  /** Master data company_status id (1 active, 2 inactive, 3 pending approval, 4 approved, 5 rejected), null when none. */
  companyStatusId: z.number().int().nullable(),
  status: z.enum(['none', 'active', 'inactive', 'pending_approval', 'approved', 'rejected']),
  /** True for active or approved companies, and for users without a company. */
  approved: z.boolean(),
});
export type TCheckCompanyApprovalResult = z.infer<typeof ZCheckCompanyApprovalResult>;

export const checkCompanyApprovalCall = defineCall({
  path: '/auth/checkCompanyApproval',
  summary: 'Whether the signed-in petitioner’s company is approved (the waiting-for-approval page polls it).',
  payload: ZCheckCompanyApprovalPayload,
  result: ZCheckCompanyApprovalResult,
  auth: { kind: 'session' },
  scope: 'tenant',
  example: {},
});
