import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';

export const ZResendTenantActivationKeyPayload = callPayload({ tenantId: z.uuid() });
export type TResendTenantActivationKeyPayload = z.input<typeof ZResendTenantActivationKeyPayload>;

export const ZResendTenantActivationKeyResult = z.object({
  sent: z.boolean(),
  activationExpiresAt: z.string(),
});
export type TResendTenantActivationKeyResult = z.infer<typeof ZResendTenantActivationKeyResult>;

export const resendTenantActivationKeyCall = defineCall({
  path: '/tenant/resend-activation-key',
  summary: 'Operator: issue a fresh activation key to an invited tenant’s admin (the old one stops working).',
  payload: ZResendTenantActivationKeyPayload,
  result: ZResendTenantActivationKeyResult,
  auth: { kind: 'operator' },
  scope: 'platform',
  ids: { tenantId: 'tenant' },
  example: { tenantId: '3f1c9a4e-8d2b-4c6a-9e7f-0a1b2c3d4e5f' },
});
