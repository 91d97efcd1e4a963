import { VALIDATION_MESSAGES as M } from '../messages';
import {
  isBlank,
  isFieldRequired,
  validateDate,
  validateEmail,
  validateMax,
  type ValidationResult,
} from '../validation';
import { validatePhone } from '../validation-phone';
import { isValidReceiptNumber, RECEIPT_NUMBER_MESSAGE } from '../cases/receipt-number';
import { fieldNameOf, type TAnswers, type TAnswerValue, type TQuestionnaireField } from './template';

/*
 * The questionnaire rules: SPEC §5 required rule and messages, conditions, and type checks. The
 * fill page and the server both call `validateAnswers`, so a client sees the same messages the
 * server would answer.
 */

/**
 * SPEC §5, exactly: the field-level flag (`isRequired`) forces; else the not-required flag frees;
 * else the template's required flag decides, when it is true or the string 'true'.
 */
export const isQuestionnaireFieldRequired = (
  field: Pick<TQuestionnaireField, 'isRequired' | 'notRequired' | 'required'>,
): boolean =>
  isFieldRequired({ isRequired: field.isRequired, notRequired: field.notRequired }, { required: field.required });

/** An answer as text for comparing with condition values ('true'/'false' for yes/no). */
const asStrings = (value: TAnswerValue | undefined): string[] => {
  if (value == null) return [];
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? v : v.key));
  return [String(value)];
};

/** Is the field shown for these answers? Every condition must match (hidden fields are not asked). */
export const isFieldVisible = (field: Pick<TQuestionnaireField, 'conditions'>, answers: TAnswers): boolean =>
  (field.conditions ?? []).every((c) => asStrings(answers[c.key]).some((v) => c.equals.includes(v)));

/** The fields shown for these answers. */
export const visibleFields = (fields: readonly TQuestionnaireField[], answers: TAnswers): TQuestionnaireField[] =>
  fields.filter((f) => isFieldVisible(f, answers));

/** Sections in the order their first field appears (the fill page's steps). */
export const templateSections = (fields: readonly Pick<TQuestionnaireField, 'section'>[]): string[] => {
  const out: string[] = [];
  for (const f of fields) if (!out.includes(f.section)) out.push(f.section);
  return out;
};

/** Is this answer empty for the required rule? A checkbox left unticked counts as empty. */
export const isAnswerBlank = (
  field: Pick<TQuestionnaireField, 'type' | 'options'>,
  value: TAnswerValue | undefined,
): boolean => {
  if (field.type === 'checkbox' && !(field.options?.length ?? 0)) return value !== true && value !== 'true';
  return isBlank(value);
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isIsoDate = (v: string): boolean => {
  const m = ISO_DATE.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};

/** Keys whose answer is a USCIS receipt number (`….receiptNumber`). */
const RECEIPT_KEY = /(^|\.)receiptNumber$/i;

/** "…endDate" → its "…startDate" sibling (the same prefix), e.g. employment.endDate → employment.startDate. */
const startKeyOf = (key: string): string | null => (/endDate$/.test(key) ? key.replace(/endDate$/, 'startDate') : null);

/** The message of an end date that is not after its start date. */
export const endAfterStartMessage = (end: string, start: string): string =>
  `${end} must be after the ${start.charAt(0).toLowerCase()}${start.slice(1)}`;

/** Type checks of one non-blank answer; null when it passes. */
export const validateFieldValue = (field: TQuestionnaireField, value: TAnswerValue | undefined): ValidationResult => {
  if (value == null || isAnswerBlank(field, value)) return null;
  const label = fieldNameOf(field);
  const values = (field.options ?? []).map((o) => o.value);
  // A USCIS receipt number, wherever a template asks for one: checked as on the staff side.
  if (RECEIPT_KEY.test(field.key) && typeof value === 'string' && !isValidReceiptNumber(value)) return RECEIPT_NUMBER_MESSAGE;
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'country':
      return typeof value === 'string' || typeof value === 'number' ? null : M.required(label);
    case 'email':
      return typeof value === 'string' ? validateEmail(value, label) : M.email(label);
    case 'phone':
      return typeof value === 'string' ? validatePhone(value, {}, label) : M.phone(label);
    case 'date':
      // The fill page sends YYYY-MM-DD (an input of type date); typed dates follow SPEC §5 MM/DD/YYYY.
      return typeof value === 'string' && (isIsoDate(value) || validateDate(value) === null) ? null : M.date;
    case 'number': {
      const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
      if (!Number.isFinite(n)) return M.digitsOnly(label);
      if (field.max != null) {
        const r = validateMax(n, field.max);
        if (r) return r;
      }
      if (field.min != null && n < field.min) return M.min(field.min);
      return null;
    }
    case 'select':
    case 'radio':
      return typeof value === 'string' && values.includes(value) ? null : M.required(label);
    case 'checkbox':
      if (!values.length)
        return typeof value === 'boolean' || value === 'true' || value === 'false' ? null : M.required(label);
      return Array.isArray(value) && value.every((v) => typeof v === 'string' && values.includes(v))
        ? null
        : M.required(label);
    case 'file':
      return Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null && 'key' in v)
        ? null
        : M.documentsRequired(label);
  }
};

