import { z } from 'zod';
import { parseUsDate } from './format';
import { VALIDATION_MESSAGES as M } from './messages';
import { COUNTRY_ID, isValidZip, postalRule, zipRuleFor, type PostalRule } from './postal';
import { isBlank, zFromValidator, type ValidationResult } from './validation-core';

export * from './validation-core';

/*
 * SPEC §5 validation rules. The e-mail and password rules the sign-in schemas use are in
 * validation-core.ts (re-exported here) and the phone rules, with libphonenumber-js, in
 * validation-phone.ts, so the first visit of /login loads neither the phone metadata nor the
 * postal data (issue 21 point 4). Each `validate…` returns the spec's message, or null when the value
 * passes. Format rules let an empty value pass: emptiness is the required rule's business, so an
 * optional field may stay blank. The `z…` helpers wrap the same functions for forms and the server.
 */

const text = (value: unknown): string => (value == null ? '' : String(value).trim());

// ───────────────────────────── required ─────────────────────────────

/** Field-level flags of a form or questionnaire field. */
export interface FieldRequiredFlags {
  /** Forces the field to be required, whatever the template says. */
  isRequired?: boolean;
  /** Frees the field, whatever the template says. */
  notRequired?: boolean;
}

/**
 * SPEC §5: required when a field-level flag forces it; not required when a not-required flag is
 * set; otherwise the template's required flag (true or 'true'). Forcing wins over freeing, as the
 * spec lists it first.
 */
export const isFieldRequired = (
  field: FieldRequiredFlags | null | undefined,
  template?: { required?: unknown } | null,
): boolean => {
  if (field?.isRequired === true) return true;
  if (field?.notRequired === true) return false;
  return template?.required === true || template?.required === 'true';
};

/** 'Please fill {field} .' (`fill`, forms) or '*{field} is required' (`star`). */
export const validateRequired = (value: unknown, field: string, variant: 'fill' | 'star' = 'fill'): ValidationResult =>
  isBlank(value) ? (variant === 'fill' ? M.required(field) : M.requiredStar(field)) : null;

/** SPEC §5: at least one file with status true. */
export const validateDocuments = (
  files: readonly { status?: boolean | null }[] | null | undefined,
  field: string,
): ValidationResult => ((files ?? []).some((f) => f.status === true) ? null : M.documentsRequired(field));

// ───────────────────────────── email ─────────────────────────────

/**
 * SPEC §5 flags e-mails "on the temporary-account domain". A short list of well-known disposable
 * mail services; callers may pass their own list (e.g. a tenant's placeholder domain).
 */
export const TEMPORARY_ACCOUNT_DOMAINS: readonly string[] = [
  'mailinator.com',
  'guerrillamail.com',
  'sharklasers.com',
  '10minutemail.com',
  'temp-mail.org',
  'tempmail.com',
  'yopmail.com',
  'trashmail.com',
  'maildrop.cc',
  'getnada.com',
  'dispostable.com',
];

/** True when the address is on a listed domain or one of its subdomains. */
export const isTemporaryAccountEmail = (
  email: string | null | undefined,
  domains: readonly string[] = TEMPORARY_ACCOUNT_DOMAINS,
): boolean => {
  const domain = text(email).toLowerCase().split('@')[1];
  if (!domain) return false;
  return domains.some((d) => domain === d.toLowerCase() || domain.endsWith(`.${d.toLowerCase()}`));
};

// ───────────────────────────── text rules ─────────────────────────────

export const validateDigitsOnly = (value: unknown, field: string): ValidationResult => {
  const v = text(value);
  return v === '' || /^\d+$/.test(v) ? null : M.digitsOnly(field);
};

/** SPEC §5 maximum: the value as a number must be ≤ n (a non-number fails). */
export const validateMax = (value: unknown, n: number): ValidationResult => {
  const v = text(value);
  return v === '' || Number(v) <= n ? null : M.max(n);
};

/**
 * SPEC §5 minimum, 'Minimum value {length} is required': a minimum length, as its `{length}`
 * parameter says (the spec pairs it with a numeric maximum, but names no minimum value).
 */
