import { callPayload, defineCall } from '../define-call';
import { PWD_CALL_AUTH, ZPwdDetails, ZPwdIdPayload } from './pwd-schemas';

export const ZPwdDetailsPayload = callPayload({ ...ZPwdIdPayload });
export const pwdDetailsCall = defineCall({
  path: '/pwd/details',
  summary: 'One PWD case: ETA-9141 data, the determination with its countdown, status and its log.',
  payload: ZPwdDetailsPayload,
  result: ZPwdDetails,
  auth: PWD_CALL_AUTH,
  scope: 'tenant',
  ids: { pwdId: 'pwd' },
  example: { pwdId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
