import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZOperatorTenantId } from '../users/user-schemas';

/** Same as /users/reset-mfa: a manager removes a user's enrolment. */
export const ZResetMfaPayload = callPayload({
  tenantId: ZOperatorTenantId,
  userId: z.uuid(),
});
export type TResetMfaPayload = z.input<typeof ZResetMfaPayload>;

export const ZResetMfaResult = z.object({ reset: z.literal(true), userId: z.string() });
export type TResetMfaResult = z.infer<typeof ZResetMfaResult>;

export const resetMfaCall = defineCall({
  path: '/mfa/reset',
  summary: 'Manager: remove a user’s two-factor enrolment (same as /users/reset-mfa).',
  payload: ZResetMfaPayload,
  result: ZResetMfaResult,
  auth: { kind: 'session', roles: [1, 3, 4] },
  ids: { userId: 'user', tenantId: 'tenant' },
  example: { userId: '00000000-0000-4000-8000-000000000001' },
});
