import { z } from 'zod';
import { ZAnswers, ZQuestionnaireKind } from '../../domain/questionnaire';
import { callPayload, defineCall } from '../define-call';
import { ZQuestionnaireView } from './questionnaire-schemas';

const WRITERS = [3, 4, 5, 6, 7, 8, 9, 10];

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
