import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZWorkflowConfigSummary } from './workflow-config-schemas';

export const ZWorkflowConfigListPayload = callPayload({ typeId: z.number().int().positive().optional() });
export type TWorkflowConfigListPayload = z.input<typeof ZWorkflowConfigListPayload>;
export const workflowConfigListCall = defineCall({
  path: '/workflow/config-list',
  summary:
    "Every case type (and each subtype with its own workflow) with the workflow's source: the tenant's or the default.",
  payload: ZWorkflowConfigListPayload,
  result: z.object({ data: z.array(ZWorkflowConfigSummary) }),
  auth: { kind: 'session', roles: [3, 4] },
  scope: 'tenant',
  example: {},
});
