import { STAFF_AND_PETITIONER_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZCaseConfig, ZTypeKey } from './case-config-schemas';

export const caseConfigDetailsCall = defineCall({
  path: '/case-config/details',
  summary: 'What new cases of a type and subtype get: checklist, questionnaire template, forms group, fees, case numbering.',
  payload: callPayload({ ...ZTypeKey }),
  result: ZCaseConfig,
  auth: { kind: 'session', roles: STAFF_AND_PETITIONER_ROLES },
  scope: 'tenant',
  ids: { subTypeId: 'caseSubtype' },
  example: { typeId: 4, subTypeId: 11 },
});
