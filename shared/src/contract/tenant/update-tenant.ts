import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { tenantEditableFields, tenantOperatorFields, ZTenant } from './tenant-schemas';

export const ZUpdateTenantPayload = callPayload({
  /** Required for the operator; a tenant admin may omit it (own tenant). */
  tenantId: z.uuid().optional(),
  ...tenantEditableFields,
  ...tenantOperatorFields,
});
export type TUpdateTenantPayload = z.input<typeof ZUpdateTenantPayload>;

export const ZUpdateTenantResult = ZTenant;
export type TUpdateTenantResult = z.infer<typeof ZUpdateTenantResult>;

export const updateTenantCall = defineCall({
  path: '/tenant/update',
  summary:
    'Change white-label, permissions, global config and profile. Editing profile details marks the profile incomplete unless profCompleted is sent.',
  payload: ZUpdateTenantPayload,
  result: ZUpdateTenantResult,
  auth: { kind: 'session', roles: [1, 3] },
  ids: { tenantId: 'tenant' },
  example: { theme: { primaryColor: '#1F6FEB' } },
});
