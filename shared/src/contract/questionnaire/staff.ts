import { z } from 'zod';
import { ZAnswers, ZQuestionnaireKind } from '../../domain/questionnaire';
import { callPayload, defineCall } from '../define-call';
import { ZQuestionnaireChange, ZQuestionnaireView } from './questionnaire-schemas';

const STAFF = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
const WRITERS = [3, 4, 5, 6, 7, 8, 9, 10];

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

export const ZQuestionnaireUpdateAnswersPayload = callPayload({
  petitionId: z.uuid(),
  kind: ZQuestionnaireKind.default('beneficiary'),
  answers: ZAnswers,
  /** Also check completeness (the SPEC §5 required rule), as a submit would. */
  complete: z.boolean().default(false),
});
export type TQuestionnaireUpdateAnswersPayload = z.input<typeof ZQuestionnaireUpdateAnswersPayload>;

export const questionnaireUpdateAnswersCall = defineCall({
  path: '/questionnaire/update-answers',
  summary:
    'Staff fill in or correct answers; every change is recorded with who, when and the answers before and after.',
  payload: ZQuestionnaireUpdateAnswersPayload,
  result: ZQuestionnaireView,
  auth: { kind: 'session', roles: WRITERS },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', answers: { 'beneficiary.name.first': 'Ananya' } },
});

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
