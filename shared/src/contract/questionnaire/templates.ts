import { z } from 'zod';
import { ZQuestionnaireKind, ZQuestionnaireTemplateBody } from '../../domain/questionnaire';
import { callPayload, defineCall } from '../define-call';
import { ZTemplateDetails, ZTemplateId, ZTemplateSummary } from './questionnaire-schemas';

/** Staff who read templates (internal roles); admins and branch managers change them. */
const STAFF = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
const EDITORS = [3, 4];

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
