import { z } from 'zod';
import { ZQuestionnaireKind } from '../../domain/questionnaire';
import { callPayload, defineCall } from '../define-call';
import { ZQuestionnaireView } from './questionnaire-schemas';
import { STAFF } from './staff-schemas';

export const ZQuestionnaireDetailsPayload = callPayload({
  petitionId: z.uuid(),
  kind: ZQuestionnaireKind.default('beneficiary'),
});
export type TQuestionnaireDetailsPayload = z.input<typeof ZQuestionnaireDetailsPayload>;

export const questionnaireDetailsCall = defineCall({
  path: '/questionnaire/details',
  summary:
    "A case's questionnaire with its answers and link state (before sending: the template that would be sent, no answers).",
  payload: ZQuestionnaireDetailsPayload,
  result: ZQuestionnaireView,
  auth: { kind: 'session', roles: STAFF },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
