import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZOperatorTenantId } from './user-schemas';

/** A manager removes a user's authenticator and recovery codes (lost phone); they enrol again. */
export const ZResetUserMfaPayload = callPayload({
  tenantId: ZOperatorTenantId,
  userId: z.uuid(),
});
export type TResetUserMfaPayload = z.input<typeof ZResetUserMfaPayload>;

export const ZResetUserMfaResult = z.object({ reset: z.literal(true), userId: z.string() });
export type TResetUserMfaResult = z.infer<typeof ZResetUserMfaResult>;

export const resetUserMfaCall = defineCall({
  path: '/users/reset-mfa',
  summary: 'Manager: remove a user’s two-factor enrolment (they enrol again at next sign-in).',
  payload: ZResetUserMfaPayload,
  result: ZResetUserMfaResult,
  auth: { kind: 'session', roles: [1, 3, 4] },
  ids: { userId: 'user', tenantId: 'tenant' },
  example: { userId: '00000000-0000-4000-8000-000000000001' },
});