export const validateMinLength = (value: unknown, length: number): ValidationResult => {
  const v = text(value);
  return v === '' || v.length >= length ? null : M.min(length);
};

/** SPEC §5: the confirmation must equal the case number after trimming both. */
export const validateConfirmCaseNumber = (caseNumber: unknown, confirmation: unknown): ValidationResult =>
  text(caseNumber) === text(confirmation) ? null : M.confirmCaseNumber;

/** SPEC §5 zip rule (see postal.ts); `rule` overrides the country's data, e.g. from master data. */
export const validateZip = (
  value: unknown,
  countryId: number | null | undefined,
  rule?: PostalRule,
): ValidationResult => {
  const v = text(value);
  return v === '' || isValidZip(v, zipRuleFor(countryId, rule ?? postalRule(countryId))) ? null : M.zip;
};

const MIXED_LETTERS_DIGITS = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]+$/;

/** SPEC §5: for the US (231) and India (101) a passport number mixes letters and digits; other countries are unchecked. */
export const validatePassport = (value: unknown, countryId: number | null | undefined): ValidationResult => {
  const v = text(value);
  if (v === '' || (countryId !== COUNTRY_ID.US && countryId !== COUNTRY_ID.INDIA)) return null;
  return MIXED_LETTERS_DIGITS.test(v) ? null : M.passport;
};

/** SPEC §5: 'MM/DD/YYYY' and a real calendar date. */
export const validateDate = (value: unknown): ValidationResult => {
  const v = text(value);
  return v === '' || parseUsDate(v) ? null : M.date;
};

// ───────────────────────────── files ─────────────────────────────

/** SPEC §5 file classes, by extension. */
export const FILE_CLASSES = {
  office: ['doc', 'docx', 'txt', 'odt', 'rtf', 'dotm', 'wps', 'xml', 'xl', 'xlsx', 'xla', 'xlsb'],
  image: ['jpeg', 'jpg', 'png', 'svg'],
  pdf: ['pdf'],
} as const;
export type FileClass = keyof typeof FILE_CLASSES;

/** A file as SPEC §3 describes it (name, mimetype, extn), any part possibly missing. */
export interface FileLike {
  name?: string | null;
  mimetype?: string | null;
  extn?: string | null;
}

