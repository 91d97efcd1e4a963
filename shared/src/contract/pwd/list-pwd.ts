import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { PWD_CALL_AUTH, ZPwdListItem, ZPwdPositionState, ZPwdSort, ZPwdStatusId } from './pwd-schemas';

export const ZListPwdPayload = callPayload({
  /** Case number, DOL case number, job title, SOC code, employer or beneficiary. */
  search: z.string().trim().max(200).optional(),
  statusIds: z.array(ZPwdStatusId).max(6).optional(),
  positionStates: z.array(ZPwdPositionState).max(4).optional(),
  petitionerId: z.uuid().optional(),
  sort: ZPwdSort,
  page: z.number().int().min(1).max(100_000).default(1),
  perpage: z.number().int().min(1).max(100).default(25),
});
export type TListPwdPayload = z.input<typeof ZListPwdPayload>;
export const ZListPwdResult = z.object({ data: z.array(ZPwdListItem), count: z.number().int(), page: z.number().int(), perpage: z.number().int() });
export type TListPwdResult = z.infer<typeof ZListPwdResult>;

export const listPwdCall = defineCall({
  path: '/pwd/list',
  summary: 'PWD cases the caller may see, paged, searched, filtered (status, position state) and sorted on the server.',
  payload: ZListPwdPayload,
  result: ZListPwdResult,
  auth: PWD_CALL_AUTH,
  scope: 'tenant',
  ids: { petitionerId: 'company' },
  example: { sort: { field: 'validTo', order: 1 }, page: 1, perpage: 25 },
});
