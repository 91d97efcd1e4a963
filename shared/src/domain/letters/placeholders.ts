import { formatMoney } from '../format';
import { valueAt, type FormLookups, type FormSourceData } from '../forms';
import type { RichTextBlock, RichTextDoc, RichTextInline, RichTextMark, RichTextText } from './rich-text';

/*
 * Placeholders are written `{{beneficiary.fullName}}` in a letter template. Each one names an
 * entry of the catalogue below, which says where its value comes from: the same data paths the
 * USCIS form mappings read (api/src/modules/forms/forms.data.ts: `case.*`, `beneficiary.*`,
 * `petitioner.*`, `questionnaire.*`), plus the law firm (`firm.*`), the case's attorney
 * (`attorney.*`) and the date of the letter (`today`). A template may use only catalogue keys.
 */

/** How a found value is written into the letter. */
export type PlaceholderFormat =
  /** As it is (trimmed); `{ name }` references read as their name. */
  | 'text'
  /** ISO date → "November 22, 2026" (letters spell the month out). */
  | 'date'
  /** A number → "$125,000.00". */
  | 'money'
  /** A number with thousands separators → "1,250". */
  | 'number'
  /** Master data country id or `{ name }` → the country's name. */
  | 'country'
  /** An address object → one line: "1100 Connecticut Ave NW, Suite 400, Washington, DC 20036". */
  | 'address'
  /** 'year', 'hour'… → "per year", "per hour". */
  | 'wagePer'
  /**
   * What a company does: a description ("software development"), or a NAICS code's sector
   * ("health care and social assistance"); a legal entity type ("Limited Liability Company") is
   * not a business and is skipped.
   */
  | 'businessDescription'
  /** What a company is: a legal entity type ("Limited Liability Company"); anything else is skipped. */
  | 'entityType';

export type PlaceholderGroup = 'Beneficiary' | 'Petitioner' | 'Case' | 'Employment' | 'Law firm' | 'Dates';

export interface PlaceholderDef {
  key: string;
  label: string;
  group: PlaceholderGroup;
  /** Data paths, first non-empty wins (questionnaire answers before case data). */
  paths: readonly string[];
  format: PlaceholderFormat;
  /** What it looks like, for the insert menu. */
  example: string;
}

/** The data a letter reads: the forms' data plus the firm, the attorney and the letter's date. */
export interface LetterSourceData extends FormSourceData {
  firm: Record<string, unknown> | null;
  attorney: Record<string, unknown> | null;
  /** The letter's date, YYYY-MM-DD. */
  today: string;
}

export type LetterLookups = FormLookups;

const q = (key: string): string[] => [`questionnaire.${key}`];

const def = (
  group: PlaceholderGroup,
  key: string,
  label: string,
  example: string,
  paths: readonly string[] = [key],
  format: PlaceholderFormat = 'text',
): PlaceholderDef => ({ key, label, group, paths, format, example });

