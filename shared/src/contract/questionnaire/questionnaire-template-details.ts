import { type z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZTemplateDetails, ZTemplateId } from './questionnaire-schemas';
import { STAFF } from './templates-schemas';

export const ZQuestionnaireTemplateDetailsPayload = callPayload({ templateId: ZTemplateId });
export type TQuestionnaireTemplateDetailsPayload = z.input<typeof ZQuestionnaireTemplateDetailsPayload>;

export const questionnaireTemplateDetailsCall = defineCall({
  path: '/questionnaire/template-details',
  summary: 'One template with its fields: the saved version, else the default.',
  payload: ZQuestionnaireTemplateDetailsPayload,
  result: ZTemplateDetails,
  auth: { kind: 'session', roles: STAFF },
  scope: 'tenant',
  example: { templateId: 'beneficiary-1-0' },
});
