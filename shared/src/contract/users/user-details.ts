import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZOperatorTenantId, ZUser } from './user-schemas';

/** One user. Anyone may read their own record; managers the users they manage. */
export const ZUserDetailsPayload = callPayload({
  tenantId: ZOperatorTenantId,
  /** Omit for the signed-in user. */
  userId: z.uuid().optional(),
});
export type TUserDetailsPayload = z.input<typeof ZUserDetailsPayload>;

export const ZUserDetailsResult = ZUser;
export type TUserDetailsResult = z.infer<typeof ZUserDetailsResult>;

export const userDetailsCall = defineCall({
  path: '/users/details',
  summary: 'A user’s details (own record, or one the caller manages).',
  payload: ZUserDetailsPayload,
  result: ZUserDetailsResult,
  auth: { kind: 'session' },
  ids: { userId: 'user', tenantId: 'tenant' },
  example: { userId: '00000000-0000-4000-8000-000000000001' },
});