/** Every placeholder a template may use, in menu order. */
export const LETTER_PLACEHOLDERS: readonly PlaceholderDef[] = [
  // Beneficiary: the profile first, the questionnaire's answers for what the profile lacks.
  def('Beneficiary', 'beneficiary.fullName', 'Full name', 'Ananya R. Iyer'),
  def('Beneficiary', 'beneficiary.firstName', 'First name', 'Ananya'),
  def('Beneficiary', 'beneficiary.lastName', 'Last name', 'Iyer'),
  def(
    'Beneficiary',
    'beneficiary.dateOfBirth',
    'Date of birth',
    'March 4, 1994',
    ['beneficiary.dateOfBirth', ...q('beneficiary.dateOfBirth')],
    'date',
  ),
  def(
    'Beneficiary',
    'beneficiary.citizenship',
    'Country of citizenship',
    'India',
    ['beneficiary.citizenshipCountryId', ...q('beneficiary.citizenship')],
    'country',
  ),
  def('Beneficiary', 'beneficiary.passport.number', 'Passport number', 'Z1234567', [
    'beneficiary.passport.number',
    ...q('beneficiary.passport.number'),
  ]),
  def('Beneficiary', 'beneficiary.currentStatus', 'Current U.S. status', 'F-1', [
    'beneficiary.currentStatus.code',
    ...q('beneficiary.currentStatus'),
  ]),
  def('Beneficiary', 'beneficiary.email', 'E-mail', 'ananya@example.com'),
  // The U.S. residence (the questionnaire's address when it is in the U.S., else the profile's
  // U.S. address); a foreign address is never written as the U.S. address.
  def(
    'Beneficiary',
    'beneficiary.usAddress',
    'U.S. address',
    '200 Park Ave, Apt 5, New York, NY 10166',
    ['beneficiary.usResidence', 'beneficiary.usAddress'],
    'address',
  ),
  def(
    'Beneficiary',
    'beneficiary.degree',
    'Highest degree',
    "Master's degree",
    q('beneficiary.education.highestDegree'),
  ),
  def(
    'Beneficiary',
    'beneficiary.fieldOfStudy',
    'Field of study',
    'Computer Science',
    q('beneficiary.education.field'),
  ),
  def(
    'Beneficiary',
    'beneficiary.university',
    'University',
    'Stanford University',
    q('beneficiary.education.institution'),
  ),
  // Petitioner (the employer) and its authorised signer.
  // Petitioner: the company profile first, the petitioner questionnaire's answers for what it lacks.
  def('Petitioner', 'petitioner.name', 'Company name', 'Northwind Analytics Inc.', ['petitioner.name', ...q('petitioner.legalName')]),
  def('Petitioner', 'petitioner.dba', 'Doing business as', 'Northwind', ['petitioner.dba', ...q('petitioner.dba')]),
  def('Petitioner', 'petitioner.fein', 'FEIN', '12-3456789', ['petitioner.fein', ...q('petitioner.fein')]),
  def(
    'Petitioner',
    'petitioner.address',
    'Mailing address',
    '500 Market St, Suite 200, San Francisco, CA 94105',
    ['petitioner.mailingAddress'],
    'address',
  ),
  def('Petitioner', 'petitioner.phone', 'Phone', '(415) 555-0100'),
  def('Petitioner', 'petitioner.email', 'E-mail', 'hr@northwind.example'),
  def('Petitioner', 'petitioner.website', 'Website', 'www.northwind.example'),
  // "is engaged in {{petitioner.businessType}}": what the company does. The profile's "business
  // type" often holds the legal entity type instead ("Limited Liability Company"), which is skipped
  // for the NAICS code's sector; the entity type has its own placeholder.
  def(
    'Petitioner',
    'petitioner.businessType',
    'Nature of business',
    'software development',
    ['petitioner.businessType', ...q('petitioner.businessType'), 'petitioner.naicsCode', ...q('petitioner.naicsCode')],
    'businessDescription',
  ),
  def(
    'Petitioner',
    'petitioner.entityType',
    'Legal entity type',
    'Limited Liability Company',
    ['petitioner.businessType', ...q('petitioner.entityType'), ...q('petitioner.businessType')],
    'entityType',
  ),
  def('Petitioner', 'petitioner.yearEstablished', 'Year established', '2011', [
    'petitioner.yearEstablished',
    ...q('petitioner.yearEstablished'),
  ]),
  def(
    'Petitioner',
    'petitioner.employeesCount',
    'Number of employees',
    '120',
    ['petitioner.employeesCount', ...q('petitioner.employeesUs')],
    'number',
  ),
  def(
    'Petitioner',
    'petitioner.grossIncome',
    'Gross annual income',
    '$14,500,000.00',
    ['petitioner.grossIncome', ...q('petitioner.grossAnnualIncome')],
    'money',
  ),
  // The signer's own details only: the company's e-mail or phone is not the signer's.
  def('Petitioner', 'petitioner.signer.fullName', 'Signer full name', 'Dana Whitfield', [
    'petitioner.signer.fullName',
    ...q('petitioner.signatory.name'),
  ]),
  def('Petitioner', 'petitioner.signer.title', 'Signer title', 'Director of People Operations', [
    'petitioner.signer.title',
    ...q('petitioner.signatory.title'),
  ]),
  def('Petitioner', 'petitioner.signer.email', 'Signer e-mail', 'dana@northwind.example', [
    'petitioner.signer.email',
    ...q('petitioner.signatory.email'),
  ]),
  def('Petitioner', 'petitioner.signer.phone', 'Signer phone', '(415) 555-0123', ['petitioner.signer.phone']),
  // Case.
  def('Case', 'case.caseNumber', 'Case number', 'H1B-2026-00042'),
  // This case's receipt number only (a previous petition's receipt number is another fact).
  def('Case', 'case.receiptNumber', 'USCIS receipt number', 'WAC2612345678', ['case.receiptNumber']),
  def('Case', 'case.typeName', 'Case type', 'H-1B'),
  def('Case', 'case.subTypeName', 'Case sub-type', 'New petition'),
  def('Case', 'case.validityFrom', 'Requested validity from', 'October 1, 2026', ['case.validityFrom'], 'date'),
  def('Case', 'case.validityTo', 'Requested validity to', 'September 30, 2029', ['case.validityTo'], 'date'),
  // The offered job: questionnaire answers (nested, then the older flat keys), then case data.
  def('Employment', 'employment.jobTitle', 'Job title', 'Senior Data Engineer', [
    ...q('employment.jobTitle'),
    ...q('jobTitle'),
    'case.data.jobTitle',
    // The case's title names the position (e.g. "Senior Data Engineer") when nothing else does.
    'case.title',
  ]),
  def('Employment', 'employment.socCode', 'SOC code', '15-1252', [...q('employment.socCode'), 'case.data.socCode']),
  def('Employment', 'employment.duties', 'Job duties', 'Designs and builds data pipelines…', [
    ...q('employment.duties'),
    ...q('jobDuties'),
    'case.data.jobDuties',
  ]),
  def(
    'Employment',
    'employment.startDate',
    'Start date',
    'October 1, 2026',
    [...q('employment.startDate'), ...q('employmentFrom'), 'case.validityFrom'],
    'date',
  ),
  def(
    'Employment',
    'employment.endDate',
    'End date',
    'September 30, 2029',
    [...q('employment.endDate'), ...q('employmentTo'), 'case.validityTo'],
    'date',
  ),
  def(
    'Employment',
    'employment.wage.amount',
    'Offered wage',
    '$145,000.00',
    [...q('employment.wage.amount'), ...q('wage'), 'case.data.wage'],
    'money',
  ),
  def(
    'Employment',
    'employment.wage.per',
    'Wage per',
    'per year',
    [...q('employment.wage.per'), ...q('wagePer'), 'case.data.wagePer'],
    'wagePer',
  ),
  def(
    'Employment',
    'employment.hoursPerWeek',
    'Hours per week',
    '40',
    [...q('employment.hoursPerWeek'), 'case.data.hoursPerWeek'],
    'number',
  ),
  def(
    'Employment',
    'employment.worksite',
    'Work site',
    '500 Market St, San Francisco, CA 94105',
    [...q('employment.worksite'), 'case.data.worksite'],
    'address',
  ),
  // Law firm (the tenant) and the case's attorney.
  def('Law firm', 'firm.name', 'Firm name', 'Demo Immigration Law LLP'),
  def(
    'Law firm',
    'firm.address',
    'Firm address',
    '1100 Connecticut Ave NW, Suite 400, Washington, DC 20036',
    ['firm.address'],
    'address',
  ),
  def('Law firm', 'firm.phone', 'Firm phone', '(202) 555-0147'),
  def('Law firm', 'firm.email', 'Firm e-mail', 'office@demo-law.example'),
  def('Law firm', 'attorney.fullName', 'Attorney name', 'Jordan Ellis'),
  def('Law firm', 'attorney.email', 'Attorney e-mail', 'jordan@demo-law.example'),
  // Dates.
  def('Dates', 'today', "Letter's date", 'November 22, 2026', ['today'], 'date'),
];

