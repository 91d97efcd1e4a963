import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCaseActivity } from '../petition/petition-schemas';
import { PWD_CALL_AUTH, ZPwdIdPayload } from './pwd-schemas';

export const ZPwdActivityListPayload = callPayload({
  ...ZPwdIdPayload,
  page: z.number().int().min(1).max(100_000).default(1),
  perpage: z.number().int().min(1).max(100).default(25),
});
export const pwdActivityListCall = defineCall({
  path: '/pwd/activity-list',
  summary: "The PWD case's history (creation, changes, status moves), newest first.",
  payload: ZPwdActivityListPayload,
  result: z.object({ data: z.array(ZCaseActivity), count: z.number().int() }),
  auth: PWD_CALL_AUTH,
  scope: 'tenant',
  ids: { pwdId: 'pwd' },
  example: { pwdId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
