import { z } from 'zod';
import { ADMIN_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZCaseTypeName, ZTypeKey } from './case-config-schemas';

export const caseTypeRenameCall = defineCall({
  path: '/case-config/rename',
  summary: 'Renames a case type (subTypeId 0) or subtype for the firm; a duplicate subtype name is refused.',
  payload: callPayload({ ...ZTypeKey, name: ZCaseTypeName }),
  result: z.object({ typeId: z.number().int(), subTypeId: z.number().int(), name: z.string() }),
  auth: { kind: 'session', roles: ADMIN_ROLES },
  scope: 'tenant',
  ids: { subTypeId: 'caseSubtype' },
  example: { typeId: 4, subTypeId: 11, name: 'H-4 First Filing' },
});
