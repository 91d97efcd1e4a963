import { z } from 'zod';

/*
 * Questionnaire templates (SPEC §3 "Questionnaire: a list of fields, each with section, key and
 * required"; issue 8 point 1). A template belongs to a questionnaire kind and, for the case
 * questionnaire, to a case type (and optionally a subtype). Each field's `key` is a stable dotted
 * data path (`beneficiary.passport.number`) that the USCIS form mapping reads.
 */

/** Who fills the questionnaire: the case's beneficiary, or one of the company-side variants. */
export const QUESTIONNAIRE_KINDS = ['beneficiary', 'petitioner', 'sponsor', 'investor'] as const;
export type QuestionnaireKind = (typeof QUESTIONNAIRE_KINDS)[number];
export const ZQuestionnaireKind = z.enum(QUESTIONNAIRE_KINDS);

export const QUESTIONNAIRE_KIND_LABELS: Readonly<Record<QuestionnaireKind, string>> = {
  beneficiary: 'Beneficiary questionnaire',
  petitioner: 'Petitioner questionnaire',
  sponsor: 'Sponsor questionnaire',
  investor: 'Investor questionnaire',
};

export const FIELD_TYPES = [
  'text',
  'textarea',
  'date',
  'select',
  'radio',
  'checkbox',
  'number',
  'email',
  'phone',
  'country',
  'file',
] as const;
export type QuestionnaireFieldType = (typeof FIELD_TYPES)[number];
export const ZQuestionnaireFieldType = z.enum(FIELD_TYPES);

export const FIELD_TYPE_LABELS: Readonly<Record<QuestionnaireFieldType, string>> = {
  text: 'Short text',
  textarea: 'Long text',
  date: 'Date',
  select: 'Drop-down',
  radio: 'Choice (radio)',
  checkbox: 'Check box(es)',
  number: 'Number',
  email: 'E-mail',
  phone: 'Phone',
  country: 'Country',
  file: 'Document upload',
};

/** Types whose answer must be one of the field's options. */
export const OPTION_FIELD_TYPES: readonly QuestionnaireFieldType[] = ['select', 'radio'];

/** A dotted data path: segments of letters and digits, starting with a letter. */
export const FIELD_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*$/;

export const ZFieldOption = z.object({
  value: z.string().trim().min(1).max(100),
  label: z.string().trim().min(1).max(200),
});
export type TFieldOption = z.infer<typeof ZFieldOption>;

/** Show the field only when the answer at `key` equals one of `equals` (all conditions must hold). */
export const ZFieldCondition = z.object({
  key: z.string().regex(FIELD_KEY_PATTERN, 'Not a valid field key'),
  equals: z.array(z.string().max(100)).min(1).max(20),
});
export type TFieldCondition = z.infer<typeof ZFieldCondition>;

/**
 * Languages a questionnaire can be sent in (issue 8 point 2): the fill pages and the link mail
 * speak them. The client can still switch on the page.
 */
export const QUESTIONNAIRE_LANGUAGES = ['en', 'es'] as const;
export type QuestionnaireLanguage = (typeof QUESTIONNAIRE_LANGUAGES)[number];
export const ZQuestionnaireLanguage = z.enum(QUESTIONNAIRE_LANGUAGES);
export const QUESTIONNAIRE_LANGUAGE_NAMES: Readonly<Record<QuestionnaireLanguage, string>> = {
  en: 'English',
  es: 'Spanish (Español)',
};

/** A firm's own wording of a question in another language (its label stays as written otherwise). */
export const ZFieldTranslation = z.object({
  label: z.string().trim().max(200).optional(),
  help: z.string().trim().max(500).optional(),
});
export type TFieldTranslation = z.infer<typeof ZFieldTranslation>;

