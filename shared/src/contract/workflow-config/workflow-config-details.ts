import { type z } from 'zod';
import { CASE_WORKER_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZWorkflowConfigDetailsResult, ZWorkflowConfigKey } from './workflow-config-schemas';

export const ZWorkflowConfigDetailsPayload = callPayload({ ...ZWorkflowConfigKey });
export type TWorkflowConfigDetailsPayload = z.input<typeof ZWorkflowConfigDetailsPayload>;
export const workflowConfigDetailsCall = defineCall({
  path: '/workflow/config-details',
  summary: 'The workflow new cases of a type and subtype get: the subtype’s, else the type’s, else the default.',
  payload: ZWorkflowConfigDetailsPayload,
  result: ZWorkflowConfigDetailsResult,
  auth: { kind: 'session', roles: CASE_WORKER_ROLES },
  scope: 'tenant',
  // A firm's own subtype id: the isolation test feeds another firm's (it is refused, nothing stored).
  ids: { subTypeId: 'caseSubtype' },
  example: { typeId: 1, subTypeId: 1 },
});
