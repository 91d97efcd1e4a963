import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { tenantEditableFields, tenantOperatorFields, ZTenant, ZTenantSlug } from './tenant-schemas';

export const ZRegisterTenantPayload = callPayload({
  ...tenantEditableFields,
  ...tenantOperatorFields,
  name: z.string().trim().min(2).max(200),
  slug: ZTenantSlug,
});
export type TRegisterTenantPayload = z.input<typeof ZRegisterTenantPayload>;

export const ZRegisterTenantResult = ZTenant;
export type TRegisterTenantResult = z.infer<typeof ZRegisterTenantResult>;

export const registerTenantCall = defineCall({
  path: '/tenant/register',
  summary: 'Operator: register an active tenant with its white-label settings.',
  payload: ZRegisterTenantPayload,
  result: ZRegisterTenantResult,
  auth: { kind: 'operator' },
  scope: 'platform',
  creates: true,
  example: { name: 'Lee Immigration PC', slug: 'leeimm', typeId: 1, contactEmail: 'hello@lee.test' },
});
