import type { TFillView, TQuestionnaireView, TTemplateDetails } from 'shared/contract';
import type { TQuestionnaireField } from 'shared/domain';

export const CASE_ID = '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
export const Q_ID = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

/** A small two-section template: a required name, a yes/no question and a conditional follow-up. */
export const FIELDS: TQuestionnaireField[] = [
  { key: 'beneficiary.name.first', label: 'First name', section: 'About you', type: 'text', required: true },
  { key: 'beneficiary.email', label: 'E-mail address', section: 'About you', type: 'email', required: 'true' },
  {
    key: 'beneficiary.nickname',
    label: 'Nickname',
    section: 'About you',
    type: 'text',
    required: true,
    notRequired: true,
  },
  {
    key: 'beneficiary.inUs',
    label: 'Are you in the United States now?',
    section: 'Travel',
    type: 'radio',
    required: true,
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
  {
    key: 'beneficiary.i94.number',
    label: 'I-94 number',
    section: 'Travel',
    type: 'text',
    required: true,
    conditions: [{ key: 'beneficiary.inUs', equals: ['yes'] }],
  },
];

export const fillView = (over: Partial<TFillView> = {}): TFillView => ({
  questionnaireId: Q_ID,
  kind: 'beneficiary',
  firmName: 'Demo Law Group',
  caseNumber: 'H1B-2026-00042',
  typeName: 'H-1B',
  templateName: 'H-1B beneficiary questionnaire',
  fields: FIELDS,
  answers: {},
  known: {},
  status: 'sent',
  language: null,
  user: {
    roleId: 51,
    beneficiaryId: null,
    firstName: 'Ananya',
    lastName: 'Iyer',
    name: 'Ananya Iyer',
    email: 'ananya@example.test',
  },
  expiresAt: '2026-12-06T10:00:00.000Z',
  lastSavedAt: null,
  submittedAt: null,
  ...over,
});

export const staffView = (over: Partial<TQuestionnaireView> = {}): TQuestionnaireView => ({
  id: Q_ID,
  petitionId: CASE_ID,
  caseNumber: 'H1B-2026-00042',
  typeName: 'H-1B',
  beneficiaryName: 'Ananya Iyer',
  beneficiaryEmail: 'ananya@example.test',
  beneficiaryLanguage: null,
  kind: 'beneficiary',
  templateName: 'H-1B beneficiary questionnaire',
  fields: FIELDS,
  answers: {},
  status: 'not-sent',
  sentTo: null,
  sentAt: null,
  language: null,
  linkState: 'none',
  linkExpiresAt: null,
  lastSavedAt: null,
  submittedAt: null,
  ...over,
});

export const templateDetails = (over: Partial<TTemplateDetails> = {}): TTemplateDetails => ({
  id: 'beneficiary-1-0',
  kind: 'beneficiary',
  typeId: 1,
  typeName: 'H-1B',
  subTypeId: null,
  subTypeName: null,
  name: 'H-1B beneficiary questionnaire',
  fieldCount: FIELDS.length,
  sectionCount: 2,
  source: 'default',
  updatedAt: null,
  updatedByName: null,
  fields: FIELDS,
  ...over,
});
