import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RichTextDoc } from 'shared/domain';
import { tenantTable } from '../../platform/db/tenant-table';

/*
 * Letters (docs/letters.md): the firm's letter templates, its form and letter categories, its
 * child form groups, and every letter generated for a case. All tenant-owned under RLS.
 */

/** One row per tenant once the default categories, templates and group were created. */
export const letterLibrary = tenantTable(
  'letter_library',
  {
    seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'letter_library_pkey', columns: [t.tenantId] })],
);

export const letterCategories = tenantTable(
  'letter_categories',
  {
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    /** 'letter' (files templates) or 'form' (files form groups). */
    kind: text('kind').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'letter_categories_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('letter_categories_name_key').on(t.tenantId, t.kind, sql`lower(${t.name})`),
  ],
);
export type LetterCategoryRow = typeof letterCategories.$inferSelect;

export const letterTemplates = tenantTable(
  'letter_templates',
  {
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    categoryId: uuid('category_id'),
    caseTypeIds: jsonb('case_type_ids').$type<number[]>().notNull().default([]),
    letterhead: boolean('letterhead').notNull().default(true),
    /** The default template it started from ("Reset to default"), or null. */
    defaultKind: text('default_kind'),
    body: jsonb('body').$type<RichTextDoc>().notNull(),
    /** Placeholder keys the body uses (kept for the list and for searches). */
    placeholders: jsonb('placeholders').$type<string[]>().notNull().default([]),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
    updatedByName: text('updated_by_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'letter_templates_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('letter_templates_name_key').on(t.tenantId, sql`lower(${t.name})`),
  ],
);
export type LetterTemplateRow = typeof letterTemplates.$inferSelect;

/** Child form groups: a named bundle of USCIS forms and letter templates for one case type (≤ 8 per type). */
export const formGroups = tenantTable(
  'form_groups',
  {
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    caseTypeId: integer('case_type_id').notNull(),
    /** A 'form' category ("Dependent forms"), or null. */
    categoryId: uuid('category_id'),
    description: text('description'),
    formCodes: jsonb('form_codes').$type<string[]>().notNull().default([]),
    templateIds: jsonb('template_ids').$type<string[]>().notNull().default([]),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'form_groups_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('form_groups_name_key').on(t.tenantId, t.caseTypeId, sql`lower(${t.name})`),
  ],
);
export type FormGroupRow = typeof formGroups.$inferSelect;

/** Every letter generated for a case: the text as printed and the stored PDF (a `files` row of the case). */
export const caseLetters = tenantTable(
  'case_letters',
  {
    id: uuid('id').notNull().defaultRandom(),
    petitionId: uuid('petition_id').notNull(),
    /** The template's id (kept after the template is deleted). */
    templateId: uuid('template_id').notNull(),
    templateName: text('template_name').notNull(),
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    body: jsonb('body').$type<RichTextDoc>().notNull(),
    edited: boolean('edited').notNull().default(false),
    fileId: uuid('file_id').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'case_letters_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('case_letters_version_key').on(t.tenantId, t.petitionId, t.templateId, t.version),
    index('case_letters_petition_idx').on(t.tenantId, t.petitionId, t.createdAt),
  ],
);
export type CaseLetterRow = typeof caseLetters.$inferSelect;
