import { z } from 'zod';
import { ADMIN_ROLES, STAFF_AND_PETITIONER_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import {
  ZCaseConfig,
  ZCaseFees,
  ZCaseNoPattern,
  ZCaseSubtypeRow,
  ZCaseTypeName,
  ZCaseTypeRow,
  ZConfiguredChecklist,
  ZPassportFieldSetting,
  ZTypeKey,
} from './case-config-schemas';

const paging = {
  page: z.number().int().min(1).max(10_000).default(1),
  perpage: z.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(100).optional(),
};

export const caseTypeListCall = defineCall({
  path: '/case-config/type-list',
  summary: 'The case types with the firm’s names, active flag, subtype count and cases in use (paged, searchable).',
  payload: callPayload({ ...paging, activeOnly: z.boolean().optional() }),
  result: z.object({ data: z.array(ZCaseTypeRow), count: z.number().int() }),
  auth: { kind: 'session', roles: STAFF_AND_PETITIONER_ROLES },
  scope: 'tenant',
  example: { page: 1, perpage: 25 },
});

export const caseSubtypeListCall = defineCall({
  path: '/case-config/subtype-list',
  summary: 'The subtypes of a case type (standard and the firm’s own) with cases in use (paged, searchable).',
  payload: callPayload({ typeId: ZTypeKey.typeId, ...paging, activeOnly: z.boolean().optional() }),
  result: z.object({ data: z.array(ZCaseSubtypeRow), count: z.number().int(), type: ZCaseTypeRow }),
  auth: { kind: 'session', roles: STAFF_AND_PETITIONER_ROLES },
  scope: 'tenant',
  example: { typeId: 1 },
});

export const caseSubtypeAddCall = defineCall({
  path: '/case-config/subtype-add',
  summary: 'Adds a subtype of the firm’s own to a case type; a duplicate name is refused.',
  payload: callPayload({ typeId: ZTypeKey.typeId, name: ZCaseTypeName }),
  result: ZCaseSubtypeRow,
  auth: { kind: 'session', roles: ADMIN_ROLES },
  scope: 'tenant',
  creates: true,
  example: { typeId: 1, name: 'H-1B Cap-exempt' },
});

export const caseTypeRenameCall = defineCall({
  path: '/case-config/rename',
  summary: 'Renames a case type (subTypeId 0) or subtype for the firm; a duplicate subtype name is refused.',
  payload: callPayload({ ...ZTypeKey, name: ZCaseTypeName }),
  result: z.object({ typeId: z.number().int(), subTypeId: z.number().int(), name: z.string() }),
  auth: { kind: 'session', roles: ADMIN_ROLES },
  scope: 'tenant',
  ids: { subTypeId: 'caseSubtype' },
  example: { typeId: 4, subTypeId: 11, name: 'H-4 First Filing' },
});

export const caseTypeSetActiveCall = defineCall({
  path: '/case-config/set-active',
  summary: 'Activates or deactivates a case type or subtype: new cases cannot use a deactivated one; running cases keep it.',
  payload: callPayload({ ...ZTypeKey, active: z.boolean() }),
  result: z.object({ typeId: z.number().int(), subTypeId: z.number().int(), active: z.boolean(), casesInUse: z.number().int() }),
  auth: { kind: 'session', roles: ADMIN_ROLES },
  scope: 'tenant',
  ids: { subTypeId: 'caseSubtype' },
  example: { typeId: 4, subTypeId: 11, active: false },
});

export const caseSubtypeDeleteCall = defineCall({
  path: '/case-config/subtype-delete',
  summary: 'Deletes a subtype the firm added and no case uses (a subtype in use is refused: deactivate it).',
  payload: callPayload({ typeId: ZTypeKey.typeId, subTypeId: z.number().int().positive().max(100_000_000) }),
  result: z.object({ deleted: z.literal(true) }),
  auth: { kind: 'session', roles: ADMIN_ROLES },
  scope: 'tenant',
  ids: { subTypeId: 'caseSubtype' },
  example: { typeId: 4, subTypeId: 100001 },
});

export const caseConfigDetailsCall = defineCall({
  path: '/case-config/details',
  summary: 'What new cases of a type and subtype get: checklist, questionnaire template, forms group, fees, case numbering.',
  payload: callPayload({ ...ZTypeKey }),
  result: ZCaseConfig,
  auth: { kind: 'session', roles: STAFF_AND_PETITIONER_ROLES },
  scope: 'tenant',
  ids: { subTypeId: 'caseSubtype' },
  example: { typeId: 4, subTypeId: 11 },
});

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
  ids: { subTypeId: 'caseSubtype' },
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

export const passportFieldsCall = defineCall({
  path: '/case-config/passport-fields',
  summary: 'Which passport fields the firm’s questionnaires and beneficiary forms collect, and which are required.',
  payload: callPayload({}),
  result: z.object({ data: z.array(ZPassportFieldSetting), saved: z.boolean() }),
  auth: { kind: 'session', roles: STAFF_AND_PETITIONER_ROLES },
  scope: 'tenant',
  example: {},
});

export const passportFieldsSaveCall = defineCall({
  path: '/case-config/passport-fields-save',
  summary: 'Saves which passport fields are collected and required (every field listed once).',
  payload: callPayload({
    data: z
      .array(ZPassportFieldSetting)
      .min(1)
      .max(20)
      .refine((d) => new Set(d.map((f) => f.key)).size === d.length, { message: 'A field is listed twice' }),
  }),
  result: z.object({ data: z.array(ZPassportFieldSetting), saved: z.boolean() }),
  auth: { kind: 'session', roles: ADMIN_ROLES },
  scope: 'tenant',
  example: { data: [{ key: 'number', collected: true, required: true }] },
});
