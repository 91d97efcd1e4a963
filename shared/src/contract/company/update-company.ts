import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { refinePhone } from '../people/people-schemas';
import { companyFields, ZCompany } from './company-schemas';

export const ZUpdateCompanyPayload = callPayload({
  companyId: z.uuid(),
  ...companyFields,
  name: companyFields.name.optional(),
  /** The petitioner (role 50) marks the company profile complete (SPEC §4). */
  registrationCompleted: z.boolean().optional(),
}).superRefine(refinePhone());
export type TUpdateCompanyPayload = z.input<typeof ZUpdateCompanyPayload>;
export const ZUpdateCompanyResult = ZCompany;
export type TUpdateCompanyResult = z.infer<typeof ZUpdateCompanyResult>;

export const updateCompanyCall = defineCall({
  path: '/company/update',
  summary: 'Change a petitioner company: fields given are replaced (lists replace the whole list).',
  payload: ZUpdateCompanyPayload,
  result: ZUpdateCompanyResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 50] },
  scope: 'tenant',
  ids: { companyId: 'company', branchId: 'branch' },
  example: { companyId: '1b2c3d4e-5f60-4718-89ab-cdef01234567', employeesCount: 130, naicsCode: '541512' },
});