export const ZQuestionnaireField = z.object({
  key: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(FIELD_KEY_PATTERN, 'Use a dotted key of letters and digits, e.g. beneficiary.passport.number'),
  /** The question as the client reads it ("Please explain the refusal"). */
  label: z.string().trim().min(1).max(200),
  /**
   * The field's short name for messages ("Refusal explanation"): SPEC §5's 'Please fill {field} .'
   * names the field, not its question. Without it, see `fieldNameOf`.
   */
  name: z.string().trim().min(1).max(100).optional(),
  section: z.string().trim().min(1).max(100),
  type: ZQuestionnaireFieldType,
  /** The template's required flag for this field: true or 'true' make it required (SPEC §5). */
  required: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  /** Not-required flag: frees the field whatever `required` says. */
  notRequired: z.boolean().optional(),
  /** Field-level flag: forces the field to be required (wins over both others). */
  isRequired: z.boolean().optional(),
  options: z.array(ZFieldOption).max(300).optional(),
  conditions: z.array(ZFieldCondition).max(5).optional(),
  help: z.string().trim().max(500).optional(),
  /** number: inclusive bounds (SPEC §5 maximum message). */
  max: z.number().optional(),
  min: z.number().optional(),
  /** The firm's wording in other languages, e.g. `{ es: { label, help } }` (issue 8 point 2). */
  translations: z.partialRecord(ZQuestionnaireLanguage, ZFieldTranslation).optional(),
});
export type TQuestionnaireField = z.infer<typeof ZQuestionnaireField>;

const checkFields = (fields: readonly TQuestionnaireField[], ctx: z.RefinementCtx): void => {
  const keys = new Map<string, number>();
  fields.forEach((f, i) => {
    if (keys.has(f.key))
      ctx.addIssue({ code: 'custom', path: ['fields', i, 'key'], message: `The key ${f.key} is used twice` });
    keys.set(f.key, i);
  });
  fields.forEach((f, i) => {
    if (OPTION_FIELD_TYPES.includes(f.type) && !(f.options?.length ?? 0)) {
      ctx.addIssue({ code: 'custom', path: ['fields', i, 'options'], message: `${f.label} needs at least one option` });
    }
    const values = new Set<string>();
    (f.options ?? []).forEach((o, j) => {
      if (values.has(o.value))
        ctx.addIssue({
          code: 'custom',
          path: ['fields', i, 'options', j, 'value'],
          message: `The option ${o.value} is listed twice`,
        });
      values.add(o.value);
    });
    (f.conditions ?? []).forEach((c, j) => {
      if (c.key === f.key || !keys.has(c.key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['fields', i, 'conditions', j, 'key'],
          message: `${f.label} depends on an unknown field ${c.key}`,
        });
      }
    });
  });
};

/** The editable body of a template (what the editor saves). */
export const ZQuestionnaireTemplateBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    fields: z.array(ZQuestionnaireField).min(1).max(400),
  })
  .superRefine((t, ctx) => checkFields(t.fields, ctx));

export interface QuestionnaireTemplate {
  kind: QuestionnaireKind;
  /** Case type for beneficiary questionnaires; null for the company-side kinds. */
  typeId: number | null;
  subTypeId: number | null;
  name: string;
  fields: TQuestionnaireField[];
}

/** A stored file an answer points at (type `file`). */
export const ZFileAnswer = z.object({ key: z.string().min(1).max(500), name: z.string().max(300) });
export type TFileAnswer = z.infer<typeof ZFileAnswer>;

/** One answer: text, a number, a yes/no, a list of checked options, or uploaded files. */
export const ZAnswerValue = z.union([
  z.string().max(10_000),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string().max(200)).max(300),
  z.array(ZFileAnswer).max(20),
]);
export type TAnswerValue = z.infer<typeof ZAnswerValue>;

/** Answers by field key. */
export const ZAnswers = z.record(z.string().regex(FIELD_KEY_PATTERN).max(120), ZAnswerValue);
export type TAnswers = z.infer<typeof ZAnswers>;

/** A label that is a question or an instruction rather than a name ("Please explain …", "Has …?"). */
const QUESTION_LIKE = /\?\s*$|^(please|tell|describe|explain|list|give|provide|state|enter|confirm|i )\b|^(is|are|was|were|has|have|had|do|does|did|will|would|can|could|should)\s/i;

/** "priorVisaDenialDetails" → "Prior visa denial details". */
const humanise = (segment: string): string => {
  const words = segment.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The name a message gives a field (SPEC §5 'Please fill {field} .'): its `name`, else its label
 * when that is a name ("Passport number"), else a name made from its key, so a question never
 * lands inside the sentence ('Please fill Please explain the refusal .').
 */
export function fieldNameOf(field: Pick<TQuestionnaireField, 'key' | 'label' | 'name'>): string {
  if (field.name) return field.name;
  if (!QUESTION_LIKE.test(field.label.trim())) return field.label;
  const segments = field.key.split('.');
  return humanise(segments[segments.length - 1] ?? field.key);
}
