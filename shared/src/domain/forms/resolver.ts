import { FORM_ANSWER_SOURCES } from './mappings/answers';
import type {
  CheckRule,
  FormAnswerSources,
  FormFieldValue,
  FormFormat,
  FormLookups,
  FormMapping,
  ResolvedField,
  ResolvedForm,
  TextRule,
} from './types';
import { usStateCode } from './us-states';

/*
 * The pure part of form filling: form data + mapping (+ staff overrides) → { field: value }.
 * No PDF here; api/src/modules/forms writes the values into the official PDF.
 */

/** The data a mapping reads: `case.*`, `petitioner.*`, `beneficiary.*`, `questionnaire.*`. */
export interface FormSourceData {
  case: Record<string, unknown>;
  petitioner: Record<string, unknown> | null;
  beneficiary: Record<string, unknown> | null;
  questionnaire: Record<string, unknown>;
}

/** The value at a dotted path (`beneficiary.passport.number`, `petitioner.addresses.0.line1`). */
export function valueAt(data: unknown, path: string): unknown {
  let cur: unknown = data;
  const parts = path.split('.');
  for (let i = 0; i < parts.length; i += 1) {
    if (cur == null || typeof cur !== 'object') return undefined;
    // Answers kept under flat dotted keys ({ 'employment.jobTitle': … }) are found too.
    const rest = parts.slice(i).join('.');
    if (i < parts.length - 1 && !Array.isArray(cur) && Object.prototype.hasOwnProperty.call(cur, rest))
      return (cur as Record<string, unknown>)[rest];
    const part = parts[i]!;
    cur = Array.isArray(cur) ? cur[Number(part)] : (cur as Record<string, unknown>)[part];
  }
  return cur;
}

const isEmpty = (v: unknown): boolean => v == null || (typeof v === 'string' && v.trim() === '');

function firstValue(data: FormSourceData, path: string | readonly string[] | undefined): unknown {
  if (path == null) return undefined;
  for (const p of typeof path === 'string' ? [path] : path) {
    const v = valueAt(data, p);
    if (!isEmpty(v)) return v;
  }
  return undefined;
}

