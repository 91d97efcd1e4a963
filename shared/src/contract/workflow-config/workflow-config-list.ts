import { z } from 'zod';
import { ADMIN_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZWorkflowConfigSummary } from './workflow-config-schemas';

export const ZWorkflowConfigListPayload = callPayload({ typeId: z.number().int().positive().max(1000).optional() });
export type TWorkflowConfigListPayload = z.input<typeof ZWorkflowConfigListPayload>;
export const workflowConfigListCall = defineCall({
  path: '/workflow/config-list',
  summary:
    "Every case type (and each subtype with its own workflow) with the workflow's source: the tenant's or the default.",
  payload: ZWorkflowConfigListPayload,
  result: z.object({ data: z.array(ZWorkflowConfigSummary) }),
  auth: { kind: 'session', roles: ADMIN_ROLES },
  scope: 'tenant',
  example: {},
});
