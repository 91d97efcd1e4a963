import { callPayload, defineCall } from '../define-call';
import { ZTemplateDetails, ZTemplateId } from './questionnaire-schemas';
import { EDITORS } from './templates-schemas';

export const ZQuestionnaireTemplateResetPayload = callPayload({ templateId: ZTemplateId });

export const questionnaireTemplateResetCall = defineCall({
  path: '/questionnaire/template-reset',
  summary: "Drops the tenant's version: the default applies again.",
  payload: ZQuestionnaireTemplateResetPayload,
  result: ZTemplateDetails,
  auth: { kind: 'session', roles: EDITORS },
  scope: 'tenant',
  example: { templateId: 'beneficiary-1-0' },
});
