import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZTenant, ZTenantStatus } from './tenant-schemas';

export const ZListTenantsPayload = callPayload({
  page: z.number().int().min(1).default(1),
  perpage: z.number().int().min(1).max(100).default(25),
  matcher: z
    .object({ name: z.string().max(200).optional(), status: ZTenantStatus.optional(), typeId: z.number().int().optional() })
    .default({}),
});
export type TListTenantsPayload = z.input<typeof ZListTenantsPayload>;

export const ZListTenantsResult = z.object({
  data: z.array(ZTenant),
  count: z.number().int(),
  page: z.number().int(),
  perpage: z.number().int(),
});
export type TListTenantsResult = z.infer<typeof ZListTenantsResult>;

export const listTenantsCall = defineCall({
  path: '/tenant/list',
  summary: 'Operator: list tenants, paged, filtered by name, status or type.',
  payload: ZListTenantsPayload,
  result: ZListTenantsResult,
  auth: { kind: 'operator' },
  scope: 'platform',
  example: { page: 1, perpage: 25, matcher: {} },
});
