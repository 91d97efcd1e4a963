import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCompany } from './company-schemas';

export const ZUpdateCompanyStatusPayload = callPayload({
  companyId: z.uuid(),
  /** company_status master data id. */
  statusId: z.number().int().positive(),
});
export type TUpdateCompanyStatusPayload = z.input<typeof ZUpdateCompanyStatusPayload>;
export const ZUpdateCompanyStatusResult = ZCompany;
export type TUpdateCompanyStatusResult = z.infer<typeof ZUpdateCompanyStatusResult>;

export const updateCompanyStatusCall = defineCall({
  path: '/company/update-status',
  summary: 'Set a petitioner company’s status (company_status master data).',
  payload: ZUpdateCompanyStatusPayload,
  result: ZUpdateCompanyStatusResult,
  auth: { kind: 'session', roles: [3, 4, 5] },
  scope: 'tenant',
  ids: { companyId: 'company' },
  example: { companyId: '1b2c3d4e-5f60-4718-89ab-cdef01234567', statusId: 2 },
});
