import { defineCall, callPayload } from '../define-call';
import { STAFF_AND_CLIENT_ROLES } from '../../domain/roles';
import { ZDashboard } from './dashboard-schemas';

export const ZResetLayoutPayload = callPayload({});

export const resetLayoutCall = defineCall({
  path: '/dashboard/reset-layout',
  summary: "Forgets the signed-in user's arrangement: he gets his role's default dashboard again.",
  payload: ZResetLayoutPayload,
  result: ZDashboard,
  auth: { kind: 'session', roles: STAFF_AND_CLIENT_ROLES },
  scope: 'tenant',
  example: {},
});