export const PLACEHOLDER_BY_KEY: ReadonlyMap<string, PlaceholderDef> = new Map(
  LETTER_PLACEHOLDERS.map((p) => [p.key, p]),
);

export const PLACEHOLDER_GROUPS: readonly PlaceholderGroup[] = [
  'Beneficiary',
  'Petitioner',
  'Case',
  'Employment',
  'Law firm',
  'Dates',
];

/** `{{ key }}` as written in a template (spaces inside the braces allowed). */
export const PLACEHOLDER_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The text a placeholder is written as. */
export const placeholderToken = (key: string): string => `{{${key}}}`;

/** The message an unknown placeholder is refused with. */
export const unknownPlaceholderMessage = (keys: readonly string[]): string =>
  keys.length === 1
    ? `Unknown placeholder ${placeholderToken(keys[0]!)}. Insert placeholders from the "Insert placeholder" menu.`
    : `Unknown placeholders ${keys.map(placeholderToken).join(', ')}. Insert placeholders from the "Insert placeholder" menu.`;

/** The message generation is refused with while placeholders have no value. */
export const missingPlaceholdersMessage = (keys: readonly string[]): string =>
  `Fill in or remove before generating: ${keys
    .map((k) => `${PLACEHOLDER_BY_KEY.get(k)?.label ?? k} (${placeholderToken(k)})`)
    .join(', ')}.`;