/** Lower-case extension without the dot, from `extn` or the name; '' when none. */
export const fileExtension = (file: FileLike): string => {
  const fromExtn = text(file.extn).replace(/^\./, '');
  if (fromExtn) return fromExtn.toLowerCase();
  const name = text(file.name);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export const fileClass = (file: FileLike): FileClass | undefined => {
  const ext = fileExtension(file);
  return (Object.keys(FILE_CLASSES) as FileClass[]).find((c) => (FILE_CLASSES[c] as readonly string[]).includes(ext));
};

const WORD_MIME_TYPES = [
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

/** SPEC §5 accepted uploads (images, PDF, Word), as an `<input accept>` value. */
export const ACCEPTED_UPLOAD_TYPES = ['image/*', 'application/pdf', '.pdf', ...WORD_MIME_TYPES, '.doc', '.docx'].join(
  ',',
);

/** SPEC §5: images, PDF and Word files are accepted; the mimetype decides, else the extension. */
export const isAcceptedUpload = (file: FileLike): boolean => {
  const mime = text(file.mimetype).toLowerCase();
  if (mime !== '' && mime !== 'application/octet-stream') {
    return mime.startsWith('image/') || mime === 'application/pdf' || WORD_MIME_TYPES.includes(mime);
  }
  const ext = fileExtension(file);
  return fileClass(file) === 'image' || ext === 'pdf' || ext === 'doc' || ext === 'docx';
};

/** SPEC §5 upload check with its message. */
export const validateUpload = (file: FileLike): ValidationResult => (isAcceptedUpload(file) ? null : M.fileType);

export type DocumentTypeClass = 'video/audio' | 'pdf' | 'word' | 'excel' | 'powerpoint' | 'zip' | 'image';

const DOCUMENT_CLASS_BY_EXTENSION: Readonly<Record<string, DocumentTypeClass>> = {
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  odt: 'word',
  rtf: 'word',
  dotm: 'word',
  wps: 'word',
  xls: 'excel',
  xlsx: 'excel',
  xlsb: 'excel',
  xla: 'excel',
  xl: 'excel',
  csv: 'excel',
  ods: 'excel',
  ppt: 'powerpoint',
  pptx: 'powerpoint',
  odp: 'powerpoint',
  zip: 'zip',
  rar: 'zip',
  '7z': 'zip',
  jpeg: 'image',
  jpg: 'image',
  png: 'image',
  svg: 'image',
  gif: 'image',
  mp4: 'video/audio',
  mov: 'video/audio',
  webm: 'video/audio',
  mp3: 'video/audio',
  wav: 'video/audio',
  m4a: 'video/audio',
};

/** SPEC §5 document type class (for icons and previews): by mimetype, else by extension. */
export const documentTypeClass = (file: FileLike): DocumentTypeClass | undefined => {
  const mime = text(file.mimetype).toLowerCase();
  if (mime.startsWith('video/') || mime.startsWith('audio/')) return 'video/audio';
  if (mime.startsWith('image/')) return 'image';
  if (mime === 'application/pdf') return 'pdf';
  if (mime.includes('wordprocessingml') || mime === 'application/msword') return 'word';
  if (mime.includes('spreadsheetml') || mime === 'application/vnd.ms-excel') return 'excel';
  if (mime.includes('presentationml') || mime === 'application/vnd.ms-powerpoint') return 'powerpoint';
  if (mime.includes('zip') || mime.includes('rar') || mime.includes('7z')) return 'zip';
  return DOCUMENT_CLASS_BY_EXTENSION[fileExtension(file)];
};

// ───────────────────────────── zod ─────────────────────────────

/** A non-blank string with 'Please fill {field} .'. */
export const zRequiredText = (field: string) => zFromValidator((v) => validateRequired(v, field));
export const zDigitsOnly = (field: string) => zFromValidator((v) => validateDigitsOnly(v, field));
export const zMinLength = (length: number) => zFromValidator((v) => validateMinLength(v, length));
export const zMax = (n: number) => zFromValidator((v) => validateMax(v, n));
export const zZip = (countryId: number | null | undefined, rule?: PostalRule) =>
  zFromValidator((v) => validateZip(v, countryId, rule));
export const zPassport = (countryId: number | null | undefined) =>
  zFromValidator((v) => validatePassport(v, countryId));
export const zUsDate = () => zFromValidator(validateDate);

/** Files of a document slot: at least one with status true. */
export const zDocuments = (field: string) =>
  z.array(z.looseObject({ status: z.boolean().nullish() })).superRefine((files, ctx) => {
    const message = validateDocuments(files, field);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });

/**
 * Object-level refinement for a case number and its confirmation; the issue lands on the
 * confirmation field. Use as `.superRefine(refineConfirmCaseNumber())`.
 */
export const refineConfirmCaseNumber =
  <K extends string = 'caseNumber', C extends string = 'confirmCaseNumber'>(
    keys: { caseNumber: K; confirmation: C } = { caseNumber: 'caseNumber', confirmation: 'confirmCaseNumber' } as {
      caseNumber: K;
      confirmation: C;
    },
  ) =>
  (value: Partial<Record<K | C, unknown>>, ctx: z.RefinementCtx): void => {
    const message = validateConfirmCaseNumber(value[keys.caseNumber], value[keys.confirmation]);
    if (message !== null) ctx.addIssue({ code: 'custom', message, path: [keys.confirmation] });
  };

/**
 * Object-level zip refinement for forms whose country is another field. Use as
 * `.superRefine(refineZipByCountry('zipcode', 'countryId'))`.
 */
export const refineZipByCountry =
  <Z extends string, C extends string>(zipKey: Z, countryKey: C) =>
  (value: Partial<Record<Z | C, unknown>>, ctx: z.RefinementCtx): void => {
    const country = value[countryKey];
    const message = validateZip(value[zipKey], typeof country === 'number' ? country : Number(country) || undefined);
    if (message !== null) ctx.addIssue({ code: 'custom', message, path: [zipKey] });
  };
