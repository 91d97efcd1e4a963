import { z } from 'zod';
import { STAFF_AND_PETITIONER_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZCaseSubtypeRow, ZCaseTypeRow, ZTypeKey, caseConfigPaging } from './case-config-schemas';

export const caseSubtypeListCall = defineCall({
  path: '/case-config/subtype-list',
  summary: 'The subtypes of a case type (standard and the firm’s own) with cases in use (paged, searchable).',
  payload: callPayload({ typeId: ZTypeKey.typeId, ...caseConfigPaging, activeOnly: z.boolean().optional() }),
  result: z.object({ data: z.array(ZCaseSubtypeRow), count: z.number().int(), type: ZCaseTypeRow }),
  auth: { kind: 'session', roles: STAFF_AND_PETITIONER_ROLES },
  scope: 'tenant',
  example: { typeId: 1 },
});
