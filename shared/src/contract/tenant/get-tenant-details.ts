import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZTenant } from './tenant-schemas';

export const ZGetTenantDetailsPayload = callPayload({
  /** Required for the operator; a tenant's users may omit it (their own tenant). */
  tenantId: z.uuid().optional(),
});
export type TGetTenantDetailsPayload = z.input<typeof ZGetTenantDetailsPayload>;

export const ZGetTenantDetailsResult = ZTenant;
export type TGetTenantDetailsResult = z.infer<typeof ZGetTenantDetailsResult>;

export const getTenantDetailsCall = defineCall({
  path: '/tenant/details',
  summary: 'Full details of the signed-in user’s tenant (or, for the operator, of any tenant).',
  payload: ZGetTenantDetailsPayload,
  result: ZGetTenantDetailsResult,
  auth: { kind: 'session' },
  ids: { tenantId: 'tenant' },
  example: {},
});
