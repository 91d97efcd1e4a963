import { ADMIN_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZCaseSubtypeRow, ZCaseTypeName, ZTypeKey } from './case-config-schemas';

export const caseSubtypeAddCall = defineCall({
  path: '/case-config/subtype-add',
  summary: 'Adds a subtype of the firm’s own to a case type; a duplicate name is refused.',
  payload: callPayload({ typeId: ZTypeKey.typeId, name: ZCaseTypeName }),
  result: ZCaseSubtypeRow,
  auth: { kind: 'session', roles: ADMIN_ROLES },
  scope: 'tenant',
  creates: true,
  example: { typeId: 1, name: 'H-1B Cap-exempt' },
});
