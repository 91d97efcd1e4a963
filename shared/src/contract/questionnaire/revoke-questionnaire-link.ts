import { z } from 'zod';
import { ZQuestionnaireKind } from '../../domain/questionnaire';
import { callPayload, defineCall } from '../define-call';
import { ZQuestionnaireView } from './questionnaire-schemas';
import { SENDERS } from './send-schemas';

export const ZRevokeQuestionnaireLinkPayload = callPayload({
  petitionId: z.uuid(),
  kind: ZQuestionnaireKind.default('beneficiary'),
});

export const revokeQuestionnaireLinkCall = defineCall({
  path: '/questionnaire/revoke-link',
  summary: 'Revokes the live questionnaire link of a case: it opens nothing any more. Answers stay.',
  payload: ZRevokeQuestionnaireLinkPayload,
  result: ZQuestionnaireView,
  auth: { kind: 'session', roles: SENDERS },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
