import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { INTERNAL_ROLES } from '../../domain/roles';
import { ZCustomReport } from './report-schemas';

export const ZCustomListPayload = callPayload({
  search: z.string().trim().max(100).optional(),
});
export type TCustomListPayload = z.input<typeof ZCustomListPayload>;
export const ZCustomListResult = z.object({ data: z.array(ZCustomReport) });

export const customListCall = defineCall({
  path: '/reports/custom-list',
  summary: "The caller's own custom reports and those shared with the firm, by name.",
  payload: ZCustomListPayload,
  result: ZCustomListResult,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  example: {},
});