/**
 * Which SPEC §5 rule an issue comes from, so a page in another language can say the same thing
 * in its words (the `message` stays the spec's exact English).
 */
export type AnswerIssueRule =
  | 'required'
  | 'requiredStar'
  | 'documentsRequired'
  | 'email'
  | 'phone'
  | 'date'
  | 'digitsOnly'
  | 'max'
  | 'min'
  | 'invalid';

export interface AnswerIssue {
  key: string;
  message: string;
  rule: AnswerIssueRule;
  /** The bound of `max` / `min`. */
  n?: number;
}

/** The rule behind a type-check message of `validateFieldValue` for this field. */
export const issueRuleOf = (
  field: Pick<TQuestionnaireField, 'key' | 'label' | 'name' | 'max' | 'min'>,
  message: string,
): { rule: AnswerIssueRule; n?: number } => {
  const l = fieldNameOf(field);
  if (message === M.email(l)) return { rule: 'email' };
  if (message === M.phone(l)) return { rule: 'phone' };
  if (message === M.date) return { rule: 'date' };
  if (message === M.digitsOnly(l)) return { rule: 'digitsOnly' };
  if (field.max != null && message === M.max(field.max)) return { rule: 'max', n: field.max };
  if (field.min != null && message === M.min(field.min)) return { rule: 'min', n: field.min };
  if (message === M.documentsRequired(l)) return { rule: 'documentsRequired' };
  if (message === M.required(l)) return { rule: 'required' };
  return { rule: 'invalid' };
};

export interface ValidateAnswersOptions {
  /** 'fill' → 'Please fill {field} .' (default, forms and server); 'star' → '*{field} is required'. */
  requiredMessage?: 'fill' | 'star';
  /** Only check the fields of this section (one step of the fill page). */
  section?: string;
}

/**
 * Checks answers against a template: every visible required field answered (SPEC §5 messages;
 * a required file field wants at least one document: '{field} is required'), every answer of the
 * right type and among the options. Hidden fields and unknown keys are not checked here.
 */
export const validateAnswers = (
  template: { fields: readonly TQuestionnaireField[] },
  answers: TAnswers,
  options: ValidateAnswersOptions = {},
): { ok: boolean; issues: AnswerIssue[] } => {
  const issues: AnswerIssue[] = [];
  for (const field of visibleFields(template.fields, answers)) {
    if (options.section && field.section !== options.section) continue;
    const value = answers[field.key];
    if (isAnswerBlank(field, value)) {
      if (isQuestionnaireFieldRequired(field)) {
        const rule: AnswerIssueRule =
          field.type === 'file'
            ? 'documentsRequired'
            : options.requiredMessage === 'star'
              ? 'requiredStar'
              : 'required';
        issues.push({ key: field.key, message: M[rule](fieldNameOf(field)), rule });
      }
      continue;
    }
    const r = validateFieldValue(field, value);
    if (r) {
      issues.push({ key: field.key, message: r, ...issueRuleOf(field, r) });
      continue;
    }
    // An end date must come after its start date (as the staff side checks date ranges).
    const startKey = field.type === 'date' ? startKeyOf(field.key) : null;
    const start = startKey ? template.fields.find((f) => f.key === startKey && f.type === 'date') : undefined;
    const startValue = start ? answers[start.key] : undefined;
    if (start && typeof value === 'string' && typeof startValue === 'string' && isIsoDate(startValue) && isIsoDate(value) && value <= startValue)
      issues.push({ key: field.key, message: endAfterStartMessage(fieldNameOf(field), fieldNameOf(start)), rule: 'invalid' });
  }
  return { ok: issues.length === 0, issues };
};

/** Keeps only the answers of the template's visible fields (hidden and unknown keys dropped). */
export const pruneAnswers = (template: { fields: readonly TQuestionnaireField[] }, answers: TAnswers): TAnswers => {
  const keep = new Set(visibleFields(template.fields, answers).map((f) => f.key));
  return Object.fromEntries(Object.entries(answers).filter(([k]) => keep.has(k)));
};

/** The answers as a nested object by their dotted keys (what a form field mapping reads). */
export const answersToData = (answers: TAnswers): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answers)) {
    const parts = key.split('.');
    let node: Record<string, unknown> = out;
    parts.forEach((p, i) => {
      if (i === parts.length - 1) {
        node[p] = value;
        return;
      }
      const next = node[p];
      if (typeof next !== 'object' || next === null || Array.isArray(next)) node[p] = {};
      node = node[p] as Record<string, unknown>;
    });
  }
  return out;
};

/** Which keys differ between two answer sets (for the change log). */
export const changedAnswerKeys = (before: TAnswers, after: TAnswers): string[] => {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null)).sort();
};
