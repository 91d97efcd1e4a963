import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCaseList } from '../petition/petition-schemas';
import { ZCaseView } from './petition-views-schemas';

export const ZListPetitionViewsPayload = callPayload({ list: ZCaseList.optional() });
export type TListPetitionViewsPayload = z.input<typeof ZListPetitionViewsPayload>;
export const listPetitionViewsCall = defineCall({
  path: '/petition/view-list',
  summary: "The caller's saved case-list views.",
  payload: ZListPetitionViewsPayload,
  result: z.object({ data: z.array(ZCaseView) }),
  auth: { kind: 'session' },
  scope: 'tenant',
  example: { list: 'cases' },
});
