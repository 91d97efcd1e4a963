import { z } from 'zod';
import { ADMIN_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZTypeKey } from './case-config-schemas';

export const caseTypeSetActiveCall = defineCall({
  path: '/case-config/set-active',
  summary: 'Activates or deactivates a case type or subtype: new cases cannot use a deactivated one; running cases keep it.',
  payload: callPayload({ ...ZTypeKey, active: z.boolean() }),
  result: z.object({ typeId: z.number().int(), subTypeId: z.number().int(), active: z.boolean(), casesInUse: z.number().int() }),
  auth: { kind: 'session', roles: ADMIN_ROLES },
  scope: 'tenant',
  ids: { subTypeId: 'caseSubtype' },
  example: { typeId: 4, subTypeId: 11, active: false },
});
