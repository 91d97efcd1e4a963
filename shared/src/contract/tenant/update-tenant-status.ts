import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZTenant } from './tenant-schemas';

export const ZUpdateTenantStatusPayload = callPayload({
  tenantId: z.uuid(),
  status: z.enum(['active', 'inactive']),
});
export type TUpdateTenantStatusPayload = z.input<typeof ZUpdateTenantStatusPayload>;

export const ZUpdateTenantStatusResult = ZTenant;
export type TUpdateTenantStatusResult = z.infer<typeof ZUpdateTenantStatusResult>;

export const updateTenantStatusCall = defineCall({
  path: '/tenant/update-status',
  summary: 'Operator: activate or deactivate a tenant.',
  payload: ZUpdateTenantStatusPayload,
  result: ZUpdateTenantStatusResult,
  auth: { kind: 'operator' },
  scope: 'platform',
  ids: { tenantId: 'tenant' },
  example: { tenantId: '3f1c9a4e-8d2b-4c6a-9e7f-0a1b2c3d4e5f', status: 'inactive' },
});