/** `{ id, name }` references (master data) read as their name. */
function asText(v: unknown): string | null {
  if (v == null) return null;
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : null;
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (typeof v === 'object' && 'name' in (v as Record<string, unknown>)) {
    const n = (v as Record<string, unknown>).name;
    return typeof n === 'string' ? n.trim() : null;
  }
  return null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** YYYY-MM-DD (or an ISO timestamp) → MM/DD/YYYY; null if not a date. */
export function usDate(v: string): string | null {
  const m = ISO_DATE.exec(v);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : null;
}

/** Applies one format step; null when the value cannot be formatted (left out of the form). */
export function applyFormat(raw: unknown, step: FormFormat, lookups: FormLookups): string | null {
  if (step === 'country') {
    if (typeof raw === 'number') return lookups.countryName?.(raw) ?? null;
    return asText(raw);
  }
  const text = asText(raw);
  if (text == null) return null;
  switch (step) {
    case 'date':
      return usDate(text);
    case 'upper':
      return text.toUpperCase();
    case 'digits':
      return text.replace(/\D/g, '') || null;
    case 'phone': {
      const d = text.replace(/\D/g, '');
      return d ? d.slice(-10) : null;
    }
    case 'state':
      return usStateCode(text);
    case 'number':
      return typeof raw === 'number' ? String(raw) : text.replace(/[,\s]/g, '');
    case 'initial': {
      const letter = /\p{L}/u.exec(text)?.[0];
      return letter ? letter.toUpperCase() : null;
    }
  }
}

/** The parts of a one-line value (an address, "last, first, title") joined; undefined when all are empty. */
function joinedParts(
  parts: readonly (string | readonly string[])[],
  separator: string,
  data: FormSourceData,
): string | undefined {
  const texts = parts.map((p) => asText(firstValue(data, p))).filter((t): t is string => !!t);
  return texts.length ? texts.join(separator) : undefined;
}

function textValue(rule: TextRule, data: FormSourceData, lookups: FormLookups): string | null {
  let raw: unknown = rule.parts ? joinedParts(rule.parts, rule.separator ?? ', ', data) : firstValue(data, rule.path);
  if (raw !== undefined && rule.map) {
    const key = asText(raw);
    raw = key != null && key in rule.map ? rule.map[key] : undefined;
  }
  // A fixed value is written as it is, without formatting.
  if (raw === undefined) return rule.value ?? null;
  let out: unknown = raw;
  for (const step of rule.format ?? []) {
    out = applyFormat(out, step, lookups);
    if (out == null) return null;
  }
  const text = asText(out);
  return text == null || text === '' ? null : text;
}

function checkValue(rule: CheckRule, data: FormSourceData): boolean | null {
  const raw = firstValue(data, rule.path);
  if (raw === undefined) return null;
  if (!rule.when) return Boolean(raw);
  const s = asText(raw);
  return rule.when.some((w) => w === raw || (s != null && String(w).toLowerCase() === s.toLowerCase()));
}

/** Staff overrides as the form view sends them: field name → text or checked. */
export type FormOverrides = Readonly<Record<string, FormFieldValue | null>>;

/**
 * Resolves a mapping against the data. Overrides win over data (a null override clears the
 * field); an override of a field the mapping does not list is ignored and reported in `warnings`.
 */
/**
 * The form data with the questionnaire answers the form takes written where its rules read
 * (`FORM_ANSWER_SOURCES`): a non-empty answer wins over case and profile data.
 */
export function withAnswers(sources: FormAnswerSources | undefined, data: FormSourceData): FormSourceData {
  const entries = Object.entries(sources ?? {}).filter(([key]) => !isEmpty(valueAt(data, `questionnaire.${key}`)));
  if (!entries.length) return data;
  const out = structuredClone(data) as unknown as Record<string, unknown>;
  for (const [key, targets] of entries) {
    const v = valueAt(data, `questionnaire.${key}`);
    for (const target of typeof targets === 'string' ? [targets] : targets) {
      const parts = target.split('.');
      let cur = out;
      for (const part of parts.slice(0, -1)) {
        const next = cur[part];
        if (next == null || typeof next !== 'object') cur[part] = {};
        cur = cur[part] as Record<string, unknown>;
      }
      cur[parts[parts.length - 1]!] = structuredClone(v);
    }
  }
  return out as unknown as FormSourceData;
}

export function resolveForm(
  mapping: FormMapping,
  source: FormSourceData,
  overrides: FormOverrides = {},
  lookups: FormLookups = {},
): ResolvedForm {
  const data = withAnswers(FORM_ANSWER_SOURCES[mapping.code], source);
  const fields: ResolvedField[] = [];
  const warnings: string[] = [];
  const known = new Set<string>();
  const cut = (label: string, v: string, max?: number): string => {
    if (max != null && v.length > max) {
      warnings.push(`${label}: cut to ${max} characters`);
      return v.slice(0, max);
    }
    return v;
  };

  // Supplement fields of other case types are left out (not written, not shown, not unmapped).
  const typeId = Number(data.case.typeId);
  const applies = (r: { caseTypeIds?: readonly number[] }): boolean => !r.caseTypeIds || r.caseTypeIds.includes(typeId);
  const notApplicable = new Set<string>();

  for (const rule of mapping.fields) {
    known.add(rule.field);
    if (!applies(rule)) {
      notApplicable.add(rule.field);
      continue;
    }
    const value: FormFieldValue | null =
      rule.kind === 'checkbox' ? checkValue(rule, data) : textValue(rule, data, lookups);
    fields.push({
      field: rule.field,
      label: rule.label,
      section: rule.section,
      kind: rule.kind,
      value,
      source: value == null ? 'empty' : 'data',
      ...(rule.kind !== 'checkbox' && rule.maxLength != null ? { maxLength: rule.maxLength } : {}),
    });
  }
  for (const m of mapping.manual) {
    known.add(m.field);
    if (!applies(m)) {
      notApplicable.add(m.field);
      continue;
    }
    fields.push({
      field: m.field,
      label: m.label,
      section: m.section,
      kind: m.kind,
      value: null,
      source: 'empty',
      ...(m.maxLength != null ? { maxLength: m.maxLength } : {}),
    });
  }

  for (const [name, v] of Object.entries(overrides)) {
    if (!known.has(name)) {
      warnings.push(`Unknown field ignored: ${name}`);
      continue;
    }
    if (notApplicable.has(name)) continue;
    const f = fields.find((x) => x.field === name)!;
    if (v === null) {
      f.value = null;
      f.source = 'override';
    } else if (f.kind === 'checkbox') {
      f.value = v === true || v === 'true' || v === 'Yes';
      f.source = 'override';
    } else {
      const text = typeof v === 'string' ? v.trim() : v ? 'Yes' : '';
      f.value = text === '' ? null : text;
      f.source = 'override';
    }
  }

  const values: Record<string, FormFieldValue> = {};
  for (const f of fields) {
    if (typeof f.value === 'string') f.value = cut(f.label, f.value, f.maxLength);
    if (f.value != null) values[f.field] = f.value;
  }
  const unmapped = fields
    .filter((f) => f.value == null)
    .map(({ field, label, section, kind }) => ({ field, label, section, kind }));
  return { code: mapping.code, edition: mapping.edition, values, fields, unmapped, warnings };
}
