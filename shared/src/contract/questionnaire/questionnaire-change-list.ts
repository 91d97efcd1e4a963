import { z } from 'zod';
import { ZQuestionnaireKind } from '../../domain/questionnaire';
import { callPayload, defineCall } from '../define-call';
import { ZQuestionnaireChange } from './questionnaire-schemas';
import { STAFF } from './staff-schemas';

export const ZQuestionnaireChangeListPayload = callPayload({
  petitionId: z.uuid(),
  kind: ZQuestionnaireKind.default('beneficiary'),
});
export const ZQuestionnaireChangeListResult = z.object({ data: z.array(ZQuestionnaireChange) });
export type TQuestionnaireChangeListResult = z.infer<typeof ZQuestionnaireChangeListResult>;

export const questionnaireChangeListCall = defineCall({
  path: '/questionnaire/change-list',
  summary: 'The change log of a case questionnaire, newest first.',
  payload: ZQuestionnaireChangeListPayload,
  result: ZQuestionnaireChangeListResult,
  auth: { kind: 'session', roles: STAFF },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
