import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { INTERNAL_ROLES } from '../../domain/roles';
import { ZTenantChecklist } from './tenant-schemas';

export const ZGetTenantChecklistPayload = callPayload({
  /** Required for the operator; a tenant's users may omit it. */
  tenantId: z.uuid().optional(),
});
export type TGetTenantChecklistPayload = z.input<typeof ZGetTenantChecklistPayload>;

export const ZGetTenantChecklistResult = ZTenantChecklist.extend({
  profCompleted: z.string(),
  /** Names of the setup steps still open, in the order the UI lists them. */
  incomplete: z.array(z.enum(['petitionSetup', 'workflowSetup', 'branchSetup'])),
  isComplete: z.boolean(),
});
export type TGetTenantChecklistResult = z.infer<typeof ZGetTenantChecklistResult>;

export const getTenantChecklistCall = defineCall({
  path: '/tenant/get-checklist',
  summary: 'Which of petition, workflow and branch setup are incomplete for the tenant.',
  payload: ZGetTenantChecklistPayload,
  result: ZGetTenantChecklistResult,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  ids: { tenantId: 'tenant' },
  example: {},
});
