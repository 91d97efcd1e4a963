import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { STAFF_AND_PETITIONER_ROLES } from '../../domain/roles';
import { ZCompany } from './company-schemas';

export const ZCompanyDetailsPayload = callPayload({ companyId: z.uuid() });
export type TCompanyDetailsPayload = z.input<typeof ZCompanyDetailsPayload>;
export const ZCompanyDetailsResult = ZCompany;
export type TCompanyDetailsResult = z.infer<typeof ZCompanyDetailsResult>;

export const companyDetailsCall = defineCall({
  path: '/company/details',
  summary: 'One petitioner company with addresses, contacts, signatory, documents and internal users.',
  payload: ZCompanyDetailsPayload,
  result: ZCompanyDetailsResult,
  auth: { kind: 'session', roles: STAFF_AND_PETITIONER_ROLES },
  scope: 'tenant',
  ids: { companyId: 'company' },
  example: { companyId: '1b2c3d4e-5f60-4718-89ab-cdef01234567' },
});
