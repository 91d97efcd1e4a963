import { z } from 'zod';
import { ADMIN_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZCaseConfig, ZCaseFees, ZCaseNoPattern, ZConfiguredChecklist, ZTypeKey } from './case-config-schemas';

export const ZCaseConfigSavePayload = callPayload({
  ...ZTypeKey,
  checklist: ZConfiguredChecklist,
  questionnaireTemplateId: z.uuid().nullable(),
  formGroupId: z.uuid().nullable(),
  fees: ZCaseFees,
  allowCustomCaseNo: z.boolean(),
  caseNoPattern: ZCaseNoPattern.nullable(),
});
export type TCaseConfigSavePayload = z.input<typeof ZCaseConfigSavePayload>;

export const caseConfigSaveCall = defineCall({
  path: '/case-config/save',
  summary: 'Saves the configuration of a type (subTypeId 0) or subtype; cases created afterwards use it.',
  payload: ZCaseConfigSavePayload,
  result: ZCaseConfig,
  auth: { kind: 'session', roles: ADMIN_ROLES },
  scope: 'tenant',
  ids: { subTypeId: 'caseSubtype', questionnaireTemplateId: 'questionnaireTemplate', formGroupId: 'letter_group' },
  example: {
    typeId: 4,
    subTypeId: 11,
    checklist: { required: ['passport_bio_page'], optional: [] },
    questionnaireTemplateId: null,
    formGroupId: null,
    fees: { legalFee: 250000, filingFee: null },
    allowCustomCaseNo: true,
    caseNoPattern: 'ACME-####',
  },
});
