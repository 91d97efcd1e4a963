import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { PWD_CALL_AUTH, ZPwdDetails, ZPwdSocCode } from './pwd-schemas';

export const ZRequestPwdPayload = callPayload({
  /** The case the PWD is for (an H-1B or a PERM case): its petitioner, beneficiary and team are copied. */
  petitionId: z.uuid().optional(),
  /** Standalone: the employer (petitioner). */
  petitionerId: z.uuid().optional(),
  jobTitle: z.string().trim().max(200).optional(),
  socCode: ZPwdSocCode.optional(),
  note: z.string().trim().max(1000).optional(),
}).refine((p) => !!p.petitionId || !!p.petitionerId, { message: 'Choose the case or the employer the PWD is for.', path: ['petitionerId'] });
export type TRequestPwdPayload = z.input<typeof ZRequestPwdPayload>;

export const requestPwdCall = defineCall({
  path: '/pwd/request',
  summary: 'Open a PWD case (ETA-9141) for a case or an employer.',
  payload: ZRequestPwdPayload,
  result: ZPwdDetails,
  auth: PWD_CALL_AUTH,
  scope: 'tenant',
  creates: true,
  ids: { petitionId: 'petition', petitionerId: 'company' },
  example: { petitionerId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', jobTitle: 'Data Engineer' },
});
