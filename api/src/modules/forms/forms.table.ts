import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/** Staff values for a case's form (fields without data, corrections), kept for the next generation. */
export const pdfFormOverrides = tenantTable(
  'pdf_form_overrides',
  {
    petitionId: uuid('petition_id').notNull(),
    formCode: text('form_code').notNull(),
    overrides: jsonb('overrides').$type<Record<string, string | boolean | null>>().notNull().default({}),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'pdf_form_overrides_pkey', columns: [t.tenantId, t.petitionId, t.formCode] })],
);
export type PdfFormOverridesRow = typeof pdfFormOverrides.$inferSelect;

/**
 * Every version of a form or letter of a case: generated PDFs (the edition filled, the values used)
 * and prepared PDFs staff uploaded; one of each form code may be marked final (the one to file).
 */
export const pdfFormVersions = tenantTable(
  'pdf_form_versions',
  {
    id: uuid('id').notNull().defaultRandom(),
    petitionId: uuid('petition_id').notNull(),
    formCode: text('form_code').notNull(),
    edition: text('edition').notNull(),
    version: integer('version').notNull(),
    fileId: uuid('file_id').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** The staff overrides in force for this version. */
    overrides: jsonb('overrides').$type<Record<string, string | boolean | null>>().notNull().default({}),
    /** Field names left empty. */
    unmapped: jsonb('unmapped').$type<string[]>().notNull().default([]),
    /** `generated` from the data, or `uploaded` by staff (upload-forms-and-letters). */
    source: text('source').$type<'generated' | 'uploaded'>().notNull().default('generated'),
    /** `form` or `letter`. */
    category: text('category').$type<'form' | 'letter'>().notNull().default('form'),
    /** The version to file; at most one per case and form code (partial unique index). */
    isFinal: boolean('is_final').notNull().default(false),
    finalBy: uuid('final_by'),
    finalByName: text('final_by_name'),
    finalAt: timestamp('final_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'pdf_form_versions_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('pdf_form_versions_number_key').on(t.tenantId, t.petitionId, t.formCode, t.version),
    index('pdf_form_versions_petition_idx').on(t.tenantId, t.petitionId, t.createdAt),
    uniqueIndex('pdf_form_versions_final_key')
      .on(t.tenantId, t.petitionId, t.formCode)
      .where(sql`${t.isFinal}`),
  ],
);
export type PdfFormVersionRow = typeof pdfFormVersions.$inferSelect;
