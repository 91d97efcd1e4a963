import { z } from 'zod';
import { LETTER_CATEGORY_KINDS, LETTER_KINDS, ZRichTextDoc, type RichTextDoc } from '../../domain/letters';

/*
 * Letter templates, form groups, categories and case letters (docs/letters.md). Bodies are
 * TipTap JSON (`ZRichTextDoc`: the nodes a letter needs, size- and depth-capped).
 */

/** Staff who read templates, groups and categories, and preview letters: internal roles. */
export const LETTER_READ_ROLES = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const;
/** Who manages templates, groups and categories: admins, branch managers and attorneys. */
export const LETTER_MANAGE_ROLES = [3, 4, 6] as const;
/** Who generates case letters: staff who prepare cases (not billing 12 or read-only 13). */
export const LETTER_GENERATE_ROLES = [3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

export const ZLetterBody = ZRichTextDoc as z.ZodType<RichTextDoc>;
export const ZLetterKind = z.enum(LETTER_KINDS);
export const ZLetterCategoryKind = z.enum(LETTER_CATEGORY_KINDS);
export const ZLetterName = z
  .string()
  .trim()
  .min(1, 'Please enter a name.')
  .max(120, 'Keep the name under 120 characters.');
export const ZCaseTypeIds = z.array(z.number().int().min(1).max(99)).max(20);

export const LETTER_TEMPLATE_SORT_FIELDS = ['name', 'kind', 'category', 'updatedAt'] as const;

/** A template in the list (no body). */
export const ZLetterTemplateSummary = z.object({
  id: z.string(),
  name: z.string(),
  kind: ZLetterKind,
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  /** Case types it is offered for; empty: every type. */
  caseTypeIds: z.array(z.number().int()),
  /** Print the firm's letterhead on the PDF. */
  letterhead: z.boolean(),
  /** The default it was created from (its text can be reset to it), or null. */
  defaultKind: ZLetterKind.nullable(),
  placeholderCount: z.number().int(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
});
export type TLetterTemplateSummary = z.infer<typeof ZLetterTemplateSummary>;

export const ZLetterTemplate = ZLetterTemplateSummary.extend({
  body: ZLetterBody,
  /** Placeholders the body uses, in order. */
  placeholders: z.array(z.string()),
  createdAt: z.string(),
  /** Form groups that list this template. */
  groupNames: z.array(z.string()),
});
export type TLetterTemplate = z.infer<typeof ZLetterTemplate>;

export const ZLetterCategory = z.object({
  id: z.string(),
  name: z.string(),
  kind: ZLetterCategoryKind,
  sortOrder: z.number().int(),
  /** Templates filed under it. */
  templateCount: z.number().int(),
});
export type TLetterCategory = z.infer<typeof ZLetterCategory>;

export const ZFormGroup = z.object({
  id: z.string(),
  name: z.string(),
  caseTypeId: z.number().int(),
  caseTypeName: z.string(),
  /** A form category ("Dependent forms"), or null. */
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  description: z.string().nullable(),
  /** USCIS form codes (the forms registry), in packet order. */
  formCodes: z.array(z.string()),
  /** Letter templates, in packet order. */
  templates: z.array(z.object({ id: z.string(), name: z.string(), kind: ZLetterKind })),
  updatedAt: z.string(),
});
export type TFormGroup = z.infer<typeof ZFormGroup>;

/** One generated letter of a case. The file is a platform `files` row of the case (petitionId set). */
export const ZCaseLetter = z.object({
  id: z.string(),
  petitionId: z.string(),
  templateId: z.string().nullable(),
  templateName: z.string(),
  kind: ZLetterKind,
  /** 1, 2, 3… per case and template. */
  version: z.number().int(),
  file: z.object({
    id: z.string(),
    /** Storage key; open it through /s3/get-signed-url. */
    path: z.string(),
    name: z.string(),
    size: z.number().int(),
    sha256: z.string(),
  }),
  /** Whether staff changed the text after filling it from the case. */
  edited: z.boolean(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type TCaseLetter = z.infer<typeof ZCaseLetter>;

export const ZMissingPlaceholder = z.object({ key: z.string(), label: z.string() });
export type TMissingPlaceholder = z.infer<typeof ZMissingPlaceholder>;
