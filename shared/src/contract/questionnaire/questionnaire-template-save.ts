import { type z } from 'zod';
import { ZQuestionnaireTemplateBody } from '../../domain/questionnaire';
import { callPayload, defineCall } from '../define-call';
import { ZTemplateDetails, ZTemplateId } from './questionnaire-schemas';
import { EDITORS } from './templates-schemas';

export const ZQuestionnaireTemplateSavePayload = callPayload({
  templateId: ZTemplateId,
  template: ZQuestionnaireTemplateBody,
});
export type TQuestionnaireTemplateSavePayload = z.input<typeof ZQuestionnaireTemplateSavePayload>;

export const questionnaireTemplateSaveCall = defineCall({
  path: '/questionnaire/template-save',
  summary:
    "Saves the tenant's own version of a template (fields, sections, required flags, options, conditions). Questionnaires already sent keep the fields they were sent with.",
  payload: ZQuestionnaireTemplateSavePayload,
  result: ZTemplateDetails,
  auth: { kind: 'session', roles: EDITORS },
  scope: 'tenant',
  example: {
    templateId: 'sponsor-0-0',
    template: {
      name: 'Sponsor',
      fields: [{ key: 'sponsor.name.last', label: 'Family name', section: 'Sponsor', type: 'text', required: true }],
    },
  },
});
