import { z } from 'zod';
import { ADMIN_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZWorkflowConfigKey, ZWorkflowVersionSummary } from './workflow-config-schemas';

export const ZWorkflowConfigVersionsPayload = callPayload({
  ...ZWorkflowConfigKey,
  page: z.number().int().positive().max(10000).default(1),
  perpage: z.number().int().positive().max(100).default(20),
});
export type TWorkflowConfigVersionsPayload = z.input<typeof ZWorkflowConfigVersionsPayload>;
export const workflowConfigVersionsCall = defineCall({
  path: '/workflow/config-versions',
  summary: 'The saved versions of a type’s (and subtype’s) workflow, newest first, with how many cases run each.',
  payload: ZWorkflowConfigVersionsPayload,
  result: z.object({ data: z.array(ZWorkflowVersionSummary), count: z.number().int() }),
  auth: { kind: 'session', roles: ADMIN_ROLES },
  scope: 'tenant',
  // A firm's own subtype id: the isolation test feeds another firm's (it is refused, nothing stored).
  ids: { subTypeId: 'caseSubtype' },
  example: { typeId: 1, subTypeId: 1 },
});
