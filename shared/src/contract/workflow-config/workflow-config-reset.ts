import { type z } from 'zod';
import { ROLE } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZWorkflowConfigDetailsResult, ZWorkflowConfigKey } from './workflow-config-schemas';

export const ZWorkflowConfigResetPayload = callPayload({ ...ZWorkflowConfigKey });
export type TWorkflowConfigResetPayload = z.input<typeof ZWorkflowConfigResetPayload>;
export const workflowConfigResetCall = defineCall({
  path: '/workflow/config-reset',
  summary: "Remove the tenant's own workflow for a type (and subtype): the default applies again.",
  payload: ZWorkflowConfigResetPayload,
  result: ZWorkflowConfigDetailsResult,
  auth: { kind: 'session', roles: [ROLE.ADMIN] },
  scope: 'tenant',
  // A firm's own subtype id: the isolation test feeds another firm's (it is refused, nothing stored).
  ids: { subTypeId: 'caseSubtype' },
  example: { typeId: 4 },
});
