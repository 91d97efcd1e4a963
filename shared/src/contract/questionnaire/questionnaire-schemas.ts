import { z } from 'zod';
import {
  ZAnswers,
  ZQuestionnaireField,
  ZQuestionnaireKind,
  ZQuestionnaireLanguage,
  type QuestionnaireKind,
} from '../../domain/questionnaire';

/*
 * Shapes shared by the questionnaire calls (docs/questionnaires.md). A template is addressed by a
 * readable id `<kind>-<typeId>-<subTypeId>` (0 = any), e.g. `beneficiary-1-0` for H-1B, so the
 * editor's address is the same whether the tenant saved its own version or uses the default.
 */

export const TEMPLATE_ID_PATTERN = /^(beneficiary|petitioner|sponsor|investor)-(\d{1,4})-(\d{1,6})$/;
export const ZTemplateId = z.string().regex(TEMPLATE_ID_PATTERN, 'Not a questionnaire template id');

export const templateIdOf = (kind: QuestionnaireKind, typeId: number | null, subTypeId: number | null = null): string =>
  `${kind}-${typeId ?? 0}-${subTypeId ?? 0}`;

export const parseTemplateId = (id: string): { kind: QuestionnaireKind; typeId: number; subTypeId: number } | null => {
  const m = TEMPLATE_ID_PATTERN.exec(id);
  return m ? { kind: m[1] as QuestionnaireKind, typeId: Number(m[2]), subTypeId: Number(m[3]) } : null;
};

export const ZTemplateSummary = z.object({
  id: z.string(),
  kind: ZQuestionnaireKind,
  typeId: z.number().int().nullable(),
  typeName: z.string().nullable(),
  subTypeId: z.number().int().nullable(),
  subTypeName: z.string().nullable(),
  name: z.string(),
  fieldCount: z.number().int(),
  sectionCount: z.number().int(),
  /** 'tenant' when the firm saved its own version, else 'default'. */
  source: z.enum(['tenant', 'default']),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type TTemplateSummary = z.infer<typeof ZTemplateSummary>;

export const ZTemplateDetails = ZTemplateSummary.extend({ fields: z.array(ZQuestionnaireField) });
export type TTemplateDetails = z.infer<typeof ZTemplateDetails>;

export const QUESTIONNAIRE_STATUSES = ['not-sent', 'sent', 'draft', 'submitted'] as const;
export const ZQuestionnaireStatus = z.enum(QUESTIONNAIRE_STATUSES);
export type TQuestionnaireStatus = z.infer<typeof ZQuestionnaireStatus>;

/** The state of the current link: none sent, live, expired, revoked, or used (submitted). */
export const ZLinkState = z.enum(['none', 'live', 'expired', 'revoked', 'used']);

/** A case's questionnaire as staff see it. */
export const ZQuestionnaireView = z.object({
  id: z.uuid().nullable(),
  petitionId: z.uuid(),
  caseNumber: z.string(),
  typeName: z.string(),
  beneficiaryName: z.string().nullable(),
  beneficiaryEmail: z.string().nullable(),
  /** The beneficiary profile's preferred language: the send dialog's default. */
  beneficiaryLanguage: ZQuestionnaireLanguage.nullable(),
  kind: ZQuestionnaireKind,
  templateName: z.string(),
  fields: z.array(ZQuestionnaireField),
  answers: ZAnswers,
  status: ZQuestionnaireStatus,
  sentTo: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** The language the client was written to in (null before sending). */
  language: ZQuestionnaireLanguage.nullable(),
  linkState: ZLinkState,
  linkExpiresAt: z.string().nullable(),
  lastSavedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type TQuestionnaireView = z.infer<typeof ZQuestionnaireView>;

/** SPEC §2.3 anonymous user: built from the beneficiary with roleId 51 (the token stays with the client). */
export const ZAnonymousUser = z.object({
  roleId: z.literal(51),
  beneficiaryId: z.uuid().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
});
export type TAnonymousUser = z.infer<typeof ZAnonymousUser>;

/** What the fill page loads through the link. */
export const ZFillView = z.object({
  questionnaireId: z.uuid(),
  kind: ZQuestionnaireKind,
  firmName: z.string(),
  caseNumber: z.string(),
  typeName: z.string(),
  templateName: z.string(),
  fields: z.array(ZQuestionnaireField),
  /** The client's draft (or submitted) answers, as saved. */
  answers: ZAnswers,
  /**
   * What the firm already knows of the client (name, e-mail, date of birth, passport), for the
   * template's questions: the page fills them in where the draft has no answer. Empty once submitted.
   */
  known: ZAnswers.default({}),
  status: ZQuestionnaireStatus,
  /** The language staff chose when sending (the page's `?lang=` and switcher win). */
  language: ZQuestionnaireLanguage.nullable(),
  user: ZAnonymousUser,
  expiresAt: z.string(),
  lastSavedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type TFillView = z.infer<typeof ZFillView>;

export const ZQuestionnaireChange = z.object({
  id: z.uuid(),
  action: z.string(),
  via: z.enum(['staff', 'link']),
  userName: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});
export type TQuestionnaireChange = z.infer<typeof ZQuestionnaireChange>;