/** A placeholder found in a text, with its position. */
export interface PlaceholderMatch {
  key: string;
  start: number;
  end: number;
}

/** Placeholders in a plain text, in order. */
export function findPlaceholders(text: string): PlaceholderMatch[] {
  const out: PlaceholderMatch[] = [];
  for (const m of text.matchAll(PLACEHOLDER_PATTERN))
    out.push({ key: m[1]!, start: m.index!, end: m.index! + m[0].length });
  return out;
}

/** The text runs of a block's inline content, each paragraph/heading on its own (placeholders never span blocks). */
function textblocks(blocks: readonly RichTextBlock[], out: RichTextInline[][] = []): RichTextInline[][] {
  for (const b of blocks) {
    if (b.type === 'paragraph' || b.type === 'heading') out.push(b.content ?? []);
    else if (b.type === 'bulletList' || b.type === 'orderedList')
      for (const item of b.content) textblocks(item.content, out);
  }
  return out;
}

/** Each text block's text, hard breaks as new lines (a placeholder may span differently marked text nodes). */
const blockText = (inline: readonly RichTextInline[]): string =>
  inline.map((n) => (n.type === 'text' ? n.text : '\n')).join('');

/** Every placeholder key used in a document (unique, in order of first use). */
export function placeholdersIn(doc: RichTextDoc): string[] {
  const keys = new Set<string>();
  for (const inline of textblocks(doc.content)) for (const m of findPlaceholders(blockText(inline))) keys.add(m.key);
  return [...keys];
}

