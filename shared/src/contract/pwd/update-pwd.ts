import { type z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { PWD_CALL_AUTH, ZPwdDataInput, ZPwdDetails, ZPwdIdPayload } from './pwd-schemas';

export const ZUpdatePwdPayload = callPayload({ ...ZPwdIdPayload, ...ZPwdDataInput.shape });
export type TUpdatePwdPayload = z.input<typeof ZUpdatePwdPayload>;
export const updatePwdCall = defineCall({
  path: '/pwd/update',
  summary: 'Change the ETA-9141 data or the determination (validity 90 days to 1 year, SOC code from the list); bad input stores nothing.',
  payload: ZUpdatePwdPayload,
  result: ZPwdDetails,
  auth: PWD_CALL_AUTH,
  scope: 'tenant',
  ids: { pwdId: 'pwd' },
  example: { pwdId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', jobTitle: 'Data Engineer' },
});
