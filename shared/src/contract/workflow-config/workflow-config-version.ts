import { z } from 'zod';
import { ADMIN_ROLES } from '../../domain/roles';
import { ZWorkflow } from '../../domain/cases/workflow';
import { callPayload, defineCall } from '../define-call';
import { ZWorkflowVersionSummary } from './workflow-config-schemas';

export const ZWorkflowConfigVersionPayload = callPayload({ versionId: z.uuid() });
export type TWorkflowConfigVersionPayload = z.input<typeof ZWorkflowConfigVersionPayload>;
export const ZWorkflowVersionDetails = ZWorkflowVersionSummary.extend({
  typeId: z.number().int(),
  typeName: z.string(),
  subTypeId: z.number().int().nullable(),
  subTypeName: z.string().nullable(),
  workflow: ZWorkflow,
  /** What this version replaced: the version before it, or for version 1 the default workflow. */
  previous: z.object({ id: z.string().nullable(), version: z.number().int().nullable(), workflow: ZWorkflow }),
});
export type TWorkflowVersionDetails = z.infer<typeof ZWorkflowVersionDetails>;
export const workflowConfigVersionCall = defineCall({
  path: '/workflow/config-version',
  summary: 'One saved workflow version with the one it replaced (the screen shows what changed).',
  payload: ZWorkflowConfigVersionPayload,
  result: ZWorkflowVersionDetails,
  auth: { kind: 'session', roles: ADMIN_ROLES },
  scope: 'tenant',
  ids: { versionId: 'workflowVersion' },
  example: { versionId: '00000000-0000-4000-8000-000000000001' },
});
