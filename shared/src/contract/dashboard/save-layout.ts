import { defineCall, callPayload } from '../define-call';
import { STAFF_AND_CLIENT_ROLES } from '../../domain/roles';
import { ZDashboard, ZLayoutItems } from './dashboard-schemas';

export const ZSaveLayoutPayload = callPayload({
  /** The whole arrangement, in order: add, remove, reorder, resize, view and filters in one save. */
  items: ZLayoutItems,
});

export const saveLayoutCall = defineCall({
  path: '/dashboard/save-layout',
  summary: "Saves the signed-in user's dashboard arrangement (each widget offered to him, at most once, filters checked against the registry).",
  payload: ZSaveLayoutPayload,
  result: ZDashboard,
  auth: { kind: 'session', roles: STAFF_AND_CLIENT_ROLES },
  scope: 'tenant',
  example: { items: [{ key: 'cases-by-status', size: 'M', view: 'CHART', filters: { pageSize: 25 } }] },
});
