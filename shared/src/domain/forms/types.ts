/*
 * USCIS form field mappings (docs/forms.md): one per official PDF, kept as data. A rule says which
 * AcroForm field gets which value of the form data (case, petitioner, beneficiary, questionnaire)
 * and how it is formatted. Field names are the PDFs' own (read with api/scripts/list-pdf-fields.mjs).
 */

/** Formatting steps, applied in order to the value found at `path`. */
export type FormFormat =
  /** ISO date (YYYY-MM-DD…) → MM/DD/YYYY; anything else is left out. */
  | 'date'
  /** Upper case. */
  | 'upper'
  /** Digits only (FEIN, SSN, A-number, phone). */
  | 'digits'
  /** Digits only, at most the last 10 for a US number (USCIS phone boxes hold 10 digits). */
  | 'phone'
  /** Master data country id (or a `{ name }` reference) → the country's name. */
  | 'country'
  /** US state name, code or `{ name }` reference → the two-letter USPS code of the PDF's list. */
  | 'state'
  /** Numbers as plain text with no grouping. */
  | 'number'
  /** The first letter, upper case (middle initial boxes). */
  | 'initial';

interface RuleBase {
  /** The AcroForm field name, e.g. `form1[0].#subform[0].Line1_FamilyName[0]`. */
  field: string;
  /** What staff see next to the field in the in-app form view. */
  label: string;
  /** Form part, for grouping in the form view ("Part 1. Petitioner"). */
  section: string;
  /**
   * Only for these case types (a supplement such as the I-129 L Supplement). For other types the
   * field is left out entirely: not written, not shown, not listed as unmapped.
   */
  caseTypeIds?: readonly number[];
}

/** A text box (or a drop-down, when `kind` is 'dropdown'). */
export interface TextRule extends RuleBase {
  kind: 'text' | 'dropdown';
  /** Dotted data path (`beneficiary.passport.number`); several: the first non-empty wins. */
  path?: string | readonly string[];
  /**
   * Several values written in one box (an address on one line, "last, first, title"): each part
   * is a path (or paths: the first non-empty), empty parts are skipped, the rest joined with
   * `separator` (default ', '). Used instead of `path`.
   */
  parts?: readonly (string | readonly string[])[];
  separator?: string;
  /** A fixed value, written as is, when there is no path or its data is empty. */
  value?: string;
  /** Map of a found value to the text written (e.g. sub-type code → classification symbol). */
  map?: Readonly<Record<string, string>>;
  format?: readonly FormFormat[];
  /** Longest text the box takes (the PDF's MaxLen); longer values are cut and reported. */
  maxLength?: number;
}

/** A check box, checked when the value at `path` is one of `when` (or truthy when `when` is absent). */
export interface CheckRule extends RuleBase {
  kind: 'checkbox';
  path: string | readonly string[];
  when?: readonly (string | number | boolean)[];
}

export type FormFieldRule = TextRule | CheckRule;

/** A field staff fill by hand (no data source in Passage yet). */
export interface ManualField extends RuleBase {
  kind: 'text' | 'checkbox' | 'dropdown';
  maxLength?: number;
}

/**
 * Who signs a form: the petitioner's signatory (petitioner, sponsor, employer), the applicant
 * (beneficiary, employee), or the preparer (the firm's attorney).
 */
export type FormSignerRole = 'petitioner' | 'applicant' | 'preparer';

/**
 * Where a signer signs the form: the PDF's signature box (an AcroForm text field, whose widget
 * rectangle receives the e-signature) and the date box next to it (written when signing).
 */
export interface FormSignatureSlot {
  role: FormSignerRole;
  /** What the box is, as the form prints it ("Part 7. Signature of the authorized signatory"). */
  label: string;
  field: string;
  dateField: string;
}

export interface FormMapping {
  /** Form code as USCIS writes it: 'I-129'. */
  code: string;
  title: string;
  /** The PDF in the forms folder (`i-129.pdf`). */
  pdfFile: string;
  /** The edition printed in the PDF's footer, MM/DD/YY ("Edition 01/20/25"). */
  edition: string;
  /** True once USCIS stops accepting this edition: generation is then refused. */
  superseded: boolean;
  /** Case type ids (CASE_TYPE) this form is filed for. */
  caseTypeIds: readonly number[];
  fields: readonly FormFieldRule[];
  manual: readonly ManualField[];
  /** The signature and date boxes per signer role (e-signature stamps there, docs/esign.md). */
  signatures: readonly FormSignatureSlot[];
}

/**
 * Questionnaire answers a form takes (issue 20 point 1): questionnaire key → the data path (or
 * paths) of the form's rules that the answer fills. Kept per form in `mappings/answers.ts`.
 */
export type FormAnswerSources = Readonly<Record<string, string | readonly string[]>>;

/** A field's value as written into the PDF: text, or checked/unchecked. */
export type FormFieldValue = string | boolean;

export interface ResolvedField {
  field: string;
  label: string;
  section: string;
  kind: 'text' | 'checkbox' | 'dropdown';
  value: FormFieldValue | null;
  /** Where the value came from: data, a staff override, or nothing yet. */
  source: 'data' | 'override' | 'empty';
  maxLength?: number;
}

export interface ResolvedForm {
  code: string;
  edition: string;
  /** Field name → value, only for fields that have one (what the generator writes). */
  values: Record<string, FormFieldValue>;
  /** Every mapped and manual field with its value and source (the form view). */
  fields: ResolvedField[];
  /** Fields still without a value: mapped fields whose data is empty, and manual fields not filled. */
  unmapped: { field: string; label: string; section: string; kind: ResolvedField['kind'] }[];
  /** Values cut to the box's length, or overrides of fields the mapping does not know. */
  warnings: string[];
}

/** Lookups the resolver needs and cannot know itself (master data). */
export interface FormLookups {
  countryName?: (id: number) => string | null | undefined;
}