/** The keys of a document that are not in the catalogue. */
export function unknownPlaceholders(doc: RichTextDoc): string[] {
  return placeholdersIn(doc).filter((k) => !PLACEHOLDER_BY_KEY.has(k));
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** "2026-11-22" → "November 22, 2026"; anything else → null. */
export function longDate(v: unknown): string | null {
  const m = typeof v === 'string' ? ISO_DATE.exec(v.trim()) : null;
  if (!m) return null;
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${MONTHS[month - 1]} ${day}, ${m[1]}`;
}

const PER: Record<string, string> = {
  year: 'per year',
  yearly: 'per year',
  annual: 'per year',
  annually: 'per year',
  yr: 'per year',
  month: 'per month',
  monthly: 'per month',
  week: 'per week',
  weekly: 'per week',
  biweekly: 'every two weeks',
  'bi-weekly': 'every two weeks',
  hour: 'per hour',
  hourly: 'per hour',
  hr: 'per hour',
};

/** Legal forms of a business entity: what a company is, never what it does. */
const LEGAL_ENTITY_TYPE =
  /^(?:(?:domestic|foreign|professional|non-?profit|not[- ]for[- ]profit|[scb]|public|private|close(?:ly held)?|benefit|limited)\s+)*(?:corporation|corp\.?|incorporated|inc\.?|limited liability company|llc|l\.l\.c\.|limited liability partnership|llp|pllc|limited partnership|lp|general partnership|partnership|sole proprietorship|sole proprietor|trust|cooperative|association)$/i;

/** Whether a "business type" answer is a legal entity type ("LLC", "Nonprofit Corporation"). */
export const isLegalEntityType = (v: string): boolean => LEGAL_ENTITY_TYPE.test(v.trim().replace(/\s+/g, ' '));

/** NAICS sectors (the code's first two digits), as a letter writes what a company is engaged in. */
const NAICS_SECTORS: Record<string, string> = {
  '11': 'agriculture, forestry, fishing and hunting',
  '21': 'mining, quarrying, and oil and gas extraction',
  '22': 'utilities',
  '23': 'construction',
  '31': 'manufacturing',
  '32': 'manufacturing',
  '33': 'manufacturing',
  '42': 'wholesale trade',
  '44': 'retail trade',
  '45': 'retail trade',
  '48': 'transportation and warehousing',
  '49': 'transportation and warehousing',
  '51': 'information',
  '52': 'finance and insurance',
  '53': 'real estate and rental and leasing',
  '54': 'professional, scientific, and technical services',
  '55': 'management of companies and enterprises',
  '56': 'administrative and support and waste management and remediation services',
  '61': 'educational services',
  '62': 'health care and social assistance',
  '71': 'arts, entertainment, and recreation',
  '72': 'accommodation and food services',
  '81': 'other services',
  '92': 'public administration',
};

/** A NAICS code (2 to 6 digits) → its sector, else null. */
export const naicsSector = (code: string): string | null =>
  /^\d{2,6}$/.test(code.trim()) ? (NAICS_SECTORS[code.trim().slice(0, 2)] ?? null) : null;

const isEmpty = (v: unknown): boolean => v == null || (typeof v === 'string' && v.trim() === '');

function asText(v: unknown): string | null {
  if (v == null) return null;
  if (typeof v === 'string') return v.trim() || null;
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : null;
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (typeof v === 'object' && !Array.isArray(v) && typeof (v as { name?: unknown }).name === 'string')
    return (v as { name: string }).name.trim() || null;
  return null;
}

/** An address in any of the shapes Passage stores (profile, questionnaire, tenant) on one line. */
export function addressLine(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() || null;
  if (!v || typeof v !== 'object') return null;
  const a = v as Record<string, unknown>;
  const t = (x: unknown) => asText(x) ?? '';
  const street = [t(a.line1 ?? a.street), t(a.line2 ?? a.unit)].filter(Boolean).join(', ');
  const city = t(a.city ?? (a.locationDetails as Record<string, unknown> | undefined)?.name);
  const state = t(a.state ?? a.province ?? (a.stateDetails as Record<string, unknown> | undefined)?.name);
  const zip = t(a.usZip ?? a.zipcode ?? a.zip ?? a.foreignPostalCode);
  const country = t(a.country ?? (a.countryDetails as Record<string, unknown> | undefined)?.name);
  const stateZip = [state, zip].filter(Boolean).join(' ');
  const us = !country || /^(united states|usa|us|u\.s\.a?\.?)$/i.test(country);
  const line = [street, city, stateZip, us ? '' : country].filter(Boolean).join(', ');
  return line || null;
}

function formatValue(v: unknown, format: PlaceholderFormat, lookups: LetterLookups): string | null {
  switch (format) {
    case 'date':
      return longDate(v);
    case 'money': {
      const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.replace(/[$,\s]/g, '')) : NaN;
      return Number.isFinite(n) ? formatMoney(n) : null;
    }
    case 'number': {
      const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.replace(/[,\s]/g, '')) : NaN;
      return Number.isFinite(n) ? new Intl.NumberFormat('en-US').format(n) : asText(v);
    }
    case 'country':
      if (typeof v === 'number') return lookups.countryName?.(v) ?? null;
      return asText(v);
    case 'address':
      return addressLine(v);
    case 'wagePer': {
      const s = asText(v);
      return s ? (PER[s.toLowerCase()] ?? s) : null;
    }
    case 'businessDescription': {
      const s = asText(v);
      if (!s || isLegalEntityType(s)) return null;
      return /^\d+$/.test(s) ? naicsSector(s) : s;
    }
    case 'entityType': {
      const s = asText(v);
      return s && isLegalEntityType(s) ? s : null;
    }
    default:
      return asText(v);
  }
}

/** The text a placeholder resolves to for this data, or null when the data has no value for it. */
export function resolvePlaceholder(key: string, data: LetterSourceData, lookups: LetterLookups = {}): string | null {
  const p = PLACEHOLDER_BY_KEY.get(key);
  if (!p) return null;
  for (const path of p.paths) {
    const v = valueAt(data, path);
    if (isEmpty(v)) continue;
    const text = formatValue(v, p.format, lookups);
    if (text) return text;
  }
  return null;
}

const sameMarks = (a: RichTextMark[] | undefined, b: RichTextMark[] | undefined): boolean =>
  (a ?? []).map((m) => m.type).join() === (b ?? []).map((m) => m.type).join();

/** Joins neighbouring text nodes with the same marks and drops empty ones (TipTap's own normal form). */
function normalise(inline: RichTextInline[]): RichTextInline[] {
  const out: RichTextInline[] = [];
  for (const n of inline) {
    if (n.type === 'text' && n.text === '') continue;
    const last = out[out.length - 1];
    if (n.type === 'text' && last?.type === 'text' && sameMarks(last.marks, n.marks)) {
      out[out.length - 1] = { ...last, text: last.text + n.text };
    } else out.push(n);
  }
  return out;
}

/**
 * Replaces the placeholders of one text block. A placeholder may span text nodes with different
 * marks (half of it bold); its value takes the marks of its first character.
 */
function substituteInline(inline: readonly RichTextInline[], value: (key: string) => string | null): RichTextInline[] {
  // Characters with their marks; hard breaks are '\n' and stay nodes of their own.
  const text = blockText(inline);
  const matches = findPlaceholders(text);
  if (matches.length === 0) return [...inline];
  const marksAt: (RichTextMark[] | undefined | 'break')[] = [];
  for (const n of inline) {
    if (n.type === 'hardBreak') marksAt.push('break');
    else for (let i = 0; i < n.text.length; i++) marksAt.push(n.marks);
  }
  const out: RichTextInline[] = [];
  const pushText = (s: string, marks: RichTextMark[] | undefined) => {
    if (!s) return;
    const node: RichTextText = { type: 'text', text: s };
    if (marks?.length) node.marks = marks;
    out.push(node);
  };
  const copyRange = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const m = marksAt[i];
      if (m === 'break') out.push({ type: 'hardBreak' });
      else pushText(text[i]!, m);
    }
  };
  let pos = 0;
  for (const m of matches) {
    copyRange(pos, m.start);
    const v = value(m.key);
    const first = marksAt[m.start];
    if (v === null) copyRange(m.start, m.end);
    else pushText(v, first === 'break' ? undefined : first);
    pos = m.end;
  }
  copyRange(pos, text.length);
  return normalise(out);
}

function mapBlocks(
  blocks: readonly RichTextBlock[],
  fn: (inline: RichTextInline[]) => RichTextInline[],
): RichTextBlock[] {
  return blocks.map((b): RichTextBlock => {
    switch (b.type) {
      case 'paragraph':
      case 'heading': {
        const content = fn(b.content ?? []);
        const { content: _old, ...rest } = b;
        return content.length ? { ...rest, content } : rest;
      }
      case 'bulletList':
      case 'orderedList':
        return {
          ...b,
          content: b.content.map((item) => ({ ...item, content: mapBlocks(item.content, fn) })),
        } as RichTextBlock;
      default:
        return b;
    }
  });
}

export interface ResolvedLetter {
  /** The document with every placeholder that has a value replaced; the others stay `{{key}}`. */
  doc: RichTextDoc;
  /** Catalogue placeholders with no value in this case's data. */
  missing: { key: string; label: string }[];
  /** Placeholders not in the catalogue (left as written). */
  unknown: string[];
}

/** Fills a template's placeholders with a case's data. Pure: the same input gives the same letter. */
export function resolveLetter(doc: RichTextDoc, data: LetterSourceData, lookups: LetterLookups = {}): ResolvedLetter {
  const cache = new Map<string, string | null>();
  const value = (key: string): string | null => {
    if (!cache.has(key)) cache.set(key, PLACEHOLDER_BY_KEY.has(key) ? resolvePlaceholder(key, data, lookups) : null);
    return cache.get(key)!;
  };
  const out: RichTextDoc = {
    type: 'doc',
    content: mapBlocks(doc.content, (inline) => substituteInline(inline, value)),
  };
  const remaining = placeholdersIn(out);
  return {
    doc: out,
    missing: remaining
      .filter((k) => PLACEHOLDER_BY_KEY.has(k))
      .map((k) => ({ key: k, label: PLACEHOLDER_BY_KEY.get(k)!.label })),
    unknown: remaining.filter((k) => !PLACEHOLDER_BY_KEY.has(k)),
  };
}

/** Fills placeholders with the catalogue's examples: what the template editor's preview shows. */
export function sampleLetter(doc: RichTextDoc): RichTextDoc {
  return {
    type: 'doc',
    content: mapBlocks(doc.content, (inline) =>
      substituteInline(inline, (k) => PLACEHOLDER_BY_KEY.get(k)?.example ?? null),
    ),
  };
}
