import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZFirmExport } from './firm-export';

export const ZExportTenantPayload = callPayload({ tenantId: z.uuid() });
export type TExportTenantPayload = z.input<typeof ZExportTenantPayload>;

export const exportTenantCall = defineCall({
  path: '/tenant/export',
  summary: 'Operator: start a background export of a firm (its records as JSON and CSV, its stored files) into a zip archive.',
  payload: ZExportTenantPayload,
  result: ZFirmExport,
  auth: { kind: 'operator' },
  scope: 'platform',
  creates: true,
  ids: { tenantId: 'tenant' },
  example: { tenantId: '3f1c9a4e-8d2b-4c6a-9e7f-0a1b2c3d4e5f' },
});
