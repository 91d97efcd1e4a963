import { z } from 'zod';
import { PAGE_SIZE } from '../../domain/limits';
import { callPayload, defineCall } from '../define-call';
import { ZCaseActivity } from './petition-schemas';

export const ZPetitionActivityListPayload = callPayload({
  petitionId: z.uuid(),
  page: z.number().int().min(1).default(1),
  /** SPEC §9: petition history pages of 1000. */
  perpage: z.number().int().min(1).max(PAGE_SIZE.PETITION_HISTORY).default(PAGE_SIZE.PETITION_HISTORY),
});
export type TPetitionActivityListPayload = z.input<typeof ZPetitionActivityListPayload>;
export const ZPetitionActivityListResult = z.object({ data: z.array(ZCaseActivity), count: z.number().int() });
export type TPetitionActivityListResult = z.infer<typeof ZPetitionActivityListResult>;

export const petitionActivityListCall = defineCall({
  path: '/petition/activity-list',
  summary: "The case's history, newest first: who, when, which activity, the case before and after.",
  payload: ZPetitionActivityListPayload,
  result: ZPetitionActivityListResult,
  auth: { kind: 'session' },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
