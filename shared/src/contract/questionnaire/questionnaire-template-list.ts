import { z } from 'zod';
import { ZQuestionnaireKind } from '../../domain/questionnaire';
import { callPayload, defineCall } from '../define-call';
import { ZTemplateSummary } from './questionnaire-schemas';
import { STAFF } from './templates-schemas';

export const ZQuestionnaireTemplateListPayload = callPayload({ kind: ZQuestionnaireKind.optional() });
export type TQuestionnaireTemplateListPayload = z.input<typeof ZQuestionnaireTemplateListPayload>;
export const ZQuestionnaireTemplateListResult = z.object({ data: z.array(ZTemplateSummary) });
export type TQuestionnaireTemplateListResult = z.infer<typeof ZQuestionnaireTemplateListResult>;

export const questionnaireTemplateListCall = defineCall({
  path: '/questionnaire/template-list',
  summary:
    "The tenant's questionnaire templates: every default (H-1B, H-4, L-1, I-130, sponsor, petitioner, investor) and every saved version, by kind and case type/subtype.",
  payload: ZQuestionnaireTemplateListPayload,
  result: ZQuestionnaireTemplateListResult,
  auth: { kind: 'session', roles: STAFF },
  scope: 'tenant',
  example: {},
});
