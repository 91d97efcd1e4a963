import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { PWD_CALL_AUTH, ZPwdDetails, ZPwdIdPayload, ZPwdStatusId } from './pwd-schemas';

export const ZUpdatePwdStatusPayload = callPayload({
  ...ZPwdIdPayload,
  statusId: ZPwdStatusId,
  note: z.string().trim().max(1000).optional(),
});
export type TUpdatePwdStatusPayload = z.input<typeof ZUpdatePwdStatusPayload>;
export const updatePwdStatusCall = defineCall({
  path: '/pwd/update-status',
  summary:
    'Move a PWD to a new status, logged in statusLogs. Filing (2) needs the ETA-9141 data; a determination (3) needs its wage, level or source and a valid validity window, and completes UPDATE_DOL_RESPONSE.',
  payload: ZUpdatePwdStatusPayload,
  result: ZPwdDetails,
  auth: PWD_CALL_AUTH,
  scope: 'tenant',
  ids: { pwdId: 'pwd' },
  example: { pwdId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', statusId: 2 },
});
