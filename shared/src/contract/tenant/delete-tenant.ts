import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';

export const ZDeleteTenantPayload = callPayload({ tenantId: z.uuid() });
export type TDeleteTenantPayload = z.input<typeof ZDeleteTenantPayload>;

export const ZDeleteTenantResult = z.object({ deleted: z.literal(true), tenantId: z.string() });
export type TDeleteTenantResult = z.infer<typeof ZDeleteTenantResult>;

export const deleteTenantCall = defineCall({
  path: '/tenant/delete',
  summary: 'Operator: delete a tenant (soft: its host stops resolving; its slug stays reserved).',
  payload: ZDeleteTenantPayload,
  result: ZDeleteTenantResult,
  auth: { kind: 'operator' },
  scope: 'platform',
  ids: { tenantId: 'tenant' },
  example: { tenantId: '3f1c9a4e-8d2b-4c6a-9e7f-0a1b2c3d4e5f' },
});
