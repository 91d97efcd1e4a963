import { z } from 'zod';

/** Staff overrides: AcroForm field name → text, checked (true/false) or null (clear). */
export const ZFormOverrides = z
  .record(z.string().min(1).max(300), z.union([z.string().max(2000), z.boolean(), z.null()]))
  .refine((o) => Object.keys(o).length <= 1000, 'Too many fields');
export type TFormOverrides = z.infer<typeof ZFormOverrides>;

/** A form code as USCIS writes it (I-129). */
export const ZFormCode = z.string().trim().min(2).max(20);

export const ZFormFieldView = z.object({
  field: z.string(),
  label: z.string(),
  section: z.string(),
  kind: z.enum(['text', 'checkbox', 'dropdown']),
  value: z.union([z.string(), z.boolean()]).nullable(),
  source: z.enum(['data', 'override', 'empty']),
  maxLength: z.number().int().optional(),
});
export type TFormFieldView = z.infer<typeof ZFormFieldView>;

/** Generated from the data, or a prepared PDF staff uploaded (upload-forms-and-letters). */
export const ZFormVersionSource = z.enum(['generated', 'uploaded']);
/** A USCIS (or other) form, or a letter (support letter, cover letter…). */
export const ZFormCategory = z.enum(['form', 'letter']);
export type TFormCategory = z.infer<typeof ZFormCategory>;

/** One version of a form or letter of a case: a generated PDF or an uploaded one. */
export const ZPdfFormVersion = z.object({
  id: z.string(),
  petitionId: z.string(),
  /** The form code (I-129), or the name of another form or letter ("Employer support letter"). */
  formCode: z.string(),
  /** The form edition filled (MM/DD/YY as printed on the form); empty for other forms and letters. */
  edition: z.string(),
  source: ZFormVersionSource,
  category: ZFormCategory,
  /** The version to file: one per form code and case (update-forms-and-letters-version). */
  isFinal: z.boolean(),
  finalAt: z.string().nullable(),
  finalByName: z.string().nullable(),
  /** 1, 2, 3… per case and form. */
  version: z.number().int(),
  file: z.object({
    id: z.string(),
    /** Storage key; open it through /s3/get-signed-url. */
    path: z.string(),
    name: z.string(),
    size: z.number().int(),
    sha256: z.string(),
  }),
  /** Fields left empty in this version. */
  unmappedCount: z.number().int(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type TPdfFormVersion = z.infer<typeof ZPdfFormVersion>;

/** A form of the case with its fields as they would be filled now. */
export const ZPdfFormView = z.object({
  code: z.string(),
  title: z.string(),
  edition: z.string(),
  superseded: z.boolean(),
  fields: z.array(ZFormFieldView),
  /** Fields still empty: the ones staff may fill before generating. */
  unmapped: z.array(ZFormFieldView.pick({ field: true, label: true, section: true, kind: true })),
  /** Saved staff overrides (save-pdf-form-version). */
  overrides: ZFormOverrides,
  overridesUpdatedAt: z.string().nullable(),
  warnings: z.array(z.string()),
});
export type TPdfFormView = z.infer<typeof ZPdfFormView>;
