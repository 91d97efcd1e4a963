import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZFirmDeletion } from './firm-export';

export const ZTenantDeleteCancelPayload = callPayload({ tenantId: z.uuid() });

export const tenantDeleteCancelCall = defineCall({
  path: '/tenant/delete-cancel',
  summary: 'Operator: cancel a firm’s scheduled deletion within its grace period.',
  payload: ZTenantDeleteCancelPayload,
  result: ZFirmDeletion,
  auth: { kind: 'operator' },
  scope: 'platform',
  ids: { tenantId: 'tenant' },
  example: { tenantId: '3f1c9a4e-8d2b-4c6a-9e7f-0a1b2c3d4e5f' },
});
