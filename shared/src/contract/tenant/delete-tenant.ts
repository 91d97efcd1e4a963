import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';

export const ZDeleteTenantPayload = callPayload({ tenantId: z.uuid() });
export type TDeleteTenantPayload = z.input<typeof ZDeleteTenantPayload>;

/**
 * Issue 16.6: the deletion is scheduled (`deleted: false`, `deleteAfter`) after a grace period in
 * which /tenant/delete-cancel takes it back; it is refused until an export of the firm exists.
 */
export const ZDeleteTenantResult = z.object({
  deleted: z.boolean(),
  tenantId: z.string(),
  /** When the background job deletes the firm (absent once deleted). */
  deleteAfter: z.string().optional(),
});
export type TDeleteTenantResult = z.infer<typeof ZDeleteTenantResult>;

export const deleteTenantCall = defineCall({
  path: '/tenant/delete',
  summary: 'Operator: schedule a tenant’s deletion after the grace period, once its data was exported (soft: its host then stops resolving; its slug stays reserved).',
  payload: ZDeleteTenantPayload,
  result: ZDeleteTenantResult,
  auth: { kind: 'operator' },
  scope: 'platform',
  ids: { tenantId: 'tenant' },
  example: { tenantId: '3f1c9a4e-8d2b-4c6a-9e7f-0a1b2c3d4e5f' },
});
