import { callPayload, defineCall } from '../define-call';
import { STAFF_AND_CLIENT_ROLES } from '../../domain/roles';
import { ZDashboard } from './dashboard-schemas';

export const ZGetDashboardPayload = callPayload({});
export type TGetDashboardPayload = typeof ZGetDashboardPayload;

export const getDashboardCall = defineCall({
  path: '/dashboard',
  summary:
    "The signed-in user's dashboard: the widgets offered to him (installed domain, his role) and his arrangement (or his role's default).",
  payload: ZGetDashboardPayload,
  result: ZDashboard,
  auth: { kind: 'session', roles: STAFF_AND_CLIENT_ROLES },
  scope: 'tenant',
  example: {},
});
