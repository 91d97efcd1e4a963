import { z } from 'zod';
import { ADMIN_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZTypeKey } from './case-config-schemas';

export const caseSubtypeDeleteCall = defineCall({
  path: '/case-config/subtype-delete',
  summary: 'Deletes a subtype the firm added and no case uses (a subtype in use is refused: deactivate it).',
  payload: callPayload({ typeId: ZTypeKey.typeId, subTypeId: z.number().int().positive().max(100_000_000) }),
  result: z.object({ deleted: z.literal(true) }),
  auth: { kind: 'session', roles: ADMIN_ROLES },
  scope: 'tenant',
  ids: { subTypeId: 'caseSubtype' },
  example: { typeId: 4, subTypeId: 100001 },
});
