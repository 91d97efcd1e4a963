import { z } from 'zod';
import { STAFF_AND_PETITIONER_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZCaseTypeRow, caseConfigPaging } from './case-config-schemas';

export const caseTypeListCall = defineCall({
  path: '/case-config/type-list',
  summary: 'The case types with the firm’s names, active flag, subtype count and cases in use (paged, searchable).',
  payload: callPayload({ ...caseConfigPaging, activeOnly: z.boolean().optional() }),
  result: z.object({ data: z.array(ZCaseTypeRow), count: z.number().int() }),
  auth: { kind: 'session', roles: STAFF_AND_PETITIONER_ROLES },
  scope: 'tenant',
  example: { page: 1, perpage: 25 },
});
